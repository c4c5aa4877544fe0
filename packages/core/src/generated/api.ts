// Generated from the API's OpenAPI document by openapi-typescript: do not edit by hand.
// The server's zod route schemas are the source; after changing a route, run
// `npm run contract:generate` and commit this file with packages/core/openapi.json.

export interface paths {
  '/v1/admin/affiliates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A member’s affiliate summary and commission terms (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              balance: components['schemas']['Balance'];
              custom: boolean;
              rate: number;
              summary: components['schemas']['AffiliateSummary'];
              userId: string;
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set (or clear with null) an affiliate’s commission rate override, in percent */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rate: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              custom: boolean;
              rate: number;
              userId: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What admins changed (newest first), filterable by actor and action */
    get: {
      parameters: {
        query?: {
          action?: string;
          actorId?: string;
          limit?: number;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['AuditLogEntry'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/connect/discord': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Discord settings: bot, OAuth2 app, server, channel, the role of each plan (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DiscordSettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    /** Save the Discord settings after asking Discord that the bot can manage the roles and post (admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botToken?: string;
            channelId: string;
            clientId: string;
            clientSecret?: string;
            enabled: boolean;
            guildId: string;
            roles: {
              planId: string;
              roleId: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DiscordSettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/connect/discord/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask Discord now whether the bot still has the rights it needs (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConnectHealth'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/connect/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What Connect did (joins, removals, roles, the reconciler), newest first (admin) */
    get: {
      parameters: {
        query?: {
          before?: number;
          limit?: number;
          platform?: 'telegram' | 'discord' | 'webhook';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: components['schemas']['ConnectLogEntry'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/connect/telegram': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Telegram settings: the bot (never its token), the chat, the last check (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TelegramSettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    /** Save the Telegram settings: checked with Telegram (the token, the chat, the bot’s rights) and the bot’s webhook set (admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description the bot token from @BotFather; absent: keep the saved one */
            botToken?: string;
            /** @description the members’ channel or group: its id (-100…) or @username */
            chatId: string;
            enabled: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TelegramSettings'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/connect/telegram/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask Telegram whether the bot still has the rights it needs (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TelegramHealth'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Disputed payments (chargebacks), newest first (admin) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          status?: string;
          userId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Dispute'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/disputes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One dispute with its timeline (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Dispute'];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/disputes/{id}/restore-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a member whose dispute was won their access back (admin, audited) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Dispute'];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Background job queues: depths and recent failures (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['JobsOverview'];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/jobs/{queue}/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Retry a failed background job (admin, audited) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          queue: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RetriedJob'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/jobs/periodic/{name}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run a periodic job now on this instance (admin, audited); demo mode: `at` runs it as of another time */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date-time */
            at?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              at: string;
              name: string;
              result: {
                [key: string]: unknown;
              } | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/orders/{id}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Refunds admins issued on an order, newest first (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderRefund'][];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Refund (part of) a paid order with a reason; keep the member’s access to the period end or end it now (admin, audited) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            access: 'keep' | 'end';
            /** @description Minor units; default: all left */
            amount?: number;
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: components['schemas']['Order'];
              refund: components['schemas']['OrderRefund'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/payouts/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts and totals of pending and approved withdrawals (admin) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              approved: {
                amount: number;
                count: number;
              };
              currency: string;
              pending: {
                amount: number;
                count: number;
              };
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every post, in every state, newest change first (admin) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          /** @description Words in the title or the excerpt (case-insensitive; `%` and `_` are literal). */
          search?: string;
          status?: components['schemas']['PostStatusInput'];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['AdminPostSummary'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Write a post: a draft (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body?: components['schemas']['PostDocumentInput'];
            language: components['schemas']['PostLanguageInput'];
            /** @description Symbols (`EURUSD`, stored upper-case) and asset classes (forex, crypto, indices, commodities, stocks, stored lower-case); at most 10, each once. */
            tags?: string[];
            title: string;
            /** @description Trades the post discusses (at most 10); each must exist. */
            tradeIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Post'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a draft or a scheduled post (admin); a published one is unpublished first */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a post (admin); a change to a visible post marks it edited */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            body?: components['schemas']['PostDocumentInput'];
            language?: components['schemas']['PostLanguageInput'];
            /** @description Symbols (`EURUSD`, stored upper-case) and asset classes (forex, crypto, indices, commodities, stocks, stored lower-case); at most 10, each once. */
            tags?: string[];
            title?: string;
            /** @description Trades the post discusses (at most 10); each must exist. */
            tradeIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Post'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/admin/posts/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a post now, or schedule it for a later `at` (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: date-time
             * @description When readers see it: absent or not in the future, now (published); later, scheduled (at most a year ahead).
             */
            at?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Post'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/posts/{id}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a post back to draft: readers no longer see it (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Post'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/subscriptions/{id}/simulate-renewal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Demo mode with the sandbox only: end a subscription’s period now and renew it (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              awaitingConfirmation: number;
              canceled: number;
              failed: number;
              renewed: number;
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/affiliates/clicks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Count a click on a referral link (sets the first-touch referral cookie)
     * @description Always 204, also for an unknown code (which records nothing and sets nothing). A known code counts a click now and, unless the request already carries a valid, unexpired `finfree_ref` cookie (first touch wins: it is never replaced), sets the first-party cookie `finfree_ref=<CODE>.<issuedAtMs>.<base64url HMAC-SHA256>` with `HttpOnly; SameSite=Lax; Path=/v1; Max-Age=2592000` (AFFILIATE_ATTRIBUTION_DAYS, default 30 days) and `Secure` over https. `POST /v1/auth/register` attributes the sign-up to that code (when the click is at most 30 days old) before any `referralCode` in the body, then clears the cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description No body. For a known code, when the request carries no valid finfree_ref cookie: `Set-Cookie: finfree_ref=<code>.<issuedAtMs>.<hmac>; Max-Age=<days × 86400>; Path=/v1; HttpOnly; SameSite=Lax` (+ `Secure` over https). */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/affiliates/commissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Commissions earned on referred members’ payments */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          status?: 'pending' | 'available' | 'paid' | 'reversed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Commission'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/affiliates/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Referral link, terms, funnel and earnings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AffiliateSummary'];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/affiliates/referrals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** People you referred (initials only) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          status?: 'signed_up' | 'active' | 'churned';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Referral'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset e-mail (always 204) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tokens: components['schemas']['AuthTokens'];
              user: components['schemas']['User'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session of a refresh token (body or `finfree_rt` cookie)
     * @description Refused with 403 when a browser sends it from another site (see refresh-tokens).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The refresh token; when absent, the `finfree_rt` cookie is used */
            refreshToken?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/logout-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End every session of the caller */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/refresh-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a refresh token
     * @description Takes the refresh token from the body, or from the `finfree_rt` cookie (HttpOnly, SameSite=Strict, Path=/v1/auth) that sign-in and this route set. A token rotated less than REFRESH_REUSE_GRACE_SECONDS ago may be presented again (two tabs refreshing at once); an older used token revokes its whole session. Refused with 403 when a browser sends it from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` other than the API itself, APP_URL or CORS_ORIGINS.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The refresh token; when absent, the `finfree_rt` cookie is used */
            refreshToken?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AuthTokens'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account (role is always user)
     * @description The referrer is the code of a valid `finfree_ref` cookie issued at most AFFILIATE_ATTRIBUTION_DAYS (30) days ago (first touch), otherwise `referralCode` (typed, or prefilled from `?ref=`); when both exist the cookie wins. A forged, tampered or expired cookie is ignored. Self-referrals are not attributed. On success the cookie is cleared (`Max-Age=0; Path=/v1`). See `POST /v1/affiliates/clicks`: Always 204, also for an unknown code (which records nothing and sets nothing). A known code counts a click now and, unless the request already carries a valid, unexpired `finfree_ref` cookie (first touch wins: it is never replaced), sets the first-party cookie `finfree_ref=<CODE>.<issuedAtMs>.<base64url HMAC-SHA256>` with `HttpOnly; SameSite=Lax; Path=/v1; Max-Age=2592000` (AFFILIATE_ATTRIBUTION_DAYS, default 30 days) and `Secure` over https. `POST /v1/auth/register` attributes the sign-up to that code (when the click is at most 30 days old) before any `referralCode` in the body, then clears the cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            name: string;
            password: string;
            /** @description Referral code typed at sign-up; a valid `finfree_ref` cookie wins over it */
            referralCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tokens: components['schemas']['AuthTokens'];
              user: components['schemas']['User'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset token
     * @description A link works once and expires; using one ends every other link of the account and every session. Answers the account e-mail, so the sign-in form can be prefilled.
     */
    post: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My Connect tiles: Telegram, Discord and my webhook, each with its state */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: components['schemas']['ConnectTile'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/discord': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Unlink my Discord account: its role is removed */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/discord/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Discord's OAuth2 callback: links the member named by the signed state, then back to the Connect page */
    get: {
      parameters: {
        query?: {
          code?: string;
          error?: string;
          error_description?: string;
          guild_id?: string;
          permissions?: string;
          state?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description To the Connect page */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/discord/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start linking my Discord account: Discord's authorize address, bound to me */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/telegram': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Leave the members’ channel: removes me from it and ends my Telegram link */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/telegram/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new invite link to the members’ channel: single use, mine only, for an hour (an unused older one is revoked) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              expiresAt: string;
              link: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/telegram/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The bot’s webhook: Telegram’s updates (joins, /start, the bot’s rights), with the secret header set at saving */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-telegram-bot-api-secret-token'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              ok: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My webhook (its address and state; never its secret) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: components['schemas']['WebhookEndpoint'] | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    /** Creates or changes my webhook (members; https, a public host); the secret is shown on creation only */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: components['schemas']['WebhookEndpoint'];
              secret: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    post?: never;
    /** Removes my webhook (its pending deliveries are dropped) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/webhook/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My webhook’s last 50 delivery attempts, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: components['schemas']['WebhookAttempt'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/webhook/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resumes my paused webhook (new events are delivered again) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: components['schemas']['WebhookEndpoint'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/webhook/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotates my webhook’s signing secret (the new one is shown once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              secret: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/connect/webhook/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a signed test event to my webhook now and answers the attempt (members) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              attempt: components['schemas']['WebhookAttempt'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the team */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            message: string;
            name: string;
            subject: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'received';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My notifications, newest first, with the unread count */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Notification'][];
              totalPages: number;
              totalResults: number;
              unread: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My alert choices per event type and channel */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationPreferences'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    /** Save my alert choices */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['NotificationPreferencesUpdateInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['NotificationPreferences'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/push/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My devices that receive phone alerts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: components['schemas']['PushDevice'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Turn phone alerts on for this browser: store its push subscription (again: refreshes it) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PushSubscriptionInputInput'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PushDevice'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/push/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stop phone alerts on one of my devices */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/push/devices/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a test alert to one of my devices */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/push/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server’s VAPID public key (the applicationServerKey of a subscription) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              publicKey: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/snoozes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trades I snoozed (those still in effect) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: components['schemas']['TradeSnooze'][];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/snoozes/{tradeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Snooze a trade: no phone or e-mail alert of it for 1 h, 4 h or until it closes */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          tradeId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            for: '1h' | '4h' | 'close';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradeSnooze'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    post?: never;
    /** End a trade’s snooze */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          tradeId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live events (text/event-stream): `notification` (id = seq), `trade` (a trade changed), `resync`; resumes after `Last-Event-ID` */
    get: {
      parameters: {
        query?: {
          lastEventId?: string;
        };
        header?: {
          'last-event-id'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A text/event-stream that stays open; heartbeats as comments */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of my notifications are unread, and the `seq` a live stream opened later resumes from */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
              /** @description the newest alert event when counted; 0 without any */
              seq: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop every e-mail alert, from the signed link of an alert (no sign-in) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Billing history (newest first); an admin may read a member’s with `userId` */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          status?:
            | 'requires_payment_method'
            | 'processing'
            | 'requires_action'
            | 'succeeded'
            | 'failed'
            | 'refunded';
          userId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Order'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Affiliate balance: pending, available and paid */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Balance'];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/create-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an order for a plan or an unpaid subscription (amount from the server) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                planId: string;
              }
            | {
                subscriptionId: string;
              };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/orders/{id}/authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the bank’s confirmation (3-D Secure) of a payment waiting for it: answers the order with `nextAction`, or settled */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CardError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/orders/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay an order with a saved card or a card-form token */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                cardId: string;
              }
            | {
                paymentMethodId: string;
                saveCard?: boolean;
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CardError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/orders/{id}/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Back from the bank’s confirmation: asks the provider for the outcome and applies it (safe to repeat) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CardError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request a withdrawal of available earnings */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            amount: number;
            destination: string;
            /** @enum {string} */
            method: 'bank_transfer' | 'paypal' | 'usdt';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              balance: components['schemas']['Balance'];
              withdrawal: components['schemas']['Withdrawal'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/withdrawals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Withdrawals (own; admins: everyone’s, the payouts queue)
     * @description Newest first unless `sortBy=createdAt:asc` (the queue, oldest first). An admin may narrow the list to one member with `userId`; for anyone else it is ignored.
     */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          sortBy?: string;
          status?: 'pending' | 'approved' | 'rejected' | 'paid' | 'failed' | 'cancelled';
          userId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Withdrawal'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/withdrawals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel your pending withdrawal (the amount returns to available) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Approve, reject, mark paid or failed (legal transitions only)
     * @description `approved → paid` first sends the money through the payment provider (idempotency key: the withdrawal id, so a retry never pays twice) and stores its payout id; if the provider refuses or fails, the answer is 502 `Payout failed: …`, the withdrawal stays `approved` and the attempt is in the audit log. `approved → failed` is refused (409) once a payout was started and not answered yet.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string;
            /** @enum {string} */
            status: 'approved' | 'rejected' | 'paid' | 'failed';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Withdrawal'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description `Payout failed: …`: the provider refused or failed the payout; the withdrawal stays approved */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List plans (admins also see archived ones) */
    get: {
      parameters: {
        query?: {
          interval?: 'month' | 'year';
          /** @description The language of the features’ labels; else the `lang` cookie, else `Accept-Language`. */
          lang?: 'en' | 'fr' | 'ar';
          limit?: number;
          page?: number;
          sortBy?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Plan'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Please authenticate */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Create a plan (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active?: boolean;
            amount: number;
            currency?: string;
            description?: string;
            featureKeys?: components['schemas']['PlanFeatureKeyInput'][];
            highlighted?: boolean;
            /** @enum {string} */
            interval: 'month' | 'year';
            name: string;
            slug?: string;
            sortOrder?: number;
            trialDays?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Plan'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/plans/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan */
    get: {
      parameters: {
        query?: {
          /** @description The language of the features’ labels; else the `lang` cookie, else `Accept-Language`. */
          lang?: 'en' | 'fr' | 'ar';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Plan'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Please authenticate */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Archive a plan (admin); existing subscribers keep it */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Plan'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Update a plan (admin) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            active?: boolean;
            amount?: number;
            currency?: string;
            description?: string;
            featureKeys?: components['schemas']['PlanFeatureKeyInput'][];
            highlighted?: boolean;
            /** @enum {string} */
            interval?: 'month' | 'year';
            name?: string;
            retiredFeatures?: string[];
            slug?: string;
            sortOrder?: number;
            trialDays?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Plan'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/plans/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The features a plan can promise (admin): each one’s screen and whether plans list it now */
    get: {
      parameters: {
        query?: {
          /** @description The language of the features’ labels; else the `lang` cookie, else `Accept-Language`. */
          lang?: 'en' | 'fr' | 'ar';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PlanFeature'][];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/posts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The market outlook: visible posts, latest first (no bodies) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          /** @description Words in the title or the excerpt (case-insensitive; `%` and `_` are literal). */
          search?: string;
          /** @description Posts with this tag (a symbol or asset class). */
          tag?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['PostSummary'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/posts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One post: its body for members, a locked teaser for anyone else (admins also see drafts and scheduled posts) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Post'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/posts/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest visible posts (the dashboard’s) */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PostSummary'][];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Community figures for the landing page */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: number;
              membersLabel: string;
              trades90d: number;
              winRate90d: number;
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              database: 'ok';
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Own subscriptions, newest first (admin: everyone’s, filterable) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          status?: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
          userId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'][];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Subscribe to a plan with a saved card (charged now, or trial first) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cardId: string;
            planId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: components['schemas']['Order'];
              subscription: components['schemas']['Subscription'];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CardError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One subscription (own; admin: any) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Cancel at period end (admin: `?immediately=true` ends it now) */
    delete: {
      parameters: {
        query?: {
          immediately?: 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Change plan, cancel or resume at period end, or change the renewal card
     * @description Money-moving (an upgrade charges the renewal card now): requires an Idempotency-Key like every money route. At most one payment of a subscription is in flight: a change that would charge while another payment of it is in progress answers 409.
     */
    patch: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                planId: string;
              }
            | {
                cancelAtPeriodEnd: boolean;
                cancellationReason?: string;
              }
            | {
                cardId: string;
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Subscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CardError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/subscriptions/{id}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Amount due now for a plan change (upgrade prorated now, downgrade at renewal) */
    get: {
      parameters: {
        query: {
          planId: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amountDue: number;
              credit: number;
              currency: string;
              /** @enum {string} */
              effective: 'now' | 'renewal';
              effectiveAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/trades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List trades (live trades locked for non-members) */
    get: {
      parameters: {
        query?: {
          from?: string;
          limit?: number;
          page?: number;
          side?: 'buy' | 'sell';
          sortBy?: string;
          status?: 'pending' | 'open' | 'closed' | 'cancelled';
          symbol?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['Trade'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Publish a trade (admin) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            analysis?: string;
            /** @enum {string} */
            assetClass: 'forex' | 'crypto' | 'indices' | 'commodities' | 'stocks';
            entryPrice?: number;
            entryZone?: {
              from: number;
              to: number;
            } | null;
            /** @enum {string} */
            side: 'buy' | 'sell';
            /** @enum {string} */
            status?: 'pending' | 'open';
            stopLoss: number;
            symbol: string;
            tags?: string[];
            takeProfits: {
              allocation: number;
              price: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Trade'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/trades/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One trade */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Trade'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a trade (admin); levels only while pending */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            analysis?: string;
            /** @enum {string} */
            assetClass?: 'forex' | 'crypto' | 'indices' | 'commodities' | 'stocks';
            entryPrice?: number;
            entryZone?: {
              from: number;
              to: number;
            } | null;
            /** @enum {string} */
            side?: 'buy' | 'sell';
            stopLoss?: number;
            symbol?: string;
            tags?: string[];
            takeProfits?: {
              allocation: number;
              price: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Trade'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/trades/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record what happened to a trade (admin); the history is append-only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                type: 'activated';
              }
            | {
                tpIndex: number;
                /** @enum {string} */
                type: 'tp_hit';
              }
            | {
                price: number;
                /** @enum {string} */
                type: 'sl_moved';
              }
            | {
                price: number;
                /** @enum {string} */
                type: 'closed';
              }
            | {
                /** @enum {string} */
                type: 'cancelled';
              }
            | {
                text: string;
                /** @enum {string} */
                type: 'note';
              };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Trade'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/trades/chain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hash-chained trade history, its head and the head of each day (public; live trades keep their content back) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TradeChain'];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/trades/performance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Track-record statistics on R multiples, from the trade history (public) */
    get: {
      parameters: {
        query?: {
          from?: string;
          symbol?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Performance'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/trades/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Performance statistics */
    get: {
      parameters: {
        query?: {
          from?: string;
          symbol?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              breakeven: number;
              byMonth: {
                breakeven: number;
                losses: number;
                month: string;
                pips: number;
                r: number;
                trades: number;
                winRate: number;
                wins: number;
              }[];
              bySymbol: {
                breakeven: number;
                losses: number;
                pips: number;
                r: number;
                symbol: string;
                trades: number;
                winRate: number;
                wins: number;
              }[];
              closed: number;
              equityCurve: {
                at: string;
                cumulativePips: number;
                cumulativeR: number;
                r: number;
                tradeId: string;
              }[];
              expectancyR: number;
              losses: number;
              maxConsecutiveLosses: number;
              maxConsecutiveWins: number;
              open: number;
              profitFactor: number | null;
              totalPips: number;
              totalR: number;
              totalTrades: number;
              winRate: number;
              wins: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (admin) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          page?: number;
          role?: 'user' | 'admin';
          search?: string;
          sortBy?: string;
          subscription?: 'none' | 'incomplete' | 'trialing' | 'active' | 'past_due';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              limit: number;
              page: number;
              results: components['schemas']['User'][];
              totalPages: number;
              totalResults: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a user’s role or disable them (admin) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            disabled?: boolean;
            /** @enum {string} */
            role?: 'user' | 'admin';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/users/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s saved cards (default first) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Card'][];
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    put?: never;
    /** Save a card from its card-form token (same card → the existing card) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description One key per user action; a retry with the same key is replayed */
          'idempotency-key': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentMethodId: string;
            setDefault?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Card'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Card'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CardError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users/cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a card (409 for the last card of a renewing subscription) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Make a card the default */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            isDefault: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Card'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/users/cards/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a card-form session at the payment provider */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cardFormUrl: string;
              setupId: string;
            };
          };
        };
        /** @description Bad request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Forbidden */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Update the caller (password change revokes other sessions) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword?: string;
            name?: string;
            password?: string;
            photoURL?: string | null;
            referralCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['User'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/webhooks/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Payment provider events, signed `t=…,v1=…` (HMAC-SHA256 of `t.rawBody`): `finfree-signature` from the sandbox, `stripe-signature` from Stripe */
    post: {
      parameters: {
        query?: never;
        header?: {
          'finfree-signature'?: string;
          'stripe-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              duplicate: boolean;
              /** @enum {boolean} */
              received: true;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Method not allowed */
        405: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request body is too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description URI too long */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Unsupported content type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Too many requests, please try again later */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Request header fields too large */
        431: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Internal server error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
        /** @description Service unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              errors?: {
                field: string;
                message: string;
              }[];
              message: string;
              requestId?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AdminPostSummary: {
      author: components['schemas']['PostAuthor'];
      createdAt: string;
      /** @description When the post was last changed after it became visible; null if never. */
      editedAt: string | null;
      /** @description The first paragraph as plain text, cut at a word (at most 400 characters). */
      excerpt: string;
      id: string;
      language: components['schemas']['PostLanguage'];
      /** @description When it is or becomes visible; null for a draft. */
      publishAt: string | null;
      publishedAt: string | null;
      status: components['schemas']['PostStatus'];
      tags: string[];
      title: string;
      tradeIds: string[];
      updatedAt: string;
    };
    AdminPostSummaryInput: {
      author: components['schemas']['PostAuthorInput'];
      createdAt: string;
      /** @description When the post was last changed after it became visible; null if never. */
      editedAt: string | null;
      /** @description The first paragraph as plain text, cut at a word (at most 400 characters). */
      excerpt: string;
      id: string;
      language: components['schemas']['PostLanguageInput'];
      /** @description When it is or becomes visible; null for a draft. */
      publishAt: string | null;
      publishedAt: string | null;
      status: components['schemas']['PostStatusInput'];
      tags: string[];
      title: string;
      tradeIds: string[];
      updatedAt: string;
    };
    AffiliateSummary: {
      commission: {
        months: number;
        rate: number;
        recurring: boolean;
      };
      currency: string;
      earnings: {
        available: number;
        lifetime: number;
        paid: number;
        pending: number;
      };
      referralCode: string;
      referralLink: string;
      stats: {
        activeReferrals: number;
        clicks: number;
        conversions: number;
        signups: number;
      };
    };
    AffiliateSummaryInput: {
      commission: {
        months: number;
        rate: number;
        recurring: boolean;
      };
      currency: string;
      earnings: {
        available: number;
        lifetime: number;
        paid: number;
        pending: number;
      };
      referralCode: string;
      referralLink: string;
      stats: {
        activeReferrals: number;
        clicks: number;
        conversions: number;
        signups: number;
      };
    };
    AuditLogEntry: {
      action: string;
      actor: {
        email: string;
        id: string;
        name: string;
      };
      after: {
        [key: string]: unknown;
      } | null;
      before: {
        [key: string]: unknown;
      } | null;
      createdAt: string;
      id: string;
      targetId: string;
      targetType: string;
    };
    AuditLogEntryInput: {
      action: string;
      actor: {
        email: string;
        id: string;
        name: string;
      };
      after: {
        [key: string]: unknown;
      } | null;
      before: {
        [key: string]: unknown;
      } | null;
      createdAt: string;
      id: string;
      targetId: string;
      targetType: string;
    };
    AuthTokens: {
      access: {
        expires: string;
        token: string;
      };
      refresh: {
        expires: string;
        token: string;
      };
    };
    AuthTokensInput: {
      access: {
        expires: string;
        token: string;
      };
      refresh: {
        expires: string;
        token: string;
      };
    };
    Balance: {
      available: number;
      currency: string;
      holdDays: number;
      minimumWithdrawal: number;
      paid: number;
      pending: number;
    };
    BalanceInput: {
      available: number;
      currency: string;
      holdDays: number;
      minimumWithdrawal: number;
      paid: number;
      pending: number;
    };
    Card: {
      brand: string;
      createdAt: string;
      expMonth: number;
      expYear: number;
      id: string;
      isDefault: boolean;
      last4: string;
    };
    CardError: {
      /** @constant */
      code: 402;
      declineCode: string;
      message: string;
      /** @constant */
      type: 'card_error';
    };
    CardErrorInput: {
      /** @constant */
      code: 402;
      declineCode: string;
      message: string;
      /** @constant */
      type: 'card_error';
    };
    CardInput: {
      brand: string;
      createdAt: string;
      expMonth: number;
      expYear: number;
      id: string;
      isDefault: boolean;
      last4: string;
    };
    Commission: {
      amount: number;
      availableAt: string;
      createdAt: string;
      currency: string;
      id: string;
      orderAmount: number;
      /** @description Covered by paid withdrawals (oldest commission first); `paid` once it reaches the net amount */
      paidAmount: number;
      rate: number;
      referralInitials: string;
      /** @description Clawed back by (partial) refunds; net amount = amount − reversedAmount */
      reversedAmount: number;
      /** @enum {string} */
      status: 'pending' | 'available' | 'paid' | 'reversed';
    };
    CommissionInput: {
      amount: number;
      availableAt: string;
      createdAt: string;
      currency: string;
      id: string;
      orderAmount: number;
      /** @description Covered by paid withdrawals (oldest commission first); `paid` once it reaches the net amount */
      paidAmount: number;
      rate: number;
      referralInitials: string;
      /** @description Clawed back by (partial) refunds; net amount = amount − reversedAmount */
      reversedAmount: number;
      /** @enum {string} */
      status: 'pending' | 'available' | 'paid' | 'reversed';
    };
    ConnectHealth: {
      bot?: {
        id: string;
        username: string;
      };
      ok: boolean;
      problems: string[];
    };
    ConnectHealthInput: {
      bot?: {
        id: string;
        username: string;
      };
      ok: boolean;
      problems: string[];
    };
    ConnectLogEntry: {
      action: string;
      at: string;
      detail: string;
      email: string | null;
      id: number;
      ok: boolean;
      /** @enum {string} */
      platform: 'telegram' | 'discord' | 'webhook';
      userId: string | null;
    };
    ConnectLogEntryInput: {
      action: string;
      at: string;
      detail: string;
      email: string | null;
      id: number;
      ok: boolean;
      /** @enum {string} */
      platform: 'telegram' | 'discord' | 'webhook';
      userId: string | null;
    };
    ConnectTile: {
      available: boolean;
      endedAt: string | null;
      endedReason: string | null;
      /** @enum {string} */
      platform: 'telegram' | 'discord' | 'webhook';
      /** @enum {string} */
      status: 'none' | 'pending' | 'active' | 'ended' | 'paused';
      username: string | null;
    };
    ConnectTileInput: {
      available: boolean;
      endedAt: string | null;
      endedReason: string | null;
      /** @enum {string} */
      platform: 'telegram' | 'discord' | 'webhook';
      /** @enum {string} */
      status: 'none' | 'pending' | 'active' | 'ended' | 'paused';
      username: string | null;
    };
    DiscordSettings: {
      channelId: string | null;
      checkedAt: string | null;
      clientId: string | null;
      clientSecretSet: boolean;
      configured: boolean;
      enabled: boolean;
      guildId: string | null;
      health: components['schemas']['ConnectHealth'] | null;
      roles: {
        planId: string;
        roleId: string;
      }[];
      tokenSet: boolean;
    };
    DiscordSettingsInput: {
      channelId: string | null;
      checkedAt: string | null;
      clientId: string | null;
      clientSecretSet: boolean;
      configured: boolean;
      enabled: boolean;
      guildId: string | null;
      health: components['schemas']['ConnectHealthInput'] | null;
      roles: {
        planId: string;
        roleId: string;
      }[];
      tokenSet: boolean;
    };
    Dispute: {
      accessEndedAt: string | null;
      accessRestoredAt: string | null;
      /** @description Disputed amount (minor units) */
      amount: number;
      closedAt: string | null;
      createdAt: string;
      currency: string;
      evidenceDueBy: string | null;
      id: string;
      orderId: string;
      /** @description The bank’s reason (`fraudulent`, `product_not_received`, …) */
      reason: string;
      /** @description `needs_response`, `under_review`, `won`, `lost`, `warning_*`, `prevented` */
      status: string;
      timeline: {
        actorId?: string;
        at: string;
        status?: string;
        /** @description `created`, `updated`, `closed`, `funds_reinstated`, `access_restored` */
        type: string;
      }[];
      user: {
        email: string;
        id: string;
        name: string;
      };
    };
    DisputeInput: {
      accessEndedAt: string | null;
      accessRestoredAt: string | null;
      /** @description Disputed amount (minor units) */
      amount: number;
      closedAt: string | null;
      createdAt: string;
      currency: string;
      evidenceDueBy: string | null;
      id: string;
      orderId: string;
      /** @description The bank’s reason (`fraudulent`, `product_not_received`, …) */
      reason: string;
      /** @description `needs_response`, `under_review`, `won`, `lost`, `warning_*`, `prevented` */
      status: string;
      timeline: {
        actorId?: string;
        at: string;
        status?: string;
        /** @description `created`, `updated`, `closed`, `funds_reinstated`, `access_restored` */
        type: string;
      }[];
      user: {
        email: string;
        id: string;
        name: string;
      };
    };
    FailedJob: {
      attempts: number;
      error: string | null;
      /** Format: date-time */
      failedAt: string;
      id: string;
      queue: string;
    };
    FailedJobInput: {
      attempts: number;
      error: string | null;
      /** Format: date-time */
      failedAt: string;
      id: string;
      queue: string;
    };
    JobQueue: {
      active: number;
      failed: number;
      name: string;
      queued: number;
    };
    JobQueueInput: {
      active: number;
      failed: number;
      name: string;
      queued: number;
    };
    JobsOverview: {
      failed: components['schemas']['FailedJob'][];
      queues: components['schemas']['JobQueue'][];
    };
    JobsOverviewInput: {
      failed: components['schemas']['FailedJobInput'][];
      queues: components['schemas']['JobQueueInput'][];
    };
    MarketFilter: {
      assetClasses: ('forex' | 'crypto' | 'indices' | 'commodities' | 'stocks')[];
      /**
       * @description all markets; only the listed classes and symbols; or all but them
       * @enum {string}
       */
      mode: 'all' | 'only' | 'mute';
      symbols: string[];
    };
    MarketFilterInput: {
      assetClasses: ('forex' | 'crypto' | 'indices' | 'commodities' | 'stocks')[];
      /**
       * @description all markets; only the listed classes and symbols; or all but them
       * @enum {string}
       */
      mode: 'all' | 'only' | 'mute';
      symbols: string[];
    };
    Notification: {
      createdAt: string;
      data: {
        [key: string]: unknown;
      };
      full: boolean;
      id: string;
      readAt: string | null;
      seq: number;
      /** @enum {string} */
      side: 'buy' | 'sell';
      status: string;
      symbol: string;
      tradeId: string;
      /** @enum {string} */
      type: 'published' | 'activated' | 'tp_hit' | 'sl_moved' | 'closed' | 'cancelled' | 'note';
    };
    NotificationInput: {
      createdAt: string;
      data: {
        [key: string]: unknown;
      };
      full: boolean;
      id: string;
      readAt: string | null;
      seq: number;
      /** @enum {string} */
      side: 'buy' | 'sell';
      status: string;
      symbol: string;
      tradeId: string;
      /** @enum {string} */
      type: 'published' | 'activated' | 'tp_hit' | 'sl_moved' | 'closed' | 'cancelled' | 'note';
    };
    NotificationPreferences: {
      channels: {
        activated: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        cancelled: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        closed: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        note: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        published: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        sl_moved: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        tp_hit: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
      };
      /** @enum {string} */
      emailMode: 'alert' | 'digest';
      /**
       * @description the language alerts are written in
       * @enum {string}
       */
      language: 'en' | 'ar' | 'fr';
      markets: components['schemas']['MarketFilter'];
      quiet: components['schemas']['QuietHours'] | null;
    };
    NotificationPreferencesInput: {
      channels: {
        activated: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        cancelled: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        closed: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        note: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        published: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        sl_moved: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        tp_hit: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
      };
      /** @enum {string} */
      emailMode: 'alert' | 'digest';
      /**
       * @description the language alerts are written in
       * @enum {string}
       */
      language: 'en' | 'ar' | 'fr';
      markets: components['schemas']['MarketFilterInput'];
      quiet: components['schemas']['QuietHoursInput'] | null;
    };
    NotificationPreferencesUpdate: {
      channels: {
        activated: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        cancelled: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        closed: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        note: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        published: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        sl_moved: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        tp_hit: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
      };
      /** @enum {string} */
      emailMode: 'alert' | 'digest';
      /**
       * @description the language alerts are written in
       * @enum {string}
       */
      language?: 'en' | 'ar' | 'fr';
      markets?: components['schemas']['MarketFilter'];
      quiet?: components['schemas']['QuietHours'] | null;
    };
    NotificationPreferencesUpdateInput: {
      channels: {
        activated: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        cancelled: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        closed: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        note: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        published: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        sl_moved: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
        tp_hit: {
          email: boolean;
          inApp: boolean;
          push: boolean;
        };
      };
      /** @enum {string} */
      emailMode: 'alert' | 'digest';
      /**
       * @description the language alerts are written in
       * @enum {string}
       */
      language?: 'en' | 'ar' | 'fr';
      markets?: components['schemas']['MarketFilterInput'];
      quiet?: components['schemas']['QuietHoursInput'] | null;
    };
    Order: {
      amount: number;
      card: {
        brand: string;
        last4: string;
      } | null;
      createdAt: string;
      currency: string;
      id: string;
      lastError: {
        code: string;
        declineCode?: string;
        message: string;
      } | null;
      /** @description While `requires_action`: the bank challenge page to send the payer to (it returns to the payment page, which calls `refresh`); null when the payer starts it with `authenticate` */
      nextAction: {
        /** @constant */
        type: 'redirect';
        url: string;
      } | null;
      paidAt: string | null;
      planId: string | null;
      /** @enum {string} */
      purpose: 'subscription_create' | 'renewal' | 'upgrade';
      /** @description Refunded so far (minor units); the order is `refunded` once it reaches `amount` */
      refundedAmount: number;
      /** @enum {string} */
      status:
        | 'requires_payment_method'
        | 'processing'
        | 'requires_action'
        | 'succeeded'
        | 'failed'
        | 'refunded';
      subscriptionId: string | null;
    };
    OrderInput: {
      amount: number;
      card: {
        brand: string;
        last4: string;
      } | null;
      createdAt: string;
      currency: string;
      id: string;
      lastError: {
        code: string;
        declineCode?: string;
        message: string;
      } | null;
      /** @description While `requires_action`: the bank challenge page to send the payer to (it returns to the payment page, which calls `refresh`); null when the payer starts it with `authenticate` */
      nextAction: {
        /** @constant */
        type: 'redirect';
        url: string;
      } | null;
      paidAt: string | null;
      planId: string | null;
      /** @enum {string} */
      purpose: 'subscription_create' | 'renewal' | 'upgrade';
      /** @description Refunded so far (minor units); the order is `refunded` once it reaches `amount` */
      refundedAmount: number;
      /** @enum {string} */
      status:
        | 'requires_payment_method'
        | 'processing'
        | 'requires_action'
        | 'succeeded'
        | 'failed'
        | 'refunded';
      subscriptionId: string | null;
    };
    OrderRefund: {
      /** @enum {string} */
      access: 'keep' | 'end';
      amount: number;
      createdAt: string;
      currency: string;
      id: string;
      orderId: string;
      reason: string;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed';
    };
    OrderRefundInput: {
      /** @enum {string} */
      access: 'keep' | 'end';
      amount: number;
      createdAt: string;
      currency: string;
      id: string;
      orderId: string;
      reason: string;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed';
    };
    PaymentAction: {
      /** @description The bank challenge page, when already started */
      actionUrl: string | null;
      amount: number;
      currency: string;
      /** @description Confirm before this time; a renewal keeps access until then, then it fails */
      dueBy: string;
      orderId: string;
      /** @enum {string} */
      purpose: 'subscription_create' | 'renewal' | 'upgrade';
    };
    PaymentActionInput: {
      /** @description The bank challenge page, when already started */
      actionUrl: string | null;
      amount: number;
      currency: string;
      /** @description Confirm before this time; a renewal keeps access until then, then it fails */
      dueBy: string;
      orderId: string;
      /** @enum {string} */
      purpose: 'subscription_create' | 'renewal' | 'upgrade';
    };
    Performance: {
      avgLossHours: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      avgWinHours: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      byAssetClass: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      byHour: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      bySide: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      byWeekday: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      curve: {
        at: string;
        cumulativeR: number;
        drawdownR: number;
        r: number;
      }[];
      drawdowns: {
        days: number;
        depthR: number;
        peakAt: string;
        recoveredAt: string | null;
        troughAt: string;
      }[];
      expectancy: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      longestDrawdownDays: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      maxDrawdown: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      monthly: {
        months: ({
          r: number;
          trades: number;
        } | null)[];
        r: number;
        year: number;
      }[];
      months: number;
      payoffRatio: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      profitableMonths: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      recoveryFactor: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      sampleSize: number;
      sharpe: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      smallSampleBelow: number;
      sortino: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      sqn: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      totalR: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      winRate: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
    };
    PerformanceInput: {
      avgLossHours: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      avgWinHours: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      byAssetClass: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      byHour: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      bySide: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      byWeekday: {
        breakeven: number;
        expectancy: number;
        key: string;
        losses: number;
        r: number;
        smallSample: boolean;
        trades: number;
        winRate: number;
        wins: number;
      }[];
      curve: {
        at: string;
        cumulativeR: number;
        drawdownR: number;
        r: number;
      }[];
      drawdowns: {
        days: number;
        depthR: number;
        peakAt: string;
        recoveredAt: string | null;
        troughAt: string;
      }[];
      expectancy: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      longestDrawdownDays: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      maxDrawdown: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      monthly: {
        months: ({
          r: number;
          trades: number;
        } | null)[];
        r: number;
        year: number;
      }[];
      months: number;
      payoffRatio: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      profitableMonths: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      recoveryFactor: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      sampleSize: number;
      sharpe: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      smallSampleBelow: number;
      sortino: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      sqn: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      totalR: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
      winRate: {
        smallSample: boolean;
        trades: number;
        value: number | null;
      };
    };
    Plan: {
      active: boolean;
      amount: number;
      currency: string;
      description: string;
      /** @description The features the plan promises, in the order it lists them. */
      featureKeys: components['schemas']['PlanFeatureKey'][];
      /** @description What the plan gives, in the language asked for: the labels of its features that can be used now (one whose Connect platform is off is left out). */
      features: string[];
      highlighted: boolean;
      id: string;
      /** @enum {string} */
      interval: 'month' | 'year';
      name: string;
      /** @description Admins only (empty for others): free-text lines the plan listed before features came from the catalogue that named no feature Finfree has. Kept, never listed. */
      retiredFeatures: string[];
      slug: string;
      sortOrder: number;
      trialDays: number;
    };
    PlanFeature: {
      /** @description Whether plans list it now (false: its platform is off). */
      available: boolean;
      /** @description The Connect platform it needs on, if any. */
      integration: ('telegram' | 'discord') | null;
      key: components['schemas']['PlanFeatureKey'];
      /** @description In the language asked for. */
      label: string;
      /** @description The app screen where a member finds it. */
      screen: string;
    };
    PlanFeatureInput: {
      /** @description Whether plans list it now (false: its platform is off). */
      available: boolean;
      /** @description The Connect platform it needs on, if any. */
      integration: ('telegram' | 'discord') | null;
      key: components['schemas']['PlanFeatureKeyInput'];
      /** @description In the language asked for. */
      label: string;
      /** @description The app screen where a member finds it. */
      screen: string;
    };
    /** @enum {string} */
    PlanFeatureKey:
      | 'live-signals'
      | 'trade-levels'
      | 'trade-updates'
      | 'trade-history'
      | 'market-outlook'
      | 'email-alerts'
      | 'phone-alerts'
      | 'telegram-channel'
      | 'discord-role'
      | 'webhook';
    /** @enum {string} */
    PlanFeatureKeyInput:
      | 'live-signals'
      | 'trade-levels'
      | 'trade-updates'
      | 'trade-history'
      | 'market-outlook'
      | 'email-alerts'
      | 'phone-alerts'
      | 'telegram-channel'
      | 'discord-role'
      | 'webhook';
    PlanInput: {
      active: boolean;
      amount: number;
      currency: string;
      description: string;
      /** @description The features the plan promises, in the order it lists them. */
      featureKeys: components['schemas']['PlanFeatureKeyInput'][];
      /** @description What the plan gives, in the language asked for: the labels of its features that can be used now (one whose Connect platform is off is left out). */
      features: string[];
      highlighted: boolean;
      id: string;
      /** @enum {string} */
      interval: 'month' | 'year';
      name: string;
      /** @description Admins only (empty for others): free-text lines the plan listed before features came from the catalogue that named no feature Finfree has. Kept, never listed. */
      retiredFeatures: string[];
      slug: string;
      sortOrder: number;
      trialDays: number;
    };
    Post: {
      author: components['schemas']['PostAuthor'];
      body: components['schemas']['PostDocument'] | null;
      /** @description When the post was last changed after it became visible; null if never. */
      editedAt: string | null;
      /** @description The first paragraph as plain text, cut at a word (at most 400 characters). */
      excerpt: string;
      id: string;
      language: components['schemas']['PostLanguage'];
      locked: boolean;
      publishAt: string | null;
      publishedAt: string | null;
      status: components['schemas']['PostStatus'];
      tags: string[];
      title: string;
      tradeIds: string[];
    };
    PostAuthor: {
      name: string;
    };
    PostAuthorInput: {
      name: string;
    };
    PostBlock:
      | {
          content?: (
            | components['schemas']['PostText']
            | {
                /** @constant */
                type: 'hardBreak';
              }
          )[];
          /** @constant */
          type: 'paragraph';
        }
      | {
          attrs: {
            level: 2 | 3;
          };
          content?: (
            | components['schemas']['PostText']
            | {
                /** @constant */
                type: 'hardBreak';
              }
          )[];
          /** @constant */
          type: 'heading';
        }
      | {
          content: components['schemas']['PostListItem'][];
          /** @constant */
          type: 'bulletList';
        }
      | {
          attrs?: {
            start?: number;
          };
          content: components['schemas']['PostListItem'][];
          /** @constant */
          type: 'orderedList';
        }
      | {
          content: components['schemas']['PostBlock'][];
          /** @constant */
          type: 'blockquote';
        }
      | {
          /** @constant */
          type: 'horizontalRule';
        };
    PostBlockInput:
      | {
          content?: (
            | components['schemas']['PostTextInput']
            | {
                /** @constant */
                type: 'hardBreak';
              }
          )[];
          /** @constant */
          type: 'paragraph';
        }
      | {
          attrs: {
            level: 2 | 3;
          };
          content?: (
            | components['schemas']['PostTextInput']
            | {
                /** @constant */
                type: 'hardBreak';
              }
          )[];
          /** @constant */
          type: 'heading';
        }
      | {
          content: components['schemas']['PostListItemInput'][];
          /** @constant */
          type: 'bulletList';
        }
      | {
          attrs?: {
            start?: number;
          };
          content: components['schemas']['PostListItemInput'][];
          /** @constant */
          type: 'orderedList';
        }
      | {
          content: components['schemas']['PostBlockInput'][];
          /** @constant */
          type: 'blockquote';
        }
      | {
          /** @constant */
          type: 'horizontalRule';
        };
    /** @description A ProseMirror/TipTap JSON document: blocks paragraph, heading (level 2 or 3), bulletList, orderedList (start), listItem, blockquote, horizontalRule; inline text and hardBreak; marks bold, italic, strike, code, link (https:, http: or mailto: href). Other attributes are dropped. At most 50000 characters of text and 8 levels of nesting. */
    PostDocument: {
      content: components['schemas']['PostBlock'][];
      /** @constant */
      type: 'doc';
    };
    /** @description A ProseMirror/TipTap JSON document: blocks paragraph, heading (level 2 or 3), bulletList, orderedList (start), listItem, blockquote, horizontalRule; inline text and hardBreak; marks bold, italic, strike, code, link (https:, http: or mailto: href). Other attributes are dropped. At most 50000 characters of text and 8 levels of nesting. */
    PostDocumentInput: {
      content: components['schemas']['PostBlockInput'][];
      /** @constant */
      type: 'doc';
    };
    PostInput: {
      author: components['schemas']['PostAuthorInput'];
      body: components['schemas']['PostDocumentInput'] | null;
      /** @description When the post was last changed after it became visible; null if never. */
      editedAt: string | null;
      /** @description The first paragraph as plain text, cut at a word (at most 400 characters). */
      excerpt: string;
      id: string;
      language: components['schemas']['PostLanguageInput'];
      locked: boolean;
      publishAt: string | null;
      publishedAt: string | null;
      status: components['schemas']['PostStatusInput'];
      tags: string[];
      title: string;
      tradeIds: string[];
    };
    /**
     * @description The language the post is written in: readers lay it out in its direction.
     * @enum {string}
     */
    PostLanguage: 'en' | 'fr' | 'ar';
    /**
     * @description The language the post is written in: readers lay it out in its direction.
     * @enum {string}
     */
    PostLanguageInput: 'en' | 'fr' | 'ar';
    PostListItem: {
      content: components['schemas']['PostBlock'][];
      /** @constant */
      type: 'listItem';
    };
    PostListItemInput: {
      content: components['schemas']['PostBlockInput'][];
      /** @constant */
      type: 'listItem';
    };
    /** @description A mark on text; a link keeps only its `href`. */
    PostMark:
      | {
          /** @constant */
          type: 'bold';
        }
      | {
          /** @constant */
          type: 'italic';
        }
      | {
          /** @constant */
          type: 'strike';
        }
      | {
          /** @constant */
          type: 'code';
        }
      | {
          attrs: {
            href: string;
          };
          /** @constant */
          type: 'link';
        };
    /** @description A mark on text; a link keeps only its `href`. */
    PostMarkInput:
      | {
          /** @constant */
          type: 'bold';
        }
      | {
          /** @constant */
          type: 'italic';
        }
      | {
          /** @constant */
          type: 'strike';
        }
      | {
          /** @constant */
          type: 'code';
        }
      | {
          attrs: {
            href: string;
          };
          /** @constant */
          type: 'link';
        };
    /**
     * @description `draft` (admins only), `scheduled` (admins only until `publishAt`), `published` (visible; a scheduled post is answered as published once its time has come).
     * @enum {string}
     */
    PostStatus: 'draft' | 'scheduled' | 'published';
    /**
     * @description `draft` (admins only), `scheduled` (admins only until `publishAt`), `published` (visible; a scheduled post is answered as published once its time has come).
     * @enum {string}
     */
    PostStatusInput: 'draft' | 'scheduled' | 'published';
    PostSummary: {
      author: components['schemas']['PostAuthor'];
      /** @description When the post was last changed after it became visible; null if never. */
      editedAt: string | null;
      /** @description The first paragraph as plain text, cut at a word (at most 400 characters). */
      excerpt: string;
      id: string;
      language: components['schemas']['PostLanguage'];
      /** @description When it became visible (`publishAt`). */
      publishedAt: string;
      tags: string[];
      title: string;
      tradeIds: string[];
    };
    PostSummaryInput: {
      author: components['schemas']['PostAuthorInput'];
      /** @description When the post was last changed after it became visible; null if never. */
      editedAt: string | null;
      /** @description The first paragraph as plain text, cut at a word (at most 400 characters). */
      excerpt: string;
      id: string;
      language: components['schemas']['PostLanguageInput'];
      /** @description When it became visible (`publishAt`). */
      publishedAt: string;
      tags: string[];
      title: string;
      tradeIds: string[];
    };
    PostText: {
      marks?: components['schemas']['PostMark'][];
      text: string;
      /** @constant */
      type: 'text';
    };
    PostTextInput: {
      marks?: components['schemas']['PostMarkInput'][];
      text: string;
      /** @constant */
      type: 'text';
    };
    PushDevice: {
      createdAt: string;
      id: string;
      lastPushAt: string | null;
      lastSeenAt: string;
      name: string;
    };
    PushDeviceInput: {
      createdAt: string;
      id: string;
      lastPushAt: string | null;
      lastSeenAt: string;
      name: string;
    };
    PushSubscriptionInput: {
      /**
       * Format: uri
       * @description the push service URL of this subscription
       */
      endpoint: string;
      keys: {
        auth: string;
        p256dh: string;
      };
      /** @description "Chrome on Android" */
      name: string;
    };
    PushSubscriptionInputInput: {
      /**
       * Format: uri
       * @description the push service URL of this subscription
       */
      endpoint: string;
      keys: {
        auth: string;
        p256dh: string;
      };
      /** @description "Chrome on Android" */
      name: string;
    };
    QuietHours: {
      /** @description event types let through during quiet hours */
      allow: (
        'published' | 'activated' | 'tp_hit' | 'sl_moved' | 'closed' | 'cancelled' | 'note'
      )[];
      /** @description HH:MM, 24-hour clock */
      from: string;
      /** @description IANA time zone */
      timeZone: string;
      /** @description HH:MM, 24-hour clock */
      to: string;
    };
    QuietHoursInput: {
      /** @description event types let through during quiet hours */
      allow: (
        'published' | 'activated' | 'tp_hit' | 'sl_moved' | 'closed' | 'cancelled' | 'note'
      )[];
      /** @description HH:MM, 24-hour clock */
      from: string;
      /** @description IANA time zone */
      timeZone: string;
      /** @description HH:MM, 24-hour clock */
      to: string;
    };
    Referral: {
      convertedAt: string | null;
      createdAt: string;
      id: string;
      initials: string;
      /** @enum {string} */
      status: 'signed_up' | 'active' | 'churned';
    };
    ReferralInput: {
      convertedAt: string | null;
      createdAt: string;
      id: string;
      initials: string;
      /** @enum {string} */
      status: 'signed_up' | 'active' | 'churned';
    };
    RetriedJob: {
      id: string;
      queue: string;
      /** @constant */
      state: 'queued';
    };
    RetriedJobInput: {
      id: string;
      queue: string;
      /** @constant */
      state: 'queued';
    };
    Subscription: {
      cancelAtPeriodEnd: boolean;
      canceledAt: string | null;
      cancellationReason: string | null;
      createdAt: string;
      currentPeriodEnd: string;
      currentPeriodStart: string;
      defaultCard: components['schemas']['Card'] | null;
      id: string;
      /** @description A payment of this subscription waiting for the member’s bank confirmation */
      paymentAction: components['schemas']['PaymentAction'] | null;
      plan: components['schemas']['Plan'];
      scheduledPlan: components['schemas']['Plan'] | null;
      /** @enum {string} */
      status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
      userId: string;
    };
    SubscriptionInput: {
      cancelAtPeriodEnd: boolean;
      canceledAt: string | null;
      cancellationReason: string | null;
      createdAt: string;
      currentPeriodEnd: string;
      currentPeriodStart: string;
      defaultCard: components['schemas']['CardInput'] | null;
      id: string;
      /** @description A payment of this subscription waiting for the member’s bank confirmation */
      paymentAction: components['schemas']['PaymentActionInput'] | null;
      plan: components['schemas']['PlanInput'];
      scheduledPlan: components['schemas']['PlanInput'] | null;
      /** @enum {string} */
      status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
      userId: string;
    };
    TelegramHealth: {
      bot?: {
        id: string;
        username: string;
      };
      ok: boolean;
      problems: string[];
    };
    TelegramHealthInput: {
      bot?: {
        id: string;
        username: string;
      };
      ok: boolean;
      problems: string[];
    };
    TelegramSettings: {
      botUsername: string | null;
      chatId: string | null;
      checkedAt: string | null;
      configured: boolean;
      enabled: boolean;
      health: components['schemas']['TelegramHealth'] | null;
      tokenSet: boolean;
    };
    TelegramSettingsInput: {
      botUsername: string | null;
      chatId: string | null;
      checkedAt: string | null;
      configured: boolean;
      enabled: boolean;
      health: components['schemas']['TelegramHealthInput'] | null;
      tokenSet: boolean;
    };
    Trade: {
      analysis: string | null;
      /** @enum {string} */
      assetClass: 'forex' | 'crypto' | 'indices' | 'commodities' | 'stocks';
      closedAt: string | null;
      closePrice: number | null;
      entryPrice: number | null;
      entryZone: {
        from: number;
        to: number;
      } | null;
      id: string;
      locked: boolean;
      openedAt: string | null;
      pips: number | null;
      publishedAt: string;
      result: ('win' | 'loss' | 'breakeven') | null;
      rMultiple: number | null;
      /** @enum {string} */
      side: 'buy' | 'sell';
      /** @enum {string} */
      status: 'pending' | 'open' | 'closed' | 'cancelled';
      stopLoss: number | null;
      symbol: string;
      tags: string[];
      takeProfits: {
        allocation: number;
        hitAt: string | null;
        price: number | null;
      }[];
      updates: {
        at: string;
        data: {
          [key: string]: unknown;
        };
        type: string;
      }[];
    };
    TradeChain: {
      days: {
        day: string;
        hash: string;
        id: number;
      }[];
      events: {
        at: string | null;
        contentHash: string;
        data: {
          [key: string]: unknown;
        } | null;
        hash: string;
        id: number;
        salt: string | null;
        tradeId: string | null;
        type: string | null;
      }[];
      genesis: string;
      head: {
        at: string | null;
        hash: string;
        id: number;
      } | null;
    };
    TradeChainInput: {
      days: {
        day: string;
        hash: string;
        id: number;
      }[];
      events: {
        at: string | null;
        contentHash: string;
        data: {
          [key: string]: unknown;
        } | null;
        hash: string;
        id: number;
        salt: string | null;
        tradeId: string | null;
        type: string | null;
      }[];
      genesis: string;
      head: {
        at: string | null;
        hash: string;
        id: number;
      } | null;
    };
    TradeInput: {
      analysis: string | null;
      /** @enum {string} */
      assetClass: 'forex' | 'crypto' | 'indices' | 'commodities' | 'stocks';
      closedAt: string | null;
      closePrice: number | null;
      entryPrice: number | null;
      entryZone: {
        from: number;
        to: number;
      } | null;
      id: string;
      locked: boolean;
      openedAt: string | null;
      pips: number | null;
      publishedAt: string;
      result: ('win' | 'loss' | 'breakeven') | null;
      rMultiple: number | null;
      /** @enum {string} */
      side: 'buy' | 'sell';
      /** @enum {string} */
      status: 'pending' | 'open' | 'closed' | 'cancelled';
      stopLoss: number | null;
      symbol: string;
      tags: string[];
      takeProfits: {
        allocation: number;
        hitAt: string | null;
        price: number | null;
      }[];
      updates: {
        at: string;
        data: {
          [key: string]: unknown;
        };
        type: string;
      }[];
    };
    TradeSnooze: {
      tradeId: string;
      /** @description ISO time; null: until the trade closes */
      until: string | null;
    };
    TradeSnoozeInput: {
      tradeId: string;
      /** @description ISO time; null: until the trade closes */
      until: string | null;
    };
    User: {
      /** @description Set while a payment dispute has ended the member’s access */
      billingNotice: {
        /** @constant */
        kind: 'payment_disputed';
        since: string;
      } | null;
      createdAt: string;
      disabled: boolean;
      email: string;
      id: string;
      isEmailVerified: boolean;
      name: string;
      photoURL: string | null;
      referralCode: string;
      /** @enum {string} */
      role: 'user' | 'admin';
      subscription: {
        cancelAtPeriodEnd: boolean;
        currentPeriodEnd: string;
        graceUntil: string | null;
        id: string;
        paymentActionOrderId: string | null;
        plan: {
          id: string;
          name: string;
        };
        /** @enum {string} */
        status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
      } | null;
    };
    UserInput: {
      /** @description Set while a payment dispute has ended the member’s access */
      billingNotice: {
        /** @constant */
        kind: 'payment_disputed';
        since: string;
      } | null;
      createdAt: string;
      disabled: boolean;
      email: string;
      id: string;
      isEmailVerified: boolean;
      name: string;
      photoURL: string | null;
      referralCode: string;
      /** @enum {string} */
      role: 'user' | 'admin';
      subscription: {
        cancelAtPeriodEnd: boolean;
        currentPeriodEnd: string;
        graceUntil: string | null;
        id: string;
        paymentActionOrderId: string | null;
        plan: {
          id: string;
          name: string;
        };
        /** @enum {string} */
        status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
      } | null;
    };
    WebhookAttempt: {
      at: string;
      attempt: number;
      error: string | null;
      eventId: string;
      httpStatus: number | null;
      id: number;
      latencyMs: number;
      ok: boolean;
      retryAt: string | null;
      type: string;
    };
    WebhookAttemptInput: {
      at: string;
      attempt: number;
      error: string | null;
      eventId: string;
      httpStatus: number | null;
      id: number;
      latencyMs: number;
      ok: boolean;
      retryAt: string | null;
      type: string;
    };
    WebhookEndpoint: {
      createdAt: string;
      failingSince: string | null;
      lastSuccessAt: string | null;
      pausedAt: string | null;
      /** @enum {string} */
      status: 'active' | 'paused';
      url: string;
      version: number;
    };
    WebhookEndpointInput: {
      createdAt: string;
      failingSince: string | null;
      lastSuccessAt: string | null;
      pausedAt: string | null;
      /** @enum {string} */
      status: 'active' | 'paused';
      url: string;
      version: number;
    };
    Withdrawal: {
      amount: number;
      createdAt: string;
      currency: string;
      destination: string;
      id: string;
      /** @enum {string} */
      method: 'bank_transfer' | 'paypal' | 'usdt';
      note: string | null;
      /** @description The provider’s payout id once paid */
      payoutId: string | null;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected' | 'paid' | 'failed' | 'cancelled';
      updatedAt: string;
      user?: {
        email: string;
        id: string;
        name: string;
      };
    };
    WithdrawalInput: {
      amount: number;
      createdAt: string;
      currency: string;
      destination: string;
      id: string;
      /** @enum {string} */
      method: 'bank_transfer' | 'paypal' | 'usdt';
      note: string | null;
      /** @description The provider’s payout id once paid */
      payoutId: string | null;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected' | 'paid' | 'failed' | 'cancelled';
      updatedAt: string;
      user?: {
        email: string;
        id: string;
        name: string;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

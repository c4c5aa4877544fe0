import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentInputRule } from '../lib/input-rules';
import { ERROR_BODY, STATUS_TEXT } from './errors';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, and Swagger UI at
 * `/v1/docs`. Every answer the server can give is documented: the shared error answers of
 * every route, and 401/403 where signing in applies. The input rule is stated as the
 * `pattern` of every request string without a stricter one. The document itself is served by
 * {@link registerOpenApiDocument} inside `/v1`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Finfree API', version: '1.0.0', description: 'Finfree v1 API' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const auth = input.route.config?.auth;
      const response = {
        ...((out.schema as { response?: Record<string, unknown> }).response ?? {}),
      };
      const shared = [400, 405, 413, 414, 415, 429, 431, 503];
      if (auth === 'user' || auth === 'admin' || auth === 'optional') shared.push(401);
      if (auth === 'user' || auth === 'admin') shared.push(403);
      for (const status of shared) {
        response[status] ??= {
          description: STATUS_TEXT[status],
          content: { 'application/json': { schema: ERROR_BODY } },
        };
      }
      response[500] ??= {
        description: 'Internal server error',
        content: { 'application/json': { schema: ERROR_BODY } },
      };
      // The input rule on path parameters, query and JSON body (a raw body is not checked).
      const parts = { ...(out.schema as Record<string, unknown>) };
      for (const part of ['params', 'querystring', 'body']) {
        if (part === 'body' && input.route.config?.rawBody) continue;
        if (parts[part] !== undefined) parts[part] = documentInputRule(parts[part]);
      }
      out.schema = { ...parts, response } as typeof out.schema;
      if (auth === 'user' || auth === 'admin' || auth === 'optional') {
        const security: Record<string, string[]>[] =
          auth === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
        return { ...out, schema: { ...out.schema, security } };
      }
      return out;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    staticCSP: true,
    // Swagger UI sets style attributes; nothing may frame it.
    transformStaticCSP: (header: string) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { url: '/v1/openapi.json' },
  });
}

/** `GET /openapi.json` in the scope (hidden from the document itself). */
export function registerOpenApiDocument(scope: FastifyInstance, app: FastifyInstance): void {
  scope.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { findCardNumbers } from './luhn';

/** Field names that carry raw card data. */
const CARD_KEYS = /^(number|card_?number|pan|cvc2?|cvv2?|csc|security_?code|card_?code)$/i;

/** True when a parsed body holds raw card data (card fields or a Luhn-valid card number). */
export function containsRawCardData(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') return findCardNumbers(value).length > 0;
  if (typeof value === 'number') return findCardNumbers(String(value)).length > 0;
  if (Array.isArray(value)) return value.some((v) => containsRawCardData(v, depth + 1));
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (CARD_KEYS.test(k)) return true;
      if (containsRawCardData(v, depth + 1)) return true;
    }
  }
  return false;
}

/**
 * Refuses raw card data in every request body, query and path parameter of the scope: card numbers are typed only into
 * the provider's card form, never sent to the API.
 */
export function registerRawCardGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.rawBody) return;
    if (
      containsRawCardData(request.body) ||
      containsRawCardData(request.query) ||
      containsRawCardData(request.params)
    ) {
      throw new HttpError(400, 'Raw card data is not accepted');
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its raw body (signed webhooks); the card-data guard skips it. */
    rawBody?: boolean;
  }
}

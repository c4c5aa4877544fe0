import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';

/**
 * Once the server is closing, new requests answer 503 in the contract's shape with
 * `Connection: close` (Fastify's own `return503OnClosing` is off).
 */
export function registerClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new HttpError(503, 'Service unavailable');
  });
}

import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** CORS: only the configured origins (and same-origin or non-browser callers without one). */
export async function registerCors(
  app: FastifyInstance,
  { origins }: { origins: readonly string[] },
): Promise<void> {
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, !origin || origins.includes(origin)),
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
}

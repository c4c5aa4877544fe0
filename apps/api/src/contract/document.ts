import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createMemoryMailer } from '../lib/mailer';

/** A JSON value, as the OpenAPI document holds them. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Object keys sorted at every depth, so the document's text depends on its content only. */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key] as Json)]),
    );
  }
  return value;
}

/**
 * The server's OpenAPI document, built in-process from the routes' zod schemas: the app is
 * built and made ready, never listens, and its database is a pool that is never connected
 * (building the document runs no query). Keys are sorted; the document holds no timestamp,
 * port or host, so the same routes always give the same text.
 */
export async function buildOpenApiDocument(
  options: {
    /** Adds routes before the document is built (tests: a schema change must show). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<Record<string, Json>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'contract-generation-secret-not-used-for-anything',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'contract-generation-webhook-secret-not-used',
    DATA_DIR: 'memory://',
  });
  // A pool is lazy: it opens no connection until a query, and building the document makes none.
  const pool = await openDatabase({
    url: 'postgres://contract@127.0.0.1:1/contract',
    dataDir: 'memory://',
  });
  // Nor does it listen for notifications: a listener would connect at once.
  const database: Database = { ...pool, listen: async () => ({ close: async () => {} }) };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database, mailer: createMemoryMailer(), logger: false });
    options.extend?.(app);
    await app.ready();
    return sortKeys(app.swagger() as unknown as Json) as Record<string, Json>;
  } finally {
    await app?.close();
    await database.close();
  }
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../lib/mailer';
import { RateLimiter } from '../lib/rate-limit';

/** What every module may be given: the database, the mail transport and the rate limiter. */
export interface Platform {
  config: Config;
  database: Database;
  mailer: Mailer;
  limiter: RateLimiter;
}

/**
 * Opens the shared services: the database (opened, migrated and closed with the app unless
 * one is given), the mailer (SMTP, else the dev outbox) and the rate limiter (closed with the
 * app).
 */
export async function openPlatform(
  app: FastifyInstance,
  config: Config,
  given: { database?: Database; mailer?: Mailer },
): Promise<Platform> {
  const ownsDatabase = !given.database;
  const database =
    given.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      timeouts: config.databaseTimeouts,
    }));
  if (ownsDatabase) await database.migrate();
  const mailer =
    given.mailer ??
    (config.mail.smtpUrl
      ? await createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(config.mail.outboxDir, config.mail.from));
  const limiter = new RateLimiter(database.db);
  app.addHook('onClose', async () => {
    await limiter.close();
    if (ownsDatabase) await database.close();
  });
  return { config, database, mailer, limiter };
}

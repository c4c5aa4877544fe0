import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from './ids';

/** An e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The same key names the same message: a message sent again with it after a crash is not
   * delivered twice by the outbox, and carries the same `Message-ID` over SMTP.
   */
  idempotencyKey?: string;
  /** Extra headers (for example `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/** Sends e-mail; SMTP in production, a folder of JSON files in development. */
export interface Mailer {
  /** Where mail goes, for the start-up log. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL). */
export async function createSmtpMailer(url: string, from: string): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(url);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send({ idempotencyKey, ...message }) {
      const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'finfree.invalid';
      await transport.sendMail({
        from,
        ...message,
        ...(idempotencyKey ? { messageId: `<${idempotencyKey}@${domain}>` } : {}),
      });
    },
  };
}

/** Writes each message as a JSON file into `dir` (dev outbox). */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    description: `dev outbox folder ${dir}`,
    async send(message) {
      mkdirSync(dir, { recursive: true });
      const { idempotencyKey, ...rest } = message;
      const name = idempotencyKey
        ? `keyed-${idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '_')}`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}`;
      const file = join(dir, `${name}.json`);
      if (idempotencyKey && existsSync(file)) return;
      writeFileSync(file, JSON.stringify({ from, ...rest }, null, 2));
    },
  };
}

/** Keeps messages in memory (tests). */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    description: 'memory',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

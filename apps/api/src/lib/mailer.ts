import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from './ids';

/** An e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Writes each message as a JSON file into `dir` (dev outbox). */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    description: `dev outbox folder ${dir}`,
    async send(message) {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.json`);
      writeFileSync(file, JSON.stringify({ from, ...message }, null, 2));
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

/** Queue of one event's delivery to one member's webhook (`{ seq, userId }`). */
export const WEBHOOK_QUEUE = 'connect.webhook';

/** The data of a {@link WEBHOOK_QUEUE} job. */
export interface WebhookJobData {
  seq: number;
  userId: string;
}

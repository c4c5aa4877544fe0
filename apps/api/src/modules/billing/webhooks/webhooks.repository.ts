import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { webhookEvents } from '../../../db/schema';

/** Provider events already applied (deduplication by event id). */
export class WebhookEventsRepository {
  constructor(private readonly db: Db) {}

  /** Records an event; false when it was recorded before (a duplicate). */
  async record(event: { id: string; provider: string; type: string; createdAt: Date }) {
    const inserted = await this.db
      .insert(webhookEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    return inserted.length > 0;
  }

  /** Forgets an event (it was not applied: the provider's retry applies it). */
  async forget(id: string): Promise<void> {
    await this.db.delete(webhookEvents).where(eq(webhookEvents.id, id));
  }
}

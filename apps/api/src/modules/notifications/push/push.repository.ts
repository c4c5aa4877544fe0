import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/sql';
import { pushDevices } from '../notifications.tables';

/** A stored device. */
export type PushDeviceRow = typeof pushDevices.$inferSelect;

/** What registering a device stores. */
export interface DeviceWrite {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  at: Date;
}

/**
 * Stores a device's subscription, one row per endpoint: a browser that subscribes again (new
 * keys, or another account signed in on it) updates its row and moves it to that user.
 */
export async function upsertDevice(db: Tx, write: DeviceWrite): Promise<PushDeviceRow> {
  const [row] = await db
    .insert(pushDevices)
    .values({
      id: write.id,
      userId: write.userId,
      endpoint: write.endpoint,
      p256dh: write.p256dh,
      auth: write.auth,
      name: write.name,
      createdAt: write.at,
      lastSeenAt: write.at,
    })
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: {
        userId: write.userId,
        p256dh: write.p256dh,
        auth: write.auth,
        name: write.name,
        lastSeenAt: write.at,
        // Another account on this browser starts a new device of that account.
        createdAt: sql`case when ${pushDevices.userId} = ${write.userId} then ${pushDevices.createdAt} else ${write.at} end`,
      },
    })
    .returning();
  return row!;
}

/** A user's devices, oldest first. */
export function listDevices(db: Tx, userId: string): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(pushDevices.createdAt, pushDevices.id);
}

/** One device, or null. */
export async function device(db: Tx, id: string): Promise<PushDeviceRow | null> {
  const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
  return row ?? null;
}

/** Removes a user's device; false when they have no such device. */
export async function deleteDevice(db: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  return rows.length > 0;
}

/** Forgets a device whose subscription the push service says is gone (404, 410). */
export async function forgetDevice(db: Tx, id: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

/** Notes that the push service accepted a push for a device. */
export async function markPushed(db: Tx, id: string, at: Date): Promise<void> {
  await db.update(pushDevices).set({ lastPushAt: at }).where(eq(pushDevices.id, id));
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/sql';
import { affiliateBalances, ledgerEntries } from '../../db/schema';
import { newId } from '../../lib/ids';

/** An affiliate's ledger accounts (what the platform owes them, by stage). */
export type Bucket = 'pending' | 'available' | 'held' | 'paid';

/** Ledger account names. */
export const ACCOUNT: Record<Bucket | 'platform', string> = {
  pending: 'affiliate:pending',
  available: 'affiliate:available',
  held: 'affiliate:held',
  paid: 'affiliate:paid',
  platform: 'platform:commissions',
};

/** One posting: what it is, what it refers to, and how each of the user's accounts moves. */
export interface Posting {
  userId: string;
  currency: string;
  kind: string;
  refType: string;
  refId: string;
  deltas: Partial<Record<Bucket, number>>;
}

/**
 * Books one balanced posting: an entry per moved affiliate account, and the opposite of
 * their sum on `platform:commissions`, so the posting's entries always sum to zero. Updates
 * the user's balance row in the same transaction (the caller's).
 */
export async function post(tx: Tx, p: Posting): Promise<void> {
  const moves = (Object.entries(p.deltas) as [Bucket, number][]).filter(([, v]) => v !== 0);
  if (moves.length === 0) return;
  for (const [, v] of moves) {
    if (!Number.isSafeInteger(v)) throw new Error('ledger amounts are integer minor units');
  }
  const net = moves.reduce((s, [, v]) => s + v, 0);
  const txId = newId();
  const base = { txId, currency: p.currency, kind: p.kind, refType: p.refType, refId: p.refId };
  await tx.insert(ledgerEntries).values([
    ...moves.map(([bucket, amount]) => ({
      ...base,
      account: ACCOUNT[bucket],
      userId: p.userId,
      amount,
    })),
    ...(net !== 0 ? [{ ...base, account: ACCOUNT.platform, userId: null, amount: -net }] : []),
  ]);
  const d = (b: Bucket) => p.deltas[b] ?? 0;
  await tx
    .insert(affiliateBalances)
    .values({
      userId: p.userId,
      currency: p.currency,
      pending: d('pending'),
      available: d('available'),
      held: d('held'),
      paid: d('paid'),
    })
    .onConflictDoUpdate({
      target: affiliateBalances.userId,
      set: {
        pending: sql`${affiliateBalances.pending} + ${d('pending')}`,
        available: sql`${affiliateBalances.available} + ${d('available')}`,
        held: sql`${affiliateBalances.held} + ${d('held')}`,
        paid: sql`${affiliateBalances.paid} + ${d('paid')}`,
        updatedAt: new Date(),
      },
    });
}

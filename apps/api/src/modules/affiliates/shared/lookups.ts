import { eq } from 'drizzle-orm';
import { adminAuditLog, affiliateBalances, affiliateProfiles } from '../../../db/schema';
import type { Tx } from '../../../db/sql';
import { AFFILIATE_CURRENCY, type AffiliateTerms, type Balance } from './model';

/** A user's balance row read as the API shape (zeros when nothing was ever booked). */
export async function readBalance(db: Tx, userId: string, terms: AffiliateTerms): Promise<Balance> {
  const [b] = await db.select().from(affiliateBalances).where(eq(affiliateBalances.userId, userId));
  return {
    currency: b?.currency ?? AFFILIATE_CURRENCY,
    pending: b?.pending ?? 0,
    available: b?.available ?? 0,
    paid: b?.paid ?? 0,
    minimumWithdrawal: terms.minimumWithdrawal,
    holdDays: terms.holdDays,
  };
}

/** An affiliate's commission-rate override in basis points (null or undefined: the default). */
export async function rateOverride(db: Tx, userId: string): Promise<number | null | undefined> {
  const [terms] = await db
    .select({ rateBps: affiliateProfiles.rateBps })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.userId, userId));
  return terms?.rateBps;
}

/** Writes an admin audit row (in the caller's transaction). */
export async function insertAudit(tx: Tx, row: typeof adminAuditLog.$inferInsert): Promise<void> {
  await tx.insert(adminAuditLog).values(row);
}

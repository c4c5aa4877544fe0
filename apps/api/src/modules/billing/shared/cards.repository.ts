import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { cards, paymentCustomers } from '../../../db/schema';
import type { CardRow } from './billing.types';

/**
 * Saved cards and the users' provider customers. Only the cards of the provider the API runs
 * on (`provider`) are a user's cards: after a switch of provider (sandbox → Stripe) the old ones
 * are kept for the records but never listed, charged or used to renew.
 */
export class CardsRepository {
  constructor(
    private readonly db: Db,
    private readonly provider: string,
  ) {}

  /** Cards of `userId` at this provider. */
  private mine(userId: string) {
    return and(eq(cards.userId, userId), eq(cards.provider, this.provider));
  }

  /** The provider customer id of a user at `provider`, if any. */
  async customerId(userId: string, provider: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
    return row?.customerId;
  }

  /**
   * Records a user's provider customer: the first one recorded at a provider wins; one of
   * another provider (before a switch of provider) is replaced.
   */
  async insertCustomer(userId: string, provider: string, customerId: string): Promise<void> {
    await this.db
      .insert(paymentCustomers)
      .values({ userId, provider, customerId })
      .onConflictDoUpdate({
        target: paymentCustomers.userId,
        set: { provider, customerId, createdAt: new Date() },
        setWhere: ne(paymentCustomers.provider, provider),
      });
  }

  /** A card of the user, if any. */
  async own(userId: string, cardId: string, db: Tx = this.db): Promise<CardRow | undefined> {
    const [row] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, cardId), this.mine(userId)));
    return row;
  }

  /** A card by id, if any. */
  async byId(cardId: string): Promise<CardRow | undefined> {
    const [row] = await this.db.select().from(cards).where(eq(cards.id, cardId));
    return row;
  }

  /** Cards by id. */
  async byIds(ids: string[]): Promise<CardRow[]> {
    return ids.length ? this.db.select().from(cards).where(inArray(cards.id, ids)) : [];
  }

  /** The user's default card, if any. */
  async defaultOf(userId: string): Promise<CardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cards)
      .where(and(this.mine(userId), eq(cards.isDefault, true)));
    return row;
  }

  /** Cards of a user, default first, then newest. */
  async list(userId: string): Promise<CardRow[]> {
    return this.db
      .select()
      .from(cards)
      .where(this.mine(userId))
      .orderBy(desc(cards.isDefault), desc(cards.createdAt), cards.id);
  }

  /** The user's card with this provider fingerprint (the same card saved before), if any. */
  async byFingerprint(tx: Tx, userId: string, fingerprint: string) {
    const [row] = await tx
      .select()
      .from(cards)
      .where(and(this.mine(userId), eq(cards.fingerprint, fingerprint)));
    return row;
  }

  /** How many cards the user has. */
  async count(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cards)
      .where(this.mine(userId));
    return row?.n ?? 0;
  }

  async insert(tx: Tx, values: typeof cards.$inferInsert): Promise<void> {
    await tx.insert(cards).values(values);
  }

  /** The user's other cards, default first, then newest. */
  async others(tx: Tx, userId: string, exceptId: string): Promise<CardRow[]> {
    return tx
      .select()
      .from(cards)
      .where(and(this.mine(userId), ne(cards.id, exceptId)))
      .orderBy(desc(cards.isDefault), desc(cards.createdAt));
  }

  /** The user's newest other card, if any. */
  async newestOther(tx: Tx, userId: string, exceptId: string) {
    const [row] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(this.mine(userId), ne(cards.id, exceptId)))
      .orderBy(desc(cards.createdAt))
      .limit(1);
    return row;
  }

  /** Makes one card the user's only default card. */
  async makeDefault(tx: Tx, userId: string, cardId: string): Promise<void> {
    await tx
      .update(cards)
      .set({ isDefault: false })
      .where(and(eq(cards.userId, userId), ne(cards.id, cardId), eq(cards.isDefault, true)));
    await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, cardId));
  }

  async delete(tx: Tx, cardId: string): Promise<void> {
    await tx.delete(cards).where(eq(cards.id, cardId));
  }
}

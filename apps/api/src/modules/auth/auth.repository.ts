import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { hashToken, newId, referralCode } from '../../lib/ids';

/** A stored account. */
export type AccountRow = typeof users.$inferSelect;

/** Accounts and reset links: the only place with the auth module's queries. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async byEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async byId(id: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return Boolean(row);
  }

  /** Inserts an account with a fresh referral code (a taken e-mail raises the unique violation). */
  async insertAccount(values: {
    name: string;
    email: string;
    passwordHash: string;
    referredBy: string | null;
  }): Promise<AccountRow> {
    const [row] = await this.db
      .insert(users)
      .values({ id: newId(), ...values, referralCode: referralCode() })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /** Stores a reset link's token hash. */
  async insertReset(userId: string, token: string, expiresAt: Date): Promise<void> {
    await this.db
      .insert(passwordResets)
      .values({ id: newId(), userId, tokenHash: hashToken(token), expiresAt });
  }

  /** The unused, unexpired reset link of a token, if any. */
  async liveReset(token: string) {
    const [reset] = await this.db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      );
    return reset;
  }

  /** Marks a reset link used; false when another request used it first. */
  async claimReset(id: string): Promise<boolean> {
    const claimed = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    return claimed.length > 0;
  }

  /** Ends every unused reset link of a user (after a reset or a password change). */
  async endPasswordResets(userId: string): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }
}

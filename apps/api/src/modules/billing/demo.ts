import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cards, orders, plans, subscriptions, users } from '../../db/schema';
import { newId, referralCode } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { createPaymentProvider } from '../../providers';
import { checkCard } from '../../providers/sandbox/sandbox.cards';
import { SandboxProvider } from '../../providers/sandbox/sandbox.provider';
import { CardsService } from './cards';
import { CardsRepository, SubscriptionsRepository } from './shared';
import { COMMUNITY_DOMAIN } from '../../lib/demo-data';

/** E-mail domain of the generated community members. */

const FIRST = [
  'James',
  'Maria',
  'Ahmed',
  'Yuki',
  'Olivia',
  'Lucas',
  'Fatima',
  'Noah',
  'Sofia',
  'Liam',
  'Amara',
  'Mateo',
  'Chloe',
  'Omar',
  'Elena',
  'Ethan',
  'Aisha',
  'Leon',
  'Mia',
  'Daniel',
  'Priya',
  'Hugo',
  'Zara',
  'Ivan',
  'Nora',
  'Kenji',
  'Lea',
  'Samuel',
  'Ines',
  'Arjun',
];
const LAST = [
  'Smith',
  'Garcia',
  'Khan',
  'Tanaka',
  'Brown',
  'Silva',
  'Hassan',
  'Muller',
  'Rossi',
  'Nguyen',
  'Okafor',
  'Lopez',
  'Martin',
  'Ali',
  'Petrov',
  'Johnson',
  'Yilmaz',
  'Dubois',
  'Kim',
  'Novak',
  'Patel',
  'Costa',
  'Weber',
  'Haddad',
  'Larsen',
  'Sato',
  'Moreau',
  'Clarke',
  'Rahman',
  'Fischer',
];

/**
 * Adds `total` community members (demo data) so the landing page's member count is real.
 * One INSERT, one shared argon2 hash of a random secret nobody knows (they cannot sign in,
 * and a failed login against them takes as long as any other). Does nothing if present.
 */
export async function seedCommunity(db: Db, total = 3200, now = new Date()): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `%@${COMMUNITY_DOMAIN}`));
  if ((existing?.n ?? 0) > 0) return 0;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const span = 2 * 365 * 86_400_000;
  const rows = Array.from({ length: total }, (_, i) => {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    // Sign-ups spread over two years, more of them recently.
    const age = span * (1 - Math.sqrt((i + 1) / total));
    return {
      id: newId(),
      name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@${COMMUNITY_DOMAIN}`.toLowerCase(),
      passwordHash,
      referralCode: referralCode(10),
      isEmailVerified: true,
      createdAt: new Date(now.getTime() - age),
      updatedAt: new Date(now.getTime() - age),
    };
  });
  await db.insert(users).values(rows);
  return rows.length;
}

/**
 * Demo member's billing (sandbox only): a saved test card (4242) as the default card of
 * their subscription, and the paid first order in their billing history.
 */
export async function seedDemoBilling(db: Db, config: Config, userId: string): Promise<boolean> {
  const provider = createPaymentProvider(config, db);
  if (!(provider instanceof SandboxProvider)) return false;
  const [hasCard] = await db.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId));
  if (hasCard) return false;
  const payments = new CardsService({
    db,
    provider,
    cards: new CardsRepository(db, 'sandbox'),
    subscriptions: new SubscriptionsRepository(db),
  });
  const { setupId } = await payments.setup(userId);
  const checked = checkCard({
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
  });
  if (!checked.ok) return false;
  const pm = await provider.tokenize(setupId, checked.card);
  if (!pm) return false;
  const { card } = await payments.saveCard(userId, pm.paymentMethodId, true);
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.defaultCardId)));
  if (!sub) return true;
  await db
    .update(subscriptions)
    .set({ defaultCardId: card.id })
    .where(eq(subscriptions.id, sub.id));
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  if (plan) {
    await db.insert(orders).values({
      id: newId(),
      userId,
      purpose: 'subscription_create',
      planId: plan.id,
      subscriptionId: sub.id,
      amount: plan.amount,
      currency: plan.currency,
      status: 'succeeded',
      attempts: 1,
      cardId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      paidAt: sub.currentPeriodStart,
      createdAt: sub.currentPeriodStart,
    });
  }
  return true;
}

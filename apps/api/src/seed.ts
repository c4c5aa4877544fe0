import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { newId, referralCode } from './lib/ids';
import { hashPassword } from './lib/password';
import { computeOutcome, type TradeForMath } from './modules/trades';
import type { Db } from './db/client';
import { PLAN_FEATURE_KEYS, type PlanFeatureKey } from './modules/plans';
import { DEMO_POSTS, excerptOf, posts } from './modules/posts';
import { plans, subscriptions, type TakeProfit, tradeUpdates, trades, users } from './db/schema';

/** Deterministic PRNG (mulberry32) so the demo data is the same every time. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A plan tier the demo and a first start offer, monthly and yearly. */
interface Tier {
  name: string;
  description: string;
  month: number;
  year: number;
  featureKeys: PlanFeatureKey[];
  highlighted: boolean;
  trialDays: number;
}

/** Pro's features: every feature Finfree has (Telegram and Discord listed once they are on). */
const PRO: PlanFeatureKey[] = [...PLAN_FEATURE_KEYS];

const TIERS: readonly Tier[] = [
  {
    name: 'Starter',
    description: 'Every closed trade, the weekly outlook and an alert for each trade.',
    month: 2900,
    year: 29000,
    featureKeys: ['trade-history', 'market-outlook', 'email-alerts', 'phone-alerts'],
    highlighted: false,
    trialDays: 0,
  },
  {
    name: 'Pro',
    description: 'Every live signal with entries, stops and targets, the moment we publish.',
    month: 7900,
    year: 79000,
    featureKeys: PRO,
    highlighted: true,
    trialDays: 7,
  },
  {
    name: 'Elite',
    description: 'Everything in Pro, for members who want to back the community the most.',
    month: 14900,
    year: 149000,
    featureKeys: PRO,
    highlighted: false,
    trialDays: 7,
  },
];

/** Inserts the three tiers × monthly/yearly when there are no plans yet. */
export async function seedPlans(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(plans);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = TIERS.flatMap((tier, i) =>
    (['month', 'year'] as const).map((interval) => ({
      id: newId(),
      name: tier.name,
      slug: `${tier.name.toLowerCase()}-${interval}ly`,
      description: tier.description,
      amount: tier[interval],
      currency: 'usd',
      interval,
      trialDays: tier.trialDays,
      featureKeys: [...tier.featureKeys],
      highlighted: tier.highlighted,
      active: true,
      sortOrder: i * 10 + (interval === 'year' ? 1 : 0),
    })),
  );
  await db.insert(plans).values(rows);
  return rows.length;
}

interface Market {
  symbol: string;
  assetClass: TradeForMath['assetClass'];
  price: number;
  /** Typical stop distance as a fraction of price. */
  risk: number;
  decimals: number;
}

const MARKETS: Market[] = [
  { symbol: 'EURUSD', assetClass: 'forex', price: 1.0842, risk: 0.0028, decimals: 5 },
  { symbol: 'GBPUSD', assetClass: 'forex', price: 1.2715, risk: 0.003, decimals: 5 },
  { symbol: 'USDJPY', assetClass: 'forex', price: 151.42, risk: 0.0026, decimals: 3 },
  { symbol: 'AUDUSD', assetClass: 'forex', price: 0.6618, risk: 0.0035, decimals: 5 },
  { symbol: 'GBPJPY', assetClass: 'forex', price: 192.35, risk: 0.0032, decimals: 3 },
  { symbol: 'XAUUSD', assetClass: 'commodities', price: 2648.5, risk: 0.0045, decimals: 2 },
  { symbol: 'BTCUSD', assetClass: 'crypto', price: 67850, risk: 0.018, decimals: 1 },
  { symbol: 'ETHUSD', assetClass: 'crypto', price: 3412.4, risk: 0.022, decimals: 2 },
  { symbol: 'SOLUSD', assetClass: 'crypto', price: 164.8, risk: 0.03, decimals: 2 },
  { symbol: 'US30', assetClass: 'indices', price: 42150, risk: 0.005, decimals: 1 },
  { symbol: 'NAS100', assetClass: 'indices', price: 20480, risk: 0.0065, decimals: 1 },
  { symbol: 'GER40', assetClass: 'indices', price: 19520, risk: 0.0055, decimals: 1 },
];

const ANALYSIS = [
  'Clean break and retest of the previous daily high; momentum confirms on the 4H.',
  'Price rejected the weekly supply zone with a bearish engulfing candle.',
  'Higher lows on the 1H and a bullish divergence on RSI at support.',
  'Fading the spike into resistance ahead of the CPI release; tight risk.',
  'Trend continuation after a shallow pullback to the 50 EMA.',
  'Range low holding for the third time; targeting the range midpoint and high.',
  'Liquidity sweep below the Asian session low, then a strong reclaim.',
  'Breakdown of the rising wedge with volume; first target the prior swing low.',
];

type Plan = 'full' | 'tp1-be' | 'tp2-be' | 'loss' | 'breakeven' | 'manual-win' | 'manual-loss';

/** Inserts ~60 realistic trades over the last six months when there are none. */
export async function seedTrades(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(trades);
  if ((existing?.n ?? 0) > 0) return 0;
  const rand = prng(20_260_521);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const total = 60;
  const day = 86_400_000;
  const span = 180 * day;
  const tradeRows: (typeof trades.$inferInsert)[] = [];
  const updateRows: (typeof tradeUpdates.$inferInsert)[] = [];
  const outcomes: Plan[] = [
    ...Array<Plan>(14).fill('full'),
    ...Array<Plan>(9).fill('tp1-be'),
    ...Array<Plan>(5).fill('tp2-be'),
    ...Array<Plan>(15).fill('loss'),
    ...Array<Plan>(5).fill('breakeven'),
    ...Array<Plan>(2).fill('manual-win'),
    ...Array<Plan>(2).fill('manual-loss'),
  ];
  // Shuffle the closed outcomes deterministically.
  for (let i = outcomes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [outcomes[i], outcomes[j]] = [outcomes[j] as Plan, outcomes[i] as Plan];
  }
  for (let i = 0; i < total; i += 1) {
    const m = pick(MARKETS);
    const side = rand() < 0.55 ? 'buy' : 'sell';
    const dir = side === 'buy' ? 1 : -1;
    const drift = 1 + (rand() - 0.5) * 0.08;
    const r = (n: number) => Number(n.toFixed(m.decimals));
    const entry = r(m.price * drift);
    const riskDist = m.price * m.risk * (0.8 + rand() * 0.5);
    const stop = r(entry - dir * riskDist);
    const three = rand() < 0.7;
    const tpDefs = three
      ? [
          { mult: 1, allocation: 50 },
          { mult: 2, allocation: 30 },
          { mult: 3, allocation: 20 },
        ]
      : [{ mult: 2, allocation: 100 }];
    const takeProfits: TakeProfit[] = tpDefs.map((tp) => ({
      price: r(entry + dir * riskDist * tp.mult),
      allocation: tp.allocation,
      hitAt: null,
    }));
    // Closed trades spread over six months; the newest few are live.
    let status: 'pending' | 'open' | 'closed' | 'cancelled';
    let published: Date;
    if (i < outcomes.length) {
      status = 'closed';
      published = new Date(now.getTime() - span + (i / outcomes.length) * (span - 5 * day));
    } else if (i < outcomes.length + 2) {
      status = 'cancelled';
      published = new Date(now.getTime() - (40 + i) * day);
    } else if (i < outcomes.length + 7) {
      status = 'open';
      published = new Date(now.getTime() - (total - i) * 0.6 * day);
    } else {
      status = 'pending';
      published = new Date(now.getTime() - (total - i) * 3 * 3_600_000);
    }
    const id = newId();
    const log = (at: Date, type: string, data: Record<string, unknown> = {}) =>
      updateRows.push({ tradeId: id, at, type, data });
    const startsPending = status === 'pending' || status === 'cancelled' || rand() < 0.25;
    log(published, 'published', { status: startsPending ? 'pending' : 'open' });
    const opened =
      status === 'pending' || status === 'cancelled'
        ? null
        : new Date(published.getTime() + (startsPending ? 2 + rand() * 20 : 0) * 3_600_000);
    if (opened && startsPending) log(opened, 'activated');
    const row: typeof trades.$inferInsert = {
      id,
      symbol: m.symbol,
      assetClass: m.assetClass,
      side,
      entryPrice: entry,
      entryZone:
        rand() < 0.3
          ? { from: r(entry - dir * riskDist * 0.15), to: r(entry + dir * riskDist * 0.1) }
          : null,
      stopLoss: stop,
      initialStopLoss: stop,
      takeProfits,
      status,
      analysis: pick(ANALYSIS),
      tags: [
        m.assetClass,
        side === 'buy' ? 'long' : 'short',
        ...(rand() < 0.3 ? ['swing'] : ['intraday']),
      ],
      publishedAt: published,
      openedAt: opened,
    };
    if (status === 'cancelled') {
      const at = new Date(published.getTime() + 20 * 3_600_000);
      row.closedAt = at;
      log(at, 'cancelled');
    }
    if (status === 'open' && opened && three && rand() < 0.5) {
      const at = new Date(opened.getTime() + 6 * 3_600_000);
      takeProfits[0] = { ...(takeProfits[0] as TakeProfit), hitAt: at.toISOString() };
      log(at, 'tp_hit', { tpIndex: 0, price: takeProfits[0].price });
      row.stopLoss = entry;
      log(new Date(at.getTime() + 60_000), 'sl_moved', { price: entry, from: stop });
    }
    if (status === 'closed' && opened) {
      const outcome = outcomes[i] as Plan;
      let t = opened.getTime();
      const step = () => {
        t += (3 + rand() * 30) * 3_600_000;
        return new Date(t);
      };
      let closePrice = entry;
      const hit = (n: number) => {
        for (let k = 0; k < n && k < takeProfits.length; k += 1) {
          const at = step();
          const tp = takeProfits[k] as TakeProfit;
          takeProfits[k] = { ...tp, hitAt: at.toISOString() };
          log(at, 'tp_hit', { tpIndex: k, price: tp.price });
        }
      };
      if (outcome === 'full') {
        hit(takeProfits.length);
        closePrice = (takeProfits[takeProfits.length - 1] as TakeProfit).price;
      } else if (outcome === 'tp1-be' || outcome === 'tp2-be') {
        const n = takeProfits.length === 1 ? 0 : outcome === 'tp1-be' ? 1 : 2;
        hit(n);
        if (n > 0) {
          log(step(), 'sl_moved', { price: entry, from: stop });
          row.stopLoss = entry;
          closePrice = entry;
        } else closePrice = r(entry + dir * riskDist * 1.4);
      } else if (outcome === 'loss') {
        closePrice = stop;
      } else if (outcome === 'breakeven') {
        log(step(), 'sl_moved', { price: entry, from: stop });
        row.stopLoss = entry;
        closePrice = entry;
      } else if (outcome === 'manual-win') {
        closePrice = r(entry + dir * riskDist * 0.8);
        log(step(), 'note', { text: 'Closing early ahead of the weekend.' });
      } else {
        closePrice = r(entry - dir * riskDist * 0.5);
        log(step(), 'note', { text: 'Structure broke; cutting the trade before the stop.' });
      }
      const closedAt = step();
      const res = computeOutcome(
        {
          symbol: m.symbol,
          assetClass: m.assetClass,
          side,
          entryPrice: entry,
          initialStopLoss: stop,
          takeProfits,
        },
        closePrice,
      );
      Object.assign(row, { closePrice, closedAt, ...res });
      log(closedAt, 'closed', { price: closePrice, ...res });
    }
    row.takeProfits = takeProfits;
    tradeRows.push(row);
  }
  await db.insert(trades).values(tradeRows);
  // In time order, as they would have been recorded: the history's chain follows this order.
  updateRows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  await db.insert(tradeUpdates).values(updateRows);
  return tradeRows.length;
}

/**
 * Inserts the demo market outlook when there are no posts yet: four weekly outlooks over the
 * last four weeks, each linking the latest seeded trade (published before it) of the symbols it
 * discusses, and one draft. Written by the first admin, if any.
 */
export async function seedPosts(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(posts);
  if ((existing?.n ?? 0) > 0) return 0;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  const hour = 3_600_000;
  const rows: (typeof posts.$inferInsert)[] = [];
  for (const [i, demo] of DEMO_POSTS.entries()) {
    // Each outlook at 06:00 UTC of its day; the draft was started an hour ago.
    const day = new Date(now.getTime() - (demo.daysAgo ?? 0) * 24 * hour);
    day.setUTCHours(6, 0, 0, 0);
    const at = demo.daysAgo === null ? null : day;
    const tradeIds: string[] = [];
    for (const symbol of demo.tradeSymbols) {
      const [trade] = await db
        .select({ id: trades.id })
        .from(trades)
        .where(and(eq(trades.symbol, symbol), at ? lte(trades.publishedAt, at) : undefined))
        .orderBy(desc(trades.publishedAt), asc(trades.id))
        .limit(1);
      if (trade) tradeIds.push(trade.id);
    }
    const written = at ?? new Date(now.getTime() - hour);
    const editedAt =
      at && demo.editedAfterHours !== null
        ? new Date(at.getTime() + demo.editedAfterHours * hour)
        : null;
    rows.push({
      id: newId(),
      title: demo.title,
      body: demo.body,
      excerpt: excerptOf(demo.body),
      language: 'en',
      tags: demo.tags,
      tradeIds,
      status: at ? 'published' : 'draft',
      publishAt: at,
      publishedAt: at,
      editedAt: editedAt && editedAt < now ? editedAt : null,
      authorId: author?.id ?? null,
      createdAt: new Date(written.getTime() - (i + 1) * hour),
      updatedAt: editedAt && editedAt < now ? editedAt : written,
    });
  }
  await db.insert(posts).values(rows);
  return rows.length;
}

/** Creates a user unless the e-mail exists; returns its id. */
export async function ensureUser(
  db: Db,
  input: { email: string; password: string; name: string; role: 'user' | 'admin' },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.toLowerCase();
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (found) return { id: found.id, created: false };
  const id = newId();
  await db.insert(users).values({
    id,
    email,
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    referralCode: referralCode(),
    isEmailVerified: true,
  });
  return { id, created: true };
}

/** Gives a user an active monthly subscription to a plan (demo only). */
export async function ensureMembership(db: Db, userId: string, planSlug: string): Promise<void> {
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (existing) return;
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, planSlug));
  if (!plan) return;
  const now = Date.now();
  await db.insert(subscriptions).values({
    id: newId(),
    userId,
    planId: plan.id,
    status: 'active',
    currentPeriodStart: new Date(now - 12 * 86_400_000),
    currentPeriodEnd: new Date(now + 18 * 86_400_000),
  });
}

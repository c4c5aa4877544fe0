// Realistic API answers for the screen stories, typed with @finfree/core's API.md types.
// Dates are fixed (not "now") so stories look the same on every run; the only exception is
// the expiry of the fake access token, which must lie in the future for the session to restore.
import type {
  AuthResponse,
  Balance,
  EquityPoint,
  Paginated,
  Plan,
  PlanFeature,
  PlanFeatureKey,
  PublicStats,
  Trade,
  TradePerformance,
  TradeStats,
  User,
} from '@finfree/core';

/** Base URL of the API the stories talk to (the MSW handlers answer any origin). */
export const STORY_API_BASE_URL = '/v1';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned JWT whose `exp` lies `hours` hours ahead: enough for `isValidToken` and the
 * session's expiry timer (nothing in the browser verifies the signature).
 */
export function fakeAccessToken(sub: string, hours = 24): string {
  const exp = Math.floor(Date.now() / 1000) + hours * 3600;
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ sub, exp, type: 'access' }));
  return `${header}.${payload}.c3Rvcnlib29rLXNpZ25hdHVyZQ`;
}

// ---------------------------------------------------------------- users

/** A paying member with an active yearly Pro subscription. */
export const memberUser: User = {
  disabled: false,
  id: 'usr_member_01',
  name: 'Amira Haddad',
  email: 'amira.haddad@example.com',
  role: 'user',
  photoURL: null,
  isEmailVerified: true,
  referralCode: 'AMIRA24',
  subscription: {
    id: 'sub_01',
    status: 'active',
    plan: { id: 'plan_pro_year', name: 'Pro' },
    currentPeriodEnd: '2027-03-14T09:30:00.000Z',
    cancelAtPeriodEnd: false,
    graceUntil: null,
    paymentActionOrderId: null,
  },
  billingNotice: null,
  createdAt: '2025-03-14T09:30:00.000Z',
};

/** A signed-in user without a subscription: sees locked trades. */
export const nonMemberUser: User = {
  disabled: false,
  id: 'usr_free_01',
  name: 'Lucas Martin',
  email: 'lucas.martin@example.com',
  role: 'user',
  photoURL: null,
  isEmailVerified: true,
  referralCode: 'LUCAS7',
  subscription: null,
  billingNotice: null,
  createdAt: '2026-10-02T18:12:00.000Z',
};

/** An administrator (sees the Management navigation group). */
export const adminUser: User = {
  disabled: false,
  id: 'usr_admin_01',
  name: 'Sofia Rahman',
  email: 'sofia@finfree.app',
  role: 'admin',
  photoURL: null,
  isEmailVerified: true,
  referralCode: 'SOFIA',
  subscription: null,
  billingNotice: null,
  createdAt: '2024-11-01T08:00:00.000Z',
};

/** A member whose renewal waits for their bank's confirmation (3-D Secure). */
export const confirmingUser: User = {
  ...memberUser,
  id: 'usr_confirm_01',
  name: 'Noah Bernard',
  email: 'noah.bernard@example.com',
  subscription: memberUser.subscription && {
    ...memberUser.subscription,
    paymentActionOrderId: 'ord_renewal_3ds',
    graceUntil: '2027-03-21T09:30:00.000Z',
  },
};

/** A former member whose bank disputed a payment: the dispute ended their access. */
export const disputedUser: User = {
  ...nonMemberUser,
  id: 'usr_disputed_01',
  name: 'Ines Moreau',
  email: 'ines.moreau@example.com',
  billingNotice: { kind: 'payment_disputed', since: '2026-11-02T10:00:00.000Z' },
};

/** Who a story is signed in as. */
export type StoryAuth = 'guest' | 'member' | 'nonMember' | 'admin' | 'confirming' | 'disputed';

/** The user of each signed-in story identity. */
export const usersByAuth: Record<Exclude<StoryAuth, 'guest'>, User> = {
  member: memberUser,
  nonMember: nonMemberUser,
  admin: adminUser,
  confirming: confirmingUser,
  disputed: disputedUser,
};

/** The e-mail and password the login handler accepts (any other pair gets a 401). */
export const validCredentials = { email: memberUser.email, password: 'correct-horse-9' };

/** Answer of `POST /auth/login` and `POST /auth/register`. */
export function authResponse(user: User): AuthResponse {
  return {
    user,
    tokens: {
      access: { token: fakeAccessToken(user.id), expires: '2099-01-01T00:00:00.000Z' },
      refresh: { token: `refresh-${user.id}`, expires: '2099-01-01T00:00:00.000Z' },
    },
  };
}

// ---------------------------------------------------------------- plans

/** A language the API labels the features in. */
export type FeatureLanguage = 'en' | 'fr' | 'ar';

/** The features a plan can promise, as the API's catalogue has them (its labels, per language). */
const featureCatalogue: (Omit<PlanFeature, 'available' | 'label'> & {
  label: Record<FeatureLanguage, string>;
})[] = [
  {
    key: 'live-signals',
    label: {
      en: 'Live forex, crypto and index signals',
      fr: 'Signaux forex, crypto et indices en direct',
      ar: 'إشارات مباشرة للفوركس والعملات الرقمية والمؤشرات',
    },
    screen: '/dashboard/trades',
    integration: null,
  },
  {
    key: 'trade-levels',
    label: {
      en: 'Entry, stop loss and take-profits on every trade',
      fr: 'Entrée, stop loss et objectifs de profit pour chaque trade',
      ar: 'الدخول ووقف الخسارة وأهداف الربح لكل صفقة',
    },
    screen: '/dashboard/trades',
    integration: null,
  },
  {
    key: 'trade-updates',
    label: {
      en: 'Instant trade updates in the app',
      fr: 'Mises à jour des trades en direct dans l’app',
      ar: 'تحديثات فورية للصفقات في التطبيق',
    },
    screen: '/dashboard/trades',
    integration: null,
  },
  {
    key: 'trade-history',
    label: {
      en: 'Full trade history and statistics',
      fr: 'Historique complet des trades et statistiques',
      ar: 'السجل الكامل للصفقات والإحصاءات',
    },
    screen: '/dashboard/trades',
    integration: null,
  },
  {
    key: 'email-alerts',
    label: {
      en: 'An e-mail for every trade, or a digest',
      fr: 'Un e-mail pour chaque trade, ou un récapitulatif',
      ar: 'بريد إلكتروني لكل صفقة، أو ملخص',
    },
    screen: '/dashboard/one',
    integration: null,
  },
  {
    key: 'phone-alerts',
    label: {
      en: 'Phone alerts for every trade',
      fr: 'Alertes sur votre téléphone pour chaque trade',
      ar: 'تنبيهات على هاتفك لكل صفقة',
    },
    screen: '/dashboard/one',
    integration: null,
  },
  {
    key: 'telegram-channel',
    label: {
      en: 'The members’ Telegram channel',
      fr: 'Le canal Telegram des membres',
      ar: 'قناة تيليجرام الخاصة بالأعضاء',
    },
    screen: '/dashboard/connect',
    integration: 'telegram',
  },
  {
    key: 'discord-role',
    label: {
      en: 'The members’ role on our Discord server',
      fr: 'Le rôle de membre sur notre serveur Discord',
      ar: 'دور الأعضاء على خادم ديسكورد الخاص بنا',
    },
    screen: '/dashboard/connect',
    integration: 'discord',
  },
  {
    key: 'webhook',
    label: {
      en: 'Every trade sent to your own webhook',
      fr: 'Chaque trade envoyé à votre propre webhook',
      ar: 'كل صفقة تُرسل إلى الويب هوك الخاص بك',
    },
    screen: '/dashboard/connect',
    integration: null,
  },
];

/**
 * `GET /plans/features?lang=`: the nine features labelled in `lang` (English by default); one
 * that needs a Connect platform is available only when `on` names it (Telegram and Discord are
 * off by default, as in the demo data).
 */
export const planFeatures = (
  on: readonly ('telegram' | 'discord')[] = [],
  lang: FeatureLanguage = 'en',
): PlanFeature[] =>
  featureCatalogue.map((feature) => ({
    ...feature,
    label: feature.label[lang],
    available: feature.integration === null || on.includes(feature.integration),
  }));

/** The labels a plan lists for `keys`: those available now (Telegram and Discord are off). */
const labelsOf = (keys: readonly PlanFeatureKey[]) =>
  planFeatures()
    .filter((feature) => feature.available && keys.includes(feature.key))
    .sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key))
    .map((feature) => feature.label);

/** The demo data's tiers: Starter has the history and the alerts; Pro and Elite, every feature. */
const starterKeys: PlanFeatureKey[] = ['trade-history', 'email-alerts', 'phone-alerts'];
const proKeys: PlanFeatureKey[] = featureCatalogue.map((feature) => feature.key);
const starterFeatures = {
  featureKeys: starterKeys,
  features: labelsOf(starterKeys),
  retiredFeatures: [],
};
const proFeatures = { featureKeys: proKeys, features: labelsOf(proKeys), retiredFeatures: [] };
const eliteFeatures = proFeatures;

/** Three tiers, each billed monthly and yearly. */
export const plans: Plan[] = [
  {
    id: 'plan_starter_month',
    name: 'Starter',
    slug: 'starter-monthly',
    description: 'Learn from the track record at your own pace.',
    amount: 1900,
    currency: 'usd',
    interval: 'month',
    trialDays: 0,
    ...starterFeatures,
    highlighted: false,
    active: true,
    sortOrder: 1,
  },
  {
    id: 'plan_pro_month',
    name: 'Pro',
    slug: 'pro-monthly',
    description: 'Follow every trade as it happens.',
    amount: 4900,
    currency: 'usd',
    interval: 'month',
    trialDays: 7,
    ...proFeatures,
    highlighted: true,
    active: true,
    sortOrder: 2,
  },
  {
    id: 'plan_elite_month',
    name: 'Elite',
    slug: 'elite-monthly',
    description: 'Everything in Pro, with a monthly live review.',
    amount: 9900,
    currency: 'usd',
    interval: 'month',
    trialDays: 0,
    ...eliteFeatures,
    highlighted: false,
    active: true,
    sortOrder: 3,
  },
  {
    id: 'plan_starter_year',
    name: 'Starter',
    slug: 'starter-yearly',
    description: 'Learn from the track record at your own pace.',
    amount: 19000,
    currency: 'usd',
    interval: 'year',
    trialDays: 0,
    ...starterFeatures,
    highlighted: false,
    active: true,
    sortOrder: 1,
  },
  {
    id: 'plan_pro_year',
    name: 'Pro',
    slug: 'pro-yearly',
    description: 'Follow every trade as it happens — two months free.',
    amount: 49000,
    currency: 'usd',
    interval: 'year',
    trialDays: 7,
    ...proFeatures,
    highlighted: true,
    active: true,
    sortOrder: 2,
  },
  {
    id: 'plan_elite_year',
    name: 'Elite',
    slug: 'elite-yearly',
    description: 'Everything in Pro, with a monthly live review.',
    amount: 99000,
    currency: 'usd',
    interval: 'year',
    trialDays: 0,
    ...eliteFeatures,
    highlighted: false,
    active: true,
    sortOrder: 3,
  },
];

// ---------------------------------------------------------------- trades

/** A closed EURUSD buy: both take-profits hit. */
export const tradeWin: Trade = {
  id: 'trd_eurusd_win',
  symbol: 'EURUSD',
  assetClass: 'forex',
  side: 'buy',
  entryPrice: 1.0842,
  entryZone: null,
  stopLoss: 1.0812,
  takeProfits: [
    { price: 1.0872, allocation: 50, hitAt: '2026-11-12T10:41:00.000Z' },
    { price: 1.0902, allocation: 50, hitAt: '2026-11-12T15:03:00.000Z' },
  ],
  status: 'closed',
  result: 'win',
  closePrice: 1.0902,
  pips: 45,
  rMultiple: 1.5,
  analysis:
    'Daily demand zone held after the CPI print.\nBuying the retest of 1.0840 with the stop below the London low.',
  tags: ['swing', 'fx-majors'],
  locked: false,
  publishedAt: '2026-11-12T07:55:00.000Z',
  openedAt: '2026-11-12T08:02:00.000Z',
  closedAt: '2026-11-12T15:03:00.000Z',
  updates: [
    { at: '2026-11-12T07:55:00.000Z', type: 'published', data: {} },
    { at: '2026-11-12T08:02:00.000Z', type: 'activated', data: {} },
    { at: '2026-11-12T10:41:00.000Z', type: 'tp_hit', data: { tpIndex: 0 } },
    { at: '2026-11-12T10:42:00.000Z', type: 'sl_moved', data: { price: 1.0842 } },
    { at: '2026-11-12T15:03:00.000Z', type: 'closed', data: { price: 1.0902 } },
  ],
};

/** A closed BTCUSD sell stopped out. */
export const tradeLoss: Trade = {
  id: 'trd_btcusd_loss',
  symbol: 'BTCUSD',
  assetClass: 'crypto',
  side: 'sell',
  entryPrice: 91250,
  entryZone: null,
  stopLoss: 92400,
  takeProfits: [{ price: 88900, allocation: 100, hitAt: null }],
  status: 'closed',
  result: 'loss',
  closePrice: 92400,
  pips: -115,
  rMultiple: -1,
  analysis: 'Rejection at the weekly high; invalidated by the Asian session breakout.',
  tags: ['crypto'],
  locked: false,
  publishedAt: '2026-11-10T02:10:00.000Z',
  openedAt: '2026-11-10T02:15:00.000Z',
  closedAt: '2026-11-10T09:47:00.000Z',
  updates: [
    { at: '2026-11-10T02:15:00.000Z', type: 'activated', data: {} },
    { at: '2026-11-10T09:47:00.000Z', type: 'closed', data: { price: 92400 } },
  ],
};

/** A closed US500 buy closed at entry after the stop moved. */
export const tradeBreakeven: Trade = {
  id: 'trd_us500_be',
  symbol: 'US500',
  assetClass: 'indices',
  side: 'buy',
  entryPrice: null,
  entryZone: { from: 5980, to: 5992 },
  stopLoss: 5960,
  takeProfits: [
    { price: 6030, allocation: 60, hitAt: null },
    { price: 6060, allocation: 40, hitAt: null },
  ],
  status: 'closed',
  result: 'breakeven',
  closePrice: 5986,
  pips: 0,
  rMultiple: 0,
  analysis: null,
  tags: [],
  locked: false,
  publishedAt: '2026-11-06T13:20:00.000Z',
  openedAt: '2026-11-06T14:31:00.000Z',
  closedAt: '2026-11-07T16:00:00.000Z',
  updates: [
    { at: '2026-11-06T14:31:00.000Z', type: 'activated', data: {} },
    { at: '2026-11-07T11:12:00.000Z', type: 'note', data: { text: 'Stop to entry before NFP.' } },
    { at: '2026-11-07T16:00:00.000Z', type: 'closed', data: { price: 5986 } },
  ],
};

/** An open GBPJPY sell, first take-profit already hit. */
export const tradeOpen: Trade = {
  id: 'trd_gbpjpy_open',
  symbol: 'GBPJPY',
  assetClass: 'forex',
  side: 'sell',
  entryPrice: 198.45,
  entryZone: null,
  stopLoss: 199.1,
  takeProfits: [
    { price: 197.8, allocation: 50, hitAt: '2026-11-20T09:15:00.000Z' },
    { price: 197.1, allocation: 50, hitAt: null },
  ],
  status: 'open',
  result: null,
  closePrice: null,
  pips: null,
  rMultiple: null,
  analysis: 'Lower high under 199.00 on the 4-hour chart.',
  tags: ['intraday'],
  locked: false,
  publishedAt: '2026-11-20T06:40:00.000Z',
  openedAt: '2026-11-20T07:05:00.000Z',
  closedAt: null,
  updates: [
    { at: '2026-11-20T07:05:00.000Z', type: 'activated', data: {} },
    { at: '2026-11-20T09:15:00.000Z', type: 'tp_hit', data: { tpIndex: 0 } },
  ],
};

/** A pending XAUUSD buy limit waiting for its entry zone. */
export const tradePending: Trade = {
  id: 'trd_xauusd_pending',
  symbol: 'XAUUSD',
  assetClass: 'commodities',
  side: 'buy',
  entryPrice: null,
  entryZone: { from: 2641.5, to: 2645 },
  stopLoss: 2632,
  takeProfits: [{ price: 2668, allocation: 100, hitAt: null }],
  status: 'pending',
  result: null,
  closePrice: null,
  pips: null,
  rMultiple: null,
  analysis: 'Waiting for a pullback into the breakout zone.',
  tags: ['gold'],
  locked: false,
  publishedAt: '2026-11-21T05:30:00.000Z',
  openedAt: null,
  closedAt: null,
  updates: [],
};

/** What a non-member receives for an open or pending trade: prices and analysis hidden. */
export function lockTrade(trade: Trade): Trade {
  return {
    ...trade,
    entryPrice: null,
    entryZone: null,
    stopLoss: null,
    takeProfits: trade.takeProfits.map((tp) => ({ ...tp, price: null })),
    analysis: null,
    locked: true,
    updates: [],
  };
}

/** The trades list as a member sees it (newest first). */
export const memberTrades: Trade[] = [tradePending, tradeOpen, tradeWin, tradeLoss, tradeBreakeven];

/** The same list for a non-member: open and pending trades locked, closed ones visible. */
export const lockedTrades: Trade[] = memberTrades.map((trade) =>
  trade.status === 'open' || trade.status === 'pending' ? lockTrade(trade) : trade,
);

/** One page of a list, as the API paginates it. */
export function paginate<T>(items: readonly T[], page = 1, limit = 10): Paginated<T> {
  const start = (page - 1) * limit;
  return {
    results: items.slice(start, start + limit),
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(items.length / limit)),
    totalResults: items.length,
  };
}

// ---------------------------------------------------------------- statistics

/** Builds an equity curve from `[at, tradeId, r, pips]` of each closed trade, in time order. */
function equityCurve(closes: [at: string, tradeId: string, r: number, pips: number][]) {
  let cumulativeR = 0;
  let cumulativePips = 0;
  return closes.map(([at, tradeId, r, pips]): EquityPoint => {
    cumulativeR = Math.round((cumulativeR + r) * 100) / 100;
    cumulativePips = Math.round((cumulativePips + pips) * 10) / 10;
    return { at, tradeId, r, cumulativeR, cumulativePips };
  });
}

/** `GET /trades/stats`: a 90-day record with its equity curve. */
export const tradeStats: TradeStats = {
  totalTrades: 48,
  open: 1,
  closed: 46,
  wins: 29,
  losses: 13,
  breakeven: 4,
  // Percent (0–100, one decimal), as the API's winRateOf computes it.
  winRate: 69,
  totalPips: 1284.5,
  totalR: 16.1,
  profitFactor: 2.31,
  expectancyR: 0.42,
  maxConsecutiveWins: 6,
  maxConsecutiveLosses: 3,
  bySymbol: [
    {
      symbol: 'EURUSD',
      trades: 14,
      wins: 10,
      losses: 3,
      breakeven: 1,
      winRate: 76.9,
      pips: 412,
      r: 6.2,
    },
    {
      symbol: 'GBPJPY',
      trades: 9,
      wins: 6,
      losses: 3,
      breakeven: 0,
      winRate: 66.7,
      pips: 318.5,
      r: 3.4,
    },
    {
      symbol: 'XAUUSD',
      trades: 11,
      wins: 7,
      losses: 4,
      breakeven: 0,
      winRate: 63.6,
      pips: 402,
      r: 3.9,
    },
    {
      symbol: 'BTCUSD',
      trades: 12,
      wins: 6,
      losses: 3,
      breakeven: 3,
      winRate: 66.7,
      pips: 152,
      r: 2.6,
    },
  ],
  byMonth: [
    {
      month: '2026-09',
      trades: 15,
      wins: 9,
      losses: 5,
      breakeven: 1,
      winRate: 64.3,
      pips: 381,
      r: 4.9,
    },
    {
      month: '2026-10',
      trades: 17,
      wins: 11,
      losses: 4,
      breakeven: 2,
      winRate: 73.3,
      pips: 522.5,
      r: 6.3,
    },
    {
      month: '2026-11',
      trades: 14,
      wins: 9,
      losses: 4,
      breakeven: 1,
      winRate: 69.2,
      pips: 381,
      r: 4.9,
    },
  ],
  // Cumulative R and pips after each closed trade (a sample of the 46).
  equityCurve: equityCurve([
    ['2026-08-25T15:00:00.000Z', 'trd_h01', 0.4, 28],
    ['2026-09-04T15:00:00.000Z', 'trd_h02', 1, 68],
    ['2026-09-15T15:00:00.000Z', 'trd_h03', -1, -35],
    ['2026-09-26T15:00:00.000Z', 'trd_h04', 4.5, 320],
    ['2026-10-08T15:00:00.000Z', 'trd_h05', 1.9, 131],
    ['2026-10-20T15:00:00.000Z', 'trd_h06', -0.9, -42],
    ['2026-10-31T15:00:00.000Z', 'trd_h07', 5.3, 433.5],
    ['2026-11-10T09:47:00.000Z', 'trd_btcusd_loss', -1, -115],
    ['2026-11-12T15:03:00.000Z', 'trd_eurusd_win', 1.5, 45],
    ['2026-11-20T15:00:00.000Z', 'trd_h10', 4.4, 451],
  ]),
};

/** `GET /trades/stats` with nothing traded yet. */
export const emptyTradeStats: TradeStats = {
  totalTrades: 0,
  open: 0,
  closed: 0,
  wins: 0,
  losses: 0,
  breakeven: 0,
  winRate: 0,
  totalPips: 0,
  totalR: 0,
  profitFactor: null,
  expectancyR: 0,
  maxConsecutiveWins: 0,
  maxConsecutiveLosses: 0,
  bySymbol: [],
  byMonth: [],
  equityCurve: [],
};

/** `GET /public/stats`: the landing page's member count and track record. */
export const publicStats: PublicStats = {
  members: 3120,
  membersLabel: '3k+',
  winRate90d: 69,
  trades90d: 46,
};

/** `GET /payments/balance`: the affiliate balance (minor units). */
export const balance: Balance = {
  currency: 'usd',
  pending: 4410,
  available: 12740,
  paid: 38500,
  minimumWithdrawal: 5000,
  holdDays: 30,
};

const historySymbols = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'BTCUSD', 'US500', 'ETHUSD'];

/**
 * `count` closed trades, newest first, one a day back from 31 Oct 2026 (deterministic: every
 * third a loss, every seventh a breakeven) — enough for several pages of the trades list.
 */
export function tradeHistory(count: number): Trade[] {
  return Array.from({ length: count }, (_, index): Trade => {
    const closedAt = new Date(Date.UTC(2026, 9, 31 - index, 16, 0)).toISOString();
    const result = index % 7 === 6 ? 'breakeven' : index % 3 === 2 ? 'loss' : 'win';
    const r = result === 'win' ? 1.5 : result === 'loss' ? -1 : 0;
    return {
      ...tradeWin,
      id: `trd_history_${String(index + 1).padStart(3, '0')}`,
      symbol: historySymbols[index % historySymbols.length]!,
      side: index % 2 === 0 ? 'buy' : 'sell',
      result,
      pips: r * 30,
      rMultiple: r,
      publishedAt: closedAt,
      openedAt: closedAt,
      closedAt,
      updates: [],
    };
  });
}

const fig = (value: number | null, trades: number) => ({ value, trades, smallSample: trades < 30 });
const perfBucket = (key: string, trades: number, wins: number, losses: number, r: number) => ({
  key,
  trades,
  wins,
  losses,
  breakeven: trades - wins - losses,
  winRate: wins + losses ? Math.round((wins / (wins + losses)) * 1000) / 10 : 0,
  r,
  expectancy: Math.round((r / trades) * 100) / 100,
  smallSample: true,
});
const curveR = [2, 1, 0, 3, 3, 2, 3, 1, 3, 2.5, 4, 5];
const curveDd = [0, 1, 2, 0, 0, 1, 0, 2, 0, 0.5, 0, 0];
const curveAt = [
  '2025-01-07',
  '2025-02-04',
  '2025-03-05',
  '2025-04-09',
  '2025-05-06',
  '2025-06-04',
  '2025-08-05',
  '2025-09-02',
  '2025-10-07',
  '2025-11-05',
  '2025-12-03',
  '2026-01-06',
];
const month = (r: number, trades = 1) => ({ r, trades });

/** `GET /trades/performance`: 13 closed trades over 13 months (the API's hand-computed fixture). */
export const tradePerformance: TradePerformance = {
  sampleSize: 13,
  smallSampleBelow: 30,
  months: 13,
  totalR: fig(5, 13),
  winRate: fig(50, 12),
  payoffRatio: fig(1.91, 12),
  expectancy: fig(0.38, 13),
  sqn: fig(0.97, 13),
  maxDrawdown: fig(2, 13),
  longestDrawdownDays: fig(92, 13),
  recoveryFactor: fig(2.5, 13),
  profitableMonths: fig(50, 13),
  sharpe: fig(0.9, 13),
  sortino: fig(1.78, 13),
  avgWinHours: fig(28, 6),
  avgLossHours: fig(6, 6),
  drawdowns: [
    {
      peakAt: '2025-01-07T08:00:00.000Z',
      troughAt: '2025-03-05T14:00:00.000Z',
      recoveredAt: '2025-04-09T08:00:00.000Z',
      depthR: 2,
      days: 92,
    },
    {
      peakAt: '2025-08-05T08:00:00.000Z',
      troughAt: '2025-09-02T16:00:00.000Z',
      recoveredAt: '2025-10-07T14:00:00.000Z',
      depthR: 2,
      days: 63.25,
    },
  ],
  curve: curveR.map((cumulativeR, i) => ({
    at: `${curveAt[i] ?? '2025-01-01'}T12:00:00.000Z`,
    r: cumulativeR - (curveR[i - 1] ?? 0),
    cumulativeR,
    drawdownR: curveDd[i] ?? 0,
  })),
  monthly: [
    {
      year: 2025,
      months: [
        month(2),
        month(-1),
        month(-1),
        month(3),
        month(0),
        month(-1),
        null,
        month(1),
        month(-2, 2),
        month(2),
        month(-0.5),
        month(1.5),
      ],
      r: 4,
    },
    { year: 2026, months: [month(1), ...Array<null>(11).fill(null)], r: 1 },
  ],
  byWeekday: [
    perfBucket('mon', 5, 5, 0, 9),
    perfBucket('tue', 5, 1, 3, -1.5),
    perfBucket('wed', 3, 0, 3, -2.5),
  ],
  byHour: [perfBucket('08', 8, 4, 4, 4), perfBucket('14', 5, 2, 2, 1)],
  bySide: [perfBucket('buy', 8, 5, 2, 7.5), perfBucket('sell', 5, 1, 4, -2.5)],
  byAssetClass: [
    perfBucket('commodities', 2, 1, 1, 0.5),
    perfBucket('crypto', 2, 1, 1, 2),
    perfBucket('forex', 6, 3, 2, 3.5),
    perfBucket('indices', 3, 1, 2, -1),
  ],
};

/** `GET /trades/performance` with no closed trade. */
export const emptyTradePerformance: TradePerformance = {
  ...tradePerformance,
  sampleSize: 0,
  months: 0,
  drawdowns: [],
  curve: [],
  monthly: [],
  byWeekday: [],
  byHour: [],
  bySide: [],
  byAssetClass: [],
};

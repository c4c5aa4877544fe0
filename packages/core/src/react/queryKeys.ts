import type {
  AdminUsersParams,
  AuditLogParams,
  DisputesParams,
  NotificationsParams,
  AffiliateListParams,
  PaymentsParams,
  PlansParams,
  TradeStatsParams,
  TradesParams,
  WithdrawalsParams,
} from '../types';

const ROOT = 'finfree';

/** Drops undefined values so `{page: 1}` and `{page: 1, symbol: undefined}` share a key. */
export const clean = <T extends object>(params: T): T =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as T;

/** Default page of the trades and plans lists (limit 10, page 1). */
const FIRST_PAGE = { limit: 10, page: 1 };

/**
 * Query keys of every read. Each group's `all()` is the prefix of its other keys, so
 * `invalidateQueries({ queryKey: queryKeys.trades.all() })` reaches lists, details and stats.
 * The keys of snoozes and phone alerts live with their hooks (`snoozeKeys`, `pushKeys`), so this
 * object, on every page's first load, does not grow with them.
 */
export const queryKeys = {
  /** Prefix of every Finfree query. */
  all: () => [ROOT] as const,
  /** The signed-in user (`GET /auth/me`). */
  me: () => [ROOT, 'me'] as const,
  /** `GET /public/stats`. */
  publicStats: () => [ROOT, 'public', 'stats'] as const,
  plans: {
    /** Every plan query. */
    all: () => [ROOT, 'plans'] as const,
    /** A page of plans (limit 10, page 1 by default). */
    list: (params: PlansParams = {}) =>
      [ROOT, 'plans', 'list', clean({ ...FIRST_PAGE, ...params })] as const,
    /** One plan. */
    detail: (id: string) => [ROOT, 'plans', 'detail', id] as const,
    /** The catalogue of features a plan can promise (admin), labelled in `language`. */
    features: (language: string) => [ROOT, 'plans', 'features', language] as const,
  },
  trades: {
    /** Every trade query. */
    all: () => [ROOT, 'trades'] as const,
    /** A page of trades (limit 10, page 1 by default). */
    list: (params: TradesParams = {}) =>
      [ROOT, 'trades', 'list', clean({ ...FIRST_PAGE, ...params })] as const,
    /** One trade. */
    detail: (id: string) => [ROOT, 'trades', 'detail', id] as const,
    /** Statistics. */
    stats: (params: TradeStatsParams = {}) => [ROOT, 'trades', 'stats', clean(params)] as const,
    /** The hash-chained history. */
    chain: () => [ROOT, 'trades', 'chain'] as const,
    /** What the track record shows of the history: its heads, without the events (under `chain`). */
    chainHeads: () => [ROOT, 'trades', 'chain', 'heads'] as const,
    /** Track-record statistics. */
    performance: (params: TradeStatsParams = {}) =>
      [ROOT, 'trades', 'performance', clean(params)] as const,
  },
  cards: {
    /** Every card query. */
    all: () => [ROOT, 'cards'] as const,
    /** Saved cards. */
    list: () => [ROOT, 'cards', 'list'] as const,
  },
  payments: {
    /** Every billing-history query. */
    all: () => [ROOT, 'payments'] as const,
    /** A page of billing history. */
    list: (params: PaymentsParams = {}) => [ROOT, 'payments', 'list', clean(params)] as const,
  },
  subscriptions: {
    /** Every subscription query. */
    all: () => [ROOT, 'subscriptions'] as const,
    /** Own subscriptions. */
    list: () => [ROOT, 'subscriptions', 'list'] as const,
    /** One subscription. */
    detail: (id: string) => [ROOT, 'subscriptions', 'detail', id] as const,
    /** Cost of changing a subscription to another plan. */
    preview: (id: string, planId: string) =>
      [ROOT, 'subscriptions', 'preview', id, planId] as const,
  },
  /** Affiliate balance. */
  balance: () => [ROOT, 'balance'] as const,
  notifications: {
    /** Every notification query. */
    all: () => [ROOT, 'notifications'] as const,
    /** A page of my alerts. */
    list: (params: NotificationsParams = {}) =>
      [ROOT, 'notifications', 'list', clean({ ...FIRST_PAGE, ...params })] as const,
    /** My unread count. */
    unread: () => [ROOT, 'notifications', 'unread'] as const,
    /** My alert choices. */
    preferences: () => [ROOT, 'notifications', 'preferences'] as const,
  },
  withdrawals: {
    /** Every own-withdrawal query. */
    all: () => [ROOT, 'withdrawals'] as const,
    /** A page of own withdrawals. */
    list: (params: WithdrawalsParams = {}) => [ROOT, 'withdrawals', 'list', clean(params)] as const,
  },
  affiliates: {
    /** Every affiliate query. */
    all: () => [ROOT, 'affiliates'] as const,
    /** Referral link, funnel and earnings. */
    summary: () => [ROOT, 'affiliates', 'summary'] as const,
    /** A page of referrals. */
    referrals: (params: AffiliateListParams = {}) =>
      [ROOT, 'affiliates', 'referrals', clean(params)] as const,
    /** A page of commissions. */
    commissions: (params: AffiliateListParams = {}) =>
      [ROOT, 'affiliates', 'commissions', clean(params)] as const,
  },
  admin: {
    /** Every admin query. */
    all: () => [ROOT, 'admin'] as const,
    /** A page of users. */
    users: (params: AdminUsersParams = {}) => [ROOT, 'admin', 'users', clean(params)] as const,
    /** A page of the payouts queue. */
    withdrawals: (params: WithdrawalsParams = {}) =>
      [ROOT, 'admin', 'withdrawals', clean(params)] as const,
    /** Counts and totals of the payouts queue. */
    payoutsSummary: () => [ROOT, 'admin', 'payouts-summary'] as const,
    /** A page of the audit log. */
    auditLog: (params: AuditLogParams = {}) => [ROOT, 'admin', 'audit-log', clean(params)] as const,
    /** The background job queues and failed jobs. */
    jobs: () => [ROOT, 'admin', 'jobs'] as const,
    /** Every dispute query. */
    disputesAll: () => [ROOT, 'admin', 'disputes'] as const,
    /** A page of disputes. */
    disputes: (params: DisputesParams = {}) =>
      [ROOT, 'admin', 'disputes', 'list', clean(params)] as const,
    /** One dispute. */
    dispute: (id: string) => [ROOT, 'admin', 'disputes', 'detail', id] as const,
    /** An order's refunds. */
    orderRefunds: (orderId: string) => [ROOT, 'admin', 'order-refunds', orderId] as const,
    /** One member's data: `orders`, `subscriptions`, `affiliate` (with their params). */
    member: (userId: string, part: string, params: object = {}) =>
      [ROOT, 'admin', 'member', userId, part, clean(params)] as const,
  },
} as const;

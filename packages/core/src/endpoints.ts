// Every call the client may make (API.md), relative to the API base URL (which ends in `/v1`).
// Entries marked "unused" are kept for compatibility, but no screen calls them.

const enc = encodeURIComponent;

/** Paths of every API call, relative to the base URL. Functions take the resource id. */
export const endpoints = {
  /** Unused by the screens, kept for compatibility. */
  chat: '/api/chat',
  /** Unused by the screens, kept for compatibility. */
  kanban: '/api/kanban',
  /** Unused by the screens, kept for compatibility. */
  calendar: '/api/calendar',
  auth: {
    /** `GET` the signed-in user; asked on start, so rights follow the server's answer. */
    me: '/auth/me',
    /** `POST {email, password}` → `{user, tokens}`. */
    login: '/auth/login',
    /** `POST {name, email, password, referralCode?}` → `{user, tokens}`. */
    register: '/auth/register',
    /** `POST {refreshToken}` → tokens. */
    refreshTokens: '/auth/refresh-tokens',
    /** `POST {refreshToken}` → 204. */
    logout: '/auth/logout',
    /** `POST` → 204; every token of the user stops working. */
    logoutAll: '/auth/logout-all',
    /** `POST {email}` → 204. */
    forgotPassword: '/auth/forgot-password',
    /** `POST {password}` with `?token=` → 204. */
    resetPassword: '/auth/reset-password',
  },
  /** Unused by the screens, kept for compatibility. */
  mail: { list: '/api/mail/list', details: '/api/mail/details', labels: '/api/mail/labels' },
  /** Unused by the screens, kept for compatibility. */
  post: {
    list: '/api/post/list',
    details: '/api/post/details',
    latest: '/api/post/latest',
    search: '/api/post/search',
  },
  /** Unused by the screens, kept for compatibility. */
  product: {
    list: '/api/product/list',
    details: '/api/product/details',
    search: '/api/product/search',
  },
  users: {
    /** `PATCH` own profile. */
    me: '/users/me',
    /** `GET` (admin) paginated users. */
    list: '/users',
    /** `PATCH` (admin) role / disabled. */
    details: (id: string) => `/users/${enc(id)}`,
  },
  plans: {
    /** `GET` paginated plans; `POST` (admin) creates one. */
    list: '/plans',
    /** Unused by the screens: the first page as the earlier client requested it. */
    firstPage: '/plans?limit=10&page=1',
    /** `GET` one plan; `PATCH`/`DELETE` (admin). */
    details: (id: string) => `/plans/${enc(id)}`,
  },
  trades: {
    /** `GET` paginated trades; `POST` (admin) publishes one. */
    list: '/trades',
    /** Unused by the screens: the first page as the earlier client requested it. */
    firstPage: '/trades?limit=10&page=1',
    /** `GET` one trade; `PATCH` (admin). */
    details: (id: string) => `/trades/${enc(id)}`,
    /** Unused by the screens: the earlier client's trade-details path (the API serves `details`). */
    legacyDetails: (id: string) => `/api/trades/${enc(id)}`,
    /** `GET` statistics. */
    stats: '/trades/stats',
    /** `GET` track-record statistics. */
    performance: '/trades/performance',
    /** `GET` the hash-chained trade history (public). */
    chain: '/trades/chain',
    /** `POST` (admin) an event to a trade's update log. */
    events: (id: string) => `/trades/${enc(id)}/events`,
  },
  public: {
    /** `GET` member count and track record. */
    stats: '/public/stats',
  },
  /** `POST {name, email, subject, message}` → 202. */
  contact: '/contact',
  cards: {
    /** `GET` saved cards; `POST` (idempotent) saves one. */
    list: '/users/cards',
    /** `POST` → `{setupId, cardFormUrl}`. */
    setup: '/users/cards/setup',
    /** `PATCH {isDefault}` / `DELETE`. */
    details: (id: string) => `/users/cards/${enc(id)}`,
  },
  payments: {
    /** `GET` billing history. */
    list: '/payments',
    /** `POST` (idempotent) `{planId}` or `{subscriptionId}` → Order. */
    createOrder: '/payments/create-order',
    /** `POST` (idempotent) pays an order. */
    confirmOrder: (id: string) => `/payments/orders/${enc(id)}/confirm`,
    /** `GET` affiliate balance. */
    balance: '/payments/balance',
    /** `POST` (idempotent) requests a withdrawal. */
    withdraw: '/payments/withdraw',
    /** `GET` withdrawals. */
    withdrawals: '/payments/withdrawals',
    /** `DELETE` (own, pending) / `PATCH` (admin) one withdrawal. */
    withdrawal: (id: string) => `/payments/withdrawals/${enc(id)}`,
  },
  subscriptions: {
    /** `GET` own subscriptions; `POST` (idempotent) subscribes. */
    list: '/subscriptions',
    /** `GET` details, `PATCH` update, `DELETE` cancel at period end. */
    details: (id: string) => `/subscriptions/${enc(id)}`,
    /** `GET ?planId=` what a plan change costs now. */
    preview: (id: string) => `/subscriptions/${enc(id)}/preview`,
  },
  affiliates: {
    /** `GET` summary. */
    me: '/affiliates/me',
    /** `GET` paginated referrals. */
    referrals: '/affiliates/referrals',
    /** `GET` paginated commissions. */
    commissions: '/affiliates/commissions',
    /** `POST {code}` → 204 (public). */
    clicks: '/affiliates/clicks',
  },
  admin: {
    /** `GET` (admin) paginated audit log. */
    auditLog: '/admin/audit-log',
    /** `GET` (admin) a member's affiliate summary; `PATCH {rate}`. */
    affiliate: (id: string) => `/admin/affiliates/${enc(id)}`,
    /** `GET` (admin) counts and totals of pending and approved withdrawals. */
    payoutsSummary: '/admin/payouts/summary',
  },
  health: { live: '/healthz', ready: '/readyz' },
} as const;

/** The type of {@link endpoints}. */
export type Endpoints = typeof endpoints;

// Request and response types of the Finfree API (v1), taken from the types generated from the
// server's OpenAPI document (`./generated/api.ts`; regenerate with `npm run contract:generate`).
// The server is the source of truth: this file only names the shapes the screens use.
// Timestamps are ISO-8601 UTC strings, ids are opaque strings, money is integer minor units
// plus a lowercase currency.
import type { components } from './generated/api';
import type { QueryParams, RequestBody, ResponseBody } from './endpoints';

type Schemas = components['schemas'];

/** An ISO-8601 UTC timestamp, e.g. `2026-01-31T12:00:00.000Z`. */
export type IsoDateTime = string;

/** A lowercase ISO-4217 currency code, e.g. `usd`. */
export type Currency = string;

/** An amount of money in integer minor units (cents) with its currency. */
export interface Money {
  /** Integer minor units (4900 = $49.00). */
  amount: number;
  /** Lowercase currency code. */
  currency: Currency;
}

/** Sort order of a list: `field:asc` or `field:desc`. */
export type SortBy = `${string}:${'asc' | 'desc'}`;

/** Pagination query parameters shared by every list. */
export interface PageParams {
  /** Page size (default 10, max 100). */
  limit?: number;
  /** 1-based page number (default 1). */
  page?: number;
}

/** One page of a list (the shape of every paginated answer). */
export type Paginated<T> = Omit<ResponseBody<'/plans', 'get'>, 'results'> & {
  /** The items of this page. */
  results: T[];
};

// ---------------------------------------------------------------- errors

/** One field-level validation error. */
export interface ApiFieldError {
  /** The offending field (dotted path). */
  field: string;
  /** Why it was refused. */
  message: string;
}

/** The JSON body of every failed API answer (card declines add `type` and `declineCode`). */
export interface ApiError {
  /** The HTTP status. */
  code: number;
  /** A human-readable message. */
  message: string;
  /** A machine-readable category, e.g. `card_error`. */
  type?: string;
  /** Field-level validation errors. */
  errors?: ApiFieldError[];
  /** The provider's decline code for card errors, e.g. `insufficient_funds`. */
  declineCode?: string;
  /** The server's request id, for support. */
  requestId?: string;
}

// ---------------------------------------------------------------- auth + users

/** A user as the API returns it. */
export type User = Schemas['User'];

/** A user's role. */
export type Role = User['role'];

/** Status of a subscription. */
export type SubscriptionStatus = Schemas['Subscription']['status'];

/** The subscription summary carried by a user. */
export type UserSubscription = NonNullable<User['subscription']>;

/** A billing notice a user must see (`payment_disputed`: a dispute ended their access). */
export type BillingNotice = NonNullable<User['billingNotice']>;

/** The tokens of a session. */
export type Tokens = Schemas['AuthTokens'];

/** A token and its expiry. */
export type TokenInfo = Tokens['access'];

/** `POST /auth/login` body. */
export type LoginRequest = RequestBody<'/auth/login', 'post'>;

/** `POST /auth/register` body. */
export type RegisterRequest = RequestBody<'/auth/register', 'post'>;

/** Answer of login and register. */
export type AuthResponse = ResponseBody<'/auth/login', 'post'>;

/** `POST /auth/reset-password` body. */
export type ResetPasswordRequest = RequestBody<'/auth/reset-password', 'post'>;

/** `PATCH /users/me` body. */
export type UpdateMeRequest = RequestBody<'/users/me', 'patch'>;

/** `GET /users` (admin) query. */
export type AdminUsersParams = QueryParams<'/users', 'get'>;

/** `PATCH /users/:id` (admin) body. */
export type AdminUpdateUserRequest = RequestBody<'/users/{id}', 'patch'>;

// ---------------------------------------------------------------- plans

/** A pricing plan. */
export type Plan = Schemas['Plan'];

/** Billing interval of a plan. */
export type PlanInterval = Plan['interval'];

/** A feature's key in the catalogue of what a plan can promise. */
export type PlanFeatureKey = Schemas['PlanFeatureKey'];

/**
 * A feature of the catalogue (`GET /plans/features`, admin): its label in the language asked
 * for, the screen where a member finds it, the Connect platform it needs, and whether plans list
 * it now.
 */
export type PlanFeature = Schemas['PlanFeature'];

/** `GET /plans/features` (admin) query. */
export type PlanFeaturesParams = QueryParams<'/plans/features', 'get'>;

/** `GET /plans` query. */
export type PlansParams = QueryParams<'/plans', 'get'>;

/** `POST /plans` (admin) body. */
export type CreatePlanRequest = RequestBody<'/plans', 'post'>;

/** `PATCH /plans/:id` (admin) body. */
export type UpdatePlanRequest = RequestBody<'/plans/{id}', 'patch'>;

// ---------------------------------------------------------------- trades

/** A published trade (signal). Locked trades carry null price fields. */
export type Trade = Schemas['Trade'];

/** Direction of a trade. */
export type TradeSide = Trade['side'];

/** Lifecycle of a trade. */
export type TradeStatus = Trade['status'];

/** Outcome of a closed trade. */
export type TradeResult = NonNullable<Trade['result']>;

/** A take-profit level. */
export type TakeProfit = Trade['takeProfits'][number];

/** `POST /trades/:id/events` (admin) body. */
export type TradeEventRequest = RequestBody<'/trades/{id}/events', 'post'>;

/** Kind of an entry of a trade's append-only update log. */
export type TradeEventType = TradeEventRequest['type'];

/** One entry of a trade's update log (`type`: an event type, `published` or `updated`). */
export type TradeUpdate = Trade['updates'][number];

/** `GET /trades` query. */
export type TradesParams = QueryParams<'/trades', 'get'>;

/** `GET /trades/stats` query. */
export type TradeStatsParams = QueryParams<'/trades/stats', 'get'>;

/** `GET /trades/stats` answer. */
export type TradeStats = ResponseBody<'/trades/stats', 'get'>;

/** Per-symbol statistics. */
export type TradeStatsBySymbol = TradeStats['bySymbol'][number];

/** Per-month statistics. */
export type TradeStatsByMonth = TradeStats['byMonth'][number];

/** One point of the equity curve: one closed trade and the running totals after it. */
export type EquityPoint = TradeStats['equityCurve'][number];

/** `POST /trades` (admin) body. */
export type CreateTradeRequest = RequestBody<'/trades', 'post'>;

/** `PATCH /trades/:id` (admin) body. */
export type UpdateTradeRequest = RequestBody<'/trades/{id}', 'patch'>;

// ---------------------------------------------------------------- public + contact

/** `GET /public/stats` answer. */
export type PublicStats = ResponseBody<'/public/stats', 'get'>;

/** `POST /contact` body. */
export type ContactRequest = RequestBody<'/contact', 'post'>;

// ---------------------------------------------------------------- cards

/** A saved card (never the number). */
export type Card = Schemas['Card'];

/** `POST /users/cards/setup` answer. */
export type CardSetup = ResponseBody<'/users/cards/setup', 'post'>;

/** `POST /users/cards` body. */
export type AddCardRequest = RequestBody<'/users/cards', 'post'>;

/** `PATCH /users/cards/:id` body. */
export type UpdateCardRequest = RequestBody<'/users/cards/{id}', 'patch'>;

// ---------------------------------------------------------------- orders / payments

/** A payment order. */
export type Order = Schemas['Order'];

/** Status of an order. */
export type OrderStatus = Order['status'];

/** `POST /payments/create-order` body. */
export type CreateOrderRequest = RequestBody<'/payments/create-order', 'post'>;

/** `POST /payments/orders/:id/confirm` body. */
export type ConfirmOrderRequest = RequestBody<'/payments/orders/{id}/confirm', 'post'>;

/** The bank challenge page an order waits on (`redirect`), while `requires_action`. */
export type OrderNextAction = NonNullable<Order['nextAction']>;

/** A payment of a subscription waiting for the member's bank confirmation. */
export type PaymentAction = Schemas['PaymentAction'];

/** `GET /payments` query. */
export type PaymentsParams = QueryParams<'/payments', 'get'>;

// ---------------------------------------------------------------- subscriptions

/** A subscription. */
export type Subscription = Schemas['Subscription'];

/** `POST /subscriptions` body. */
export type CreateSubscriptionRequest = RequestBody<'/subscriptions', 'post'>;

/** `POST /subscriptions` answer. */
export type CreateSubscriptionResponse = ResponseBody<'/subscriptions', 'post'>;

/** `PATCH /subscriptions/:id` body: change plan, cancel/undo at period end, or change card. */
export type UpdateSubscriptionRequest = RequestBody<'/subscriptions/{id}', 'patch'>;

/** `GET /subscriptions/:id/preview` answer: what a plan change costs now. */
export type SubscriptionPreview = ResponseBody<'/subscriptions/{id}/preview', 'get'>;

// ---------------------------------------------------------------- balance + withdrawals

/** `GET /payments/balance` answer (minor units). */
export type Balance = Schemas['Balance'];

/** A withdrawal request. */
export type Withdrawal = Schemas['Withdrawal'];

/** How a withdrawal is paid. */
export type WithdrawalMethod = Withdrawal['method'];

/** Status of a withdrawal. */
export type WithdrawalStatus = Withdrawal['status'];

/** `POST /payments/withdraw` body. */
export type WithdrawRequest = RequestBody<'/payments/withdraw', 'post'>;

/** `POST /payments/withdraw` answer. */
export type WithdrawResponse = ResponseBody<'/payments/withdraw', 'post'>;

/** `GET /payments/withdrawals` query. */
export type WithdrawalsParams = QueryParams<'/payments/withdrawals', 'get'>;

/** `PATCH /payments/withdrawals/:id` (admin) body. */
export type AdminUpdateWithdrawalRequest = RequestBody<'/payments/withdrawals/{id}', 'patch'>;

// ---------------------------------------------------------------- affiliates

/** `GET /affiliates/me` answer (money in minor units). */
export type AffiliateSummary = Schemas['AffiliateSummary'];

/** A referred person (initials only). */
export type Referral = Schemas['Referral'];

/** Status of a referral. */
export type ReferralStatus = Referral['status'];

/** A commission earned on a referred member's payment. */
export type Commission = Schemas['Commission'];

/**
 * Status of a commission: `pending` (in its hold period), `available` (withdrawable),
 * `paid` (covered in full by paid withdrawals, allocated oldest commission first), `reversed`
 * (clawed back in full by refunds).
 */
export type CommissionStatus = Commission['status'];

/** `GET /affiliates/referrals` query. */
export type ReferralsParams = QueryParams<'/affiliates/referrals', 'get'>;

/** `GET /affiliates/commissions` query. */
export type CommissionsParams = QueryParams<'/affiliates/commissions', 'get'>;

/** Query of referrals or commissions. */
export type AffiliateListParams = ReferralsParams | CommissionsParams;

// ---------------------------------------------------------------- admin

/** One entry of the admin audit log (`GET /admin/audit-log`). */
export type AuditLogEntry = Schemas['AuditLogEntry'];

/** `GET /admin/audit-log` query. */
export type AuditLogParams = QueryParams<'/admin/audit-log', 'get'>;

/** `GET /admin/affiliates/:id` answer: a member's affiliate summary and terms. */
export type AdminAffiliate = ResponseBody<'/admin/affiliates/{id}', 'get'>;

/** A refund of an order, with the admin's reason and what happened to access. */
export type OrderRefund = Schemas['OrderRefund'];

/** `POST /admin/orders/:id/refunds` body: amount (minor units, default all left), reason, access. */
export type RefundOrderRequest = RequestBody<'/admin/orders/{id}/refunds', 'post'>;

/** `POST /admin/orders/:id/refunds` answer: the order and the refund. */
export type RefundOrderResponse = ResponseBody<'/admin/orders/{id}/refunds', 'post'>;

/** A payment dispute opened by a member's bank, with its timeline. */
export type Dispute = Schemas['Dispute'];

/** One event of a dispute's timeline. */
export type DisputeEvent = Dispute['timeline'][number];

/** `GET /admin/disputes` query. */
export type DisputesParams = QueryParams<'/admin/disputes', 'get'>;

/** `GET /admin/payouts/summary` answer (minor units). */
export type PayoutsSummary = ResponseBody<'/admin/payouts/summary', 'get'>;

/** One background job queue and its depths (`GET /admin/jobs`). */
export type JobQueue = Schemas['JobQueue'];

/** A failed background job: queue, time, attempts and last error (never its data). */
export type FailedJob = Schemas['FailedJob'];

/** `GET /admin/jobs` answer: every queue and the most recent failed jobs. */
export type JobsOverview = Schemas['JobsOverview'];

/** `POST /admin/jobs/:queue/:id/retry` answer: the job, queued again. */
export type RetriedJob = Schemas['RetriedJob'];

// ---------------------------------------------------------------- track record

/** Track-record statistics (`GET /trades/performance`). */
export type TradePerformance = Schemas['Performance'];

/**
 * One track-record figure: its value (null when it cannot be computed yet), the trades behind
 * it, and whether that sample is small (show it greyed, with the sample size).
 */
export type PerformanceFigure = TradePerformance['avgWinHours'];

/** Results of one group of trades (a weekday, an hour, a side, an asset class). */
export type PerformanceBreakdown = TradePerformance['byWeekday'][number];

/** One month of the monthly grid. */
export type PerformanceMonth = TradePerformance['monthly'][number];

/** The verifiable trade history (`GET /trades/chain`). */
export type TradeChain = Schemas['TradeChain'];

/**
 * One event of the hash-chained trade history: while its trade is live, only its id and hashes
 * (trade, time, type, data and salt null).
 */
export type TradeChainEvent = TradeChain['events'][number];

// ---------------------------------------------------------------- notifications

/** One alert about a trade event (`full` false for non-members: only the public part). */
export type Notification = Schemas['Notification'];

/** The trade events a member can be alerted about. */
export type NotificationType = Notification['type'];

/** Alert choices: channels per event type, e-mail per event or as a daily digest. */
export type NotificationPreferences = Schemas['NotificationPreferences'];
/** What saving preferences sends: markets, quiet hours and language are kept when absent. */
export type NotificationPreferencesUpdate = Schemas['NotificationPreferencesUpdateInput'];
/** Which markets reach a member, on every channel. */
export type MarketFilter = Schemas['MarketFilter'];
/** Quiet hours (phone and e-mail alerts held, then one digest). */
export type QuietHours = Schemas['QuietHours'];
/** A snoozed trade. */
export type TradeSnooze = Schemas['TradeSnooze'];
/** A device that receives phone alerts. */
export type PushDevice = Schemas['PushDevice'];
/** A browser's push subscription, as registered. */
export type PushSubscriptionInput = Schemas['PushSubscriptionInputInput'];

/** Delivery channels of alerts. */
export type NotificationChannel = keyof NotificationPreferences['channels'][NotificationType];

/** `GET /notifications` answer: a page of alerts and the unread count of all pages. */
export type NotificationPage = ResponseBody<'/notifications', 'get'>;

/**
 * `GET /notifications/unread-count` answer: the unread `count`, and `seq`, the newest alert
 * event when counted, from which a live stream opened later resumes.
 */
export type UnreadNotifications = ResponseBody<'/notifications/unread-count', 'get'>;

/** `GET /notifications` parameters. */
export type NotificationsParams = QueryParams<'/notifications', 'get'>;

/** What the live stream delivers. */
export type LiveEvent =
  | { type: 'notification'; notification: Notification }
  | { type: 'trade'; tradeId: string; event: string }
  | { type: 'resync' };

/** A market outlook post as listed (no body). */
export type PostSummary = Schemas['PostSummary'];
/** A market outlook post: `body` null and `locked` true for non-members (the teaser). */
export type Post = Schemas['Post'];
/** A post as the admins' list shows it, with its state. */
export type AdminPostSummary = Schemas['AdminPostSummary'];
/** A post's text: a structured document (never HTML). */
export type PostDocument = Schemas['PostDocument'];
/** A post's state: `draft`, `scheduled` (visible at `publishAt`) or `published`. */
export type PostStatus = Schemas['PostStatus'];
/** `GET /posts` filters: `search`, `tag`, paging. */
export type PostsParams = QueryParams<'/posts', 'get'>;
/** `GET /admin/posts` filters: `status`, `search`, paging. */
export type AdminPostsParams = QueryParams<'/admin/posts', 'get'>;
/** `POST /admin/posts`: a new draft. */
export type CreatePostRequest = RequestBody<'/admin/posts', 'post'>;
/** `PATCH /admin/posts/:id`: any of a post's fields. */
export type UpdatePostRequest = RequestBody<'/admin/posts/{id}', 'patch'>;

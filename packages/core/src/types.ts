// Request and response types of the Finfree API (v1). Shapes follow API.md; timestamps are
// ISO-8601 UTC strings, ids are opaque strings, money is integer minor units + lowercase currency.

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
  /** `field:asc|desc`. */
  sortBy?: SortBy;
}

/** One page of a list. */
export interface Paginated<T> {
  /** The items of this page. */
  results: T[];
  /** 1-based page number. */
  page: number;
  /** Page size. */
  limit: number;
  /** Number of pages. */
  totalPages: number;
  /** Number of items over all pages. */
  totalResults: number;
}

// ---------------------------------------------------------------- errors

/** One field-level validation error. */
export interface ApiFieldError {
  /** The offending field (dotted path). */
  field: string;
  /** Why it was refused. */
  message: string;
}

/** The JSON body of every failed API answer. */
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

/** A user's role. */
export type Role = 'user' | 'admin';

/** Status of a subscription. */
export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';

/** The subscription summary carried by a user. */
export interface UserSubscription {
  /** Subscription id. */
  id: string;
  /** Current status. */
  status: SubscriptionStatus;
  /** The subscribed plan. */
  plan: { id: string; name: string };
  /** End of the current period. */
  currentPeriodEnd: IsoDateTime;
  /** True when the subscription ends at period end. */
  cancelAtPeriodEnd: boolean;
}

/** A user as the API returns it. */
export interface User {
  /** User id. */
  id: string;
  /** Display name. */
  name: string;
  /** E-mail address. */
  email: string;
  /** Role. */
  role: Role;
  /** URL of the profile photo, if any. */
  photoURL: string | null;
  /** True once the e-mail address is verified. */
  isEmailVerified: boolean;
  /** The user's own referral code. */
  referralCode: string;
  /** The current subscription, or null. */
  subscription: UserSubscription | null;
  /** Creation time. */
  createdAt: IsoDateTime;
  /** Admin lists: true when the account is disabled. */
  disabled?: boolean;
}

/** A token and its expiry. */
export interface TokenInfo {
  /** The token (the access token is a JWT). */
  token: string;
  /** When it expires. */
  expires: IsoDateTime;
}

/** The tokens of a session. */
export interface Tokens {
  /** Short-lived access JWT. */
  access: TokenInfo;
  /** Refresh token. */
  refresh: TokenInfo;
}

/** `POST /auth/login` body. */
export interface LoginRequest {
  /** E-mail address. */
  email: string;
  /** Password. */
  password: string;
}

/** `POST /auth/register` body. */
export interface RegisterRequest {
  /** Display name. */
  name: string;
  /** E-mail address. */
  email: string;
  /** Password (8–128 characters). */
  password: string;
  /** Referral code of the person who referred the new user. */
  referralCode?: string;
}

/** Answer of login and register. */
export interface AuthResponse {
  /** The signed-in user. */
  user: User;
  /** The session's tokens. */
  tokens: Tokens;
}

/** `POST /auth/reset-password` body. */
export interface ResetPasswordRequest {
  /** The new password. */
  password: string;
}

/** `PATCH /users/me` body. */
export interface UpdateMeRequest {
  /** New display name. */
  name?: string;
  /** New photo URL. */
  photoURL?: string | null;
  /** New password (requires `currentPassword`). */
  password?: string;
  /** The current password, required to change the password. */
  currentPassword?: string;
  /** A custom referral code (4–16 letters or digits). */
  referralCode?: string;
}

/** `GET /users` (admin) query. */
export interface AdminUsersParams extends PageParams {
  /** Search in name and e-mail. */
  search?: string;
  /** Only users with this role. */
  role?: Role;
  /** Only users whose current subscription is in this state (`none`: no subscription). */
  subscription?: 'none' | Exclude<SubscriptionStatus, 'canceled'>;
}

/** `PATCH /users/:id` (admin) body. */
export interface AdminUpdateUserRequest {
  /** New role. */
  role?: Role;
  /** Disable or enable the account. */
  disabled?: boolean;
}

// ---------------------------------------------------------------- plans

/** Billing interval of a plan. */
export type PlanInterval = 'month' | 'year';

/** A pricing plan. */
export interface Plan {
  /** Plan id. */
  id: string;
  /** Name. */
  name: string;
  /** URL-safe slug. */
  slug: string;
  /** Marketing description. */
  description: string;
  /** Price per interval in minor units. */
  amount: number;
  /** Currency. */
  currency: Currency;
  /** Billing interval. */
  interval: PlanInterval;
  /** Free trial days (0 for none). */
  trialDays: number;
  /** Feature bullet points. */
  features: string[];
  /** True for the highlighted tier. */
  highlighted: boolean;
  /** False once archived. */
  active: boolean;
  /** Display order. */
  sortOrder: number;
}

/** `GET /plans` query. */
export interface PlansParams extends PageParams {
  /** Only plans billed at this interval. */
  interval?: PlanInterval;
}

/** `POST /plans` (admin) body. */
export type CreatePlanRequest = Omit<Plan, 'id' | 'active'> & { active?: boolean };

/** `PATCH /plans/:id` (admin) body. */
export type UpdatePlanRequest = Partial<CreatePlanRequest>;

// ---------------------------------------------------------------- trades

/** Direction of a trade. */
export type TradeSide = 'buy' | 'sell';

/** Lifecycle of a trade. */
export type TradeStatus = 'pending' | 'open' | 'closed' | 'cancelled';

/** Outcome of a closed trade. */
export type TradeResult = 'win' | 'loss' | 'breakeven';

/** A take-profit level. */
export interface TakeProfit {
  /** Price (null when locked). */
  price: number | null;
  /** Share of the position closed at this level, in percent (allocations sum to 100). */
  allocation: number;
  /** When the level was hit, or null. */
  hitAt: IsoDateTime | null;
}

/** Kind of an entry of a trade's append-only update log. */
export type TradeEventType = 'activated' | 'tp_hit' | 'sl_moved' | 'closed' | 'cancelled' | 'note';

/** One entry of a trade's update log. */
export interface TradeUpdate {
  /** When it happened. */
  at: IsoDateTime;
  /** What happened. */
  type: TradeEventType | 'published' | 'updated';
  /** Event data (`{tpIndex}`, `{price}`, `{text}` …). */
  data: Record<string, unknown> | null;
}

/** A published trade (signal). Locked trades carry null price fields. */
export interface Trade {
  /** Trade id. */
  id: string;
  /** Instrument, e.g. `EURUSD`. */
  symbol: string;
  /** Asset class, e.g. `forex`, `crypto`, `indices`. */
  assetClass: string;
  /** Buy or sell. */
  side: TradeSide;
  /** Entry price. */
  entryPrice: number | null;
  /** Entry zone, when the entry is a range. */
  entryZone: { from: number; to: number } | null;
  /** Stop loss. */
  stopLoss: number | null;
  /** Up to three take-profit levels. */
  takeProfits: TakeProfit[];
  /** Lifecycle status. */
  status: TradeStatus;
  /** Result once closed. */
  result: TradeResult | null;
  /** Closing price. */
  closePrice: number | null;
  /** Pips, weighted by take-profit allocation. */
  pips: number | null;
  /** R multiple, weighted by take-profit allocation. */
  rMultiple: number | null;
  /** Analysis text (plain text). */
  analysis: string | null;
  /** Tags. */
  tags: string[];
  /** True when details are hidden from a non-member. */
  locked: boolean;
  /** When it was published. */
  publishedAt: IsoDateTime | null;
  /** When it was opened. */
  openedAt: IsoDateTime | null;
  /** When it was closed. */
  closedAt: IsoDateTime | null;
  /** Append-only update log. */
  updates: TradeUpdate[];
}

/** `GET /trades` query. */
export interface TradesParams extends PageParams {
  /** Only trades in this status. */
  status?: TradeStatus;
  /** Only this symbol. */
  symbol?: string;
  /** Only this side. */
  side?: TradeSide;
  /** Opened at or after (ISO date). */
  from?: string;
  /** Opened at or before (ISO date). */
  to?: string;
}

/** `GET /trades/stats` query. */
export interface TradeStatsParams {
  /** From (ISO date). */
  from?: string;
  /** To (ISO date). */
  to?: string;
  /** Only this symbol. */
  symbol?: string;
}

/** Per-symbol statistics. */
export interface TradeStatsBySymbol {
  /** Symbol. */
  symbol: string;
  /** Closed trades. */
  trades: number;
  /** Wins. */
  wins: number;
  /** Losses. */
  losses: number;
  /** Breakevens. */
  breakeven: number;
  /** Win rate in percent (0–100), breakevens excluded. */
  winRate: number;
  /** Total pips. */
  pips: number;
  /** Total R. */
  r: number;
}

/** Per-month statistics. */
export interface TradeStatsByMonth {
  /** Month as `YYYY-MM`. */
  month: string;
  /** Closed trades. */
  trades: number;
  /** Wins. */
  wins: number;
  /** Losses. */
  losses: number;
  /** Breakevens. */
  breakeven: number;
  /** Win rate in percent (0–100), breakevens excluded. */
  winRate: number;
  /** Total pips. */
  pips: number;
  /** Total R. */
  r: number;
}

/** One point of the equity curve: one closed trade and the running totals after it. */
export interface EquityPoint {
  /** Time of the closing trade. */
  at: IsoDateTime;
  /** The closed trade. */
  tradeId: string;
  /** R of this trade. */
  r: number;
  /** Cumulative R. */
  cumulativeR: number;
  /** Cumulative pips. */
  cumulativePips: number;
}

/** `GET /trades/stats` answer. */
export interface TradeStats {
  /** All trades in range. */
  totalTrades: number;
  /** Open trades. */
  open: number;
  /** Closed trades. */
  closed: number;
  /** Wins. */
  wins: number;
  /** Losses. */
  losses: number;
  /** Breakevens. */
  breakeven: number;
  /** Win rate in percent (0–100), breakevens excluded. */
  winRate: number;
  /** Total pips. */
  totalPips: number;
  /** Total R. */
  totalR: number;
  /** Gross profit / gross loss. */
  profitFactor: number | null;
  /** Expectancy in R. */
  expectancyR: number | null;
  /** Longest winning streak. */
  maxConsecutiveWins: number;
  /** Longest losing streak. */
  maxConsecutiveLosses: number;
  /** Statistics per symbol. */
  bySymbol: TradeStatsBySymbol[];
  /** Statistics per month. */
  byMonth: TradeStatsByMonth[];
  /** Cumulative result over time. */
  equityCurve: EquityPoint[];
}

/** `POST /trades` (admin) body. */
export interface CreateTradeRequest {
  /** Instrument. */
  symbol: string;
  /** Asset class. */
  assetClass: string;
  /** Buy or sell. */
  side: TradeSide;
  /** Entry price (or give `entryZone`). */
  entryPrice?: number;
  /** Entry zone. */
  entryZone?: { from: number; to: number };
  /** Stop loss. */
  stopLoss: number;
  /** Up to three take-profits with allocations (percent) summing to 100. */
  takeProfits: { price: number; allocation: number }[];
  /** Analysis text. */
  analysis?: string;
  /** Tags. */
  tags?: string[];
  /** Initial status (`pending` or `open`). */
  status?: Extract<TradeStatus, 'pending' | 'open'>;
}

/** `PATCH /trades/:id` (admin) body. */
export type UpdateTradeRequest = Partial<Omit<CreateTradeRequest, 'status'>>;

/** `POST /trades/:id/events` (admin) body. */
export type TradeEventRequest =
  | { type: 'activated' }
  | { type: 'tp_hit'; tpIndex: number }
  | { type: 'sl_moved'; price: number }
  | { type: 'closed'; price: number }
  | { type: 'cancelled' }
  | { type: 'note'; text: string };

// ---------------------------------------------------------------- public + contact

/** `GET /public/stats` answer. */
export interface PublicStats {
  /** Number of members. */
  members: number;
  /** Rounded label, e.g. `3k+`. */
  membersLabel: string;
  /** Win rate over the last 90 days, in percent (0–100). */
  winRate90d: number;
  /** Closed trades over the last 90 days. */
  trades90d: number;
}

/** `POST /contact` body. */
export interface ContactRequest {
  /** Sender name. */
  name: string;
  /** Sender e-mail. */
  email: string;
  /** Subject. */
  subject: string;
  /** Message. */
  message: string;
}

// ---------------------------------------------------------------- cards

/** A saved card (never the number). */
export interface Card {
  /** Card id. */
  id: string;
  /** Brand, e.g. `visa`. */
  brand: string;
  /** Last four digits. */
  last4: string;
  /** Expiry month (1–12). */
  expMonth: number;
  /** Expiry year (4 digits). */
  expYear: number;
  /** True for the default card. */
  isDefault: boolean;
}

/** `POST /users/cards/setup` answer. */
export interface CardSetup {
  /** Setup id to pass to the card form. */
  setupId: string;
  /** Where the provider's card form lives. */
  cardFormUrl: string;
}

/** `POST /users/cards` body. */
export interface AddCardRequest {
  /** The provider's payment-method token from the card form. */
  paymentMethodId: string;
  /** Make it the default card. */
  setDefault?: boolean;
}

/** `PATCH /users/cards/:id` body. */
export interface UpdateCardRequest {
  /** Make it (or stop it being) the default card. */
  isDefault: boolean;
}

// ---------------------------------------------------------------- orders / payments

/** Status of an order. */
export type OrderStatus =
  'requires_payment_method' | 'processing' | 'succeeded' | 'failed' | 'refunded';

/** A payment order. */
export interface Order {
  /** Order id. */
  id: string;
  /** What it pays for, e.g. `subscription_create`, `renewal`, `upgrade`. */
  purpose: string;
  /** Plan paid for. */
  planId: string | null;
  /** Subscription paid for. */
  subscriptionId: string | null;
  /** Amount in minor units, computed by the server. */
  amount: number;
  /** Currency. */
  currency: Currency;
  /** Status. */
  status: OrderStatus;
  /**
   * Refunded so far in minor units (cumulative, partial refunds included); the order becomes
   * `refunded` only once it reaches `amount`. Optional: older API answers lack it.
   */
  refundedAmount?: number;
  /** The card charged. */
  card: { brand: string; last4: string } | null;
  /** Last payment error. */
  lastError: { code?: string; message: string; declineCode?: string } | string | null;
  /** Creation time. */
  createdAt: IsoDateTime;
}

/** `POST /payments/create-order` body. */
export type CreateOrderRequest = { planId: string } | { subscriptionId: string };

/** `POST /payments/orders/:id/confirm` body. */
export type ConfirmOrderRequest =
  { cardId: string } | { paymentMethodId: string; saveCard?: boolean };

/** `GET /payments` query. */
export interface PaymentsParams extends PageParams {
  /** Only orders in this status. */
  status?: OrderStatus;
}

// ---------------------------------------------------------------- subscriptions

/** A subscription. */
export interface Subscription {
  /** Subscription id. */
  id: string;
  /** Plan subscribed to. */
  plan: Plan;
  /** Status. */
  status: SubscriptionStatus;
  /** Start of the current period. */
  currentPeriodStart: IsoDateTime;
  /** End of the current period. */
  currentPeriodEnd: IsoDateTime;
  /** True when it ends at period end. */
  cancelAtPeriodEnd: boolean;
  /** Plan taking effect at renewal (downgrade), or null. */
  scheduledPlan: Plan | null;
  /** Card charged at renewal. */
  defaultCard: Card | null;
}

/** `POST /subscriptions` body. */
export interface CreateSubscriptionRequest {
  /** Plan to subscribe to. */
  planId: string;
  /** Card to charge. */
  cardId: string;
}

/** `POST /subscriptions` answer. */
export interface CreateSubscriptionResponse {
  /** The new subscription. */
  subscription: Subscription;
  /** The first order. */
  order: Order;
}

/** `PATCH /subscriptions/:id` body: change plan, cancel/undo at period end, or change card. */
export type UpdateSubscriptionRequest =
  | { planId: string }
  | { cancelAtPeriodEnd: boolean; cancellationReason?: string }
  | { cardId: string };

/** `GET /subscriptions/:id/preview` answer: what a plan change costs now. */
export interface SubscriptionPreview {
  /** Amount due now in minor units (0 for a downgrade at renewal). */
  amountDue: number;
  /** Currency. */
  currency: Currency;
  /** When the change takes effect: now (upgrade) or at renewal (downgrade). */
  effective?: 'now' | 'renewal';
  /** When it takes effect. */
  effectiveAt?: IsoDateTime;
  /** Credit for the unused part of the current period. */
  credit?: number;
}

// ---------------------------------------------------------------- balance + withdrawals

/** `GET /payments/balance` answer (minor units). */
export interface Balance {
  /** Currency. */
  currency: Currency;
  /** Commissions still in their hold period. */
  pending: number;
  /** Withdrawable amount. */
  available: number;
  /** Already paid out. */
  paid: number;
  /** Smallest withdrawal. */
  minimumWithdrawal: number;
  /** Hold period in days. */
  holdDays: number;
}

/** How a withdrawal is paid. */
export type WithdrawalMethod = 'bank_transfer' | 'paypal' | 'usdt';

/** Status of a withdrawal. */
export type WithdrawalStatus =
  'pending' | 'approved' | 'rejected' | 'paid' | 'failed' | 'cancelled';

/** A withdrawal request. */
export interface Withdrawal {
  /** Withdrawal id. */
  id: string;
  /** Amount in minor units. */
  amount: number;
  /** Currency. */
  currency: Currency;
  /** Payout method. */
  method: WithdrawalMethod;
  /** Where to pay (IBAN, PayPal e-mail, wallet address). */
  destination: string;
  /** Status. */
  status: WithdrawalStatus;
  /** Admin note. */
  note: string | null;
  /**
   * The payment provider's payout id, set when the withdrawal was paid (the API sends the
   * money through the provider before it marks the withdrawal `paid`); null before.
   */
  payoutId?: string | null;
  /** Creation time. */
  createdAt: IsoDateTime;
  /** Last change. */
  updatedAt?: IsoDateTime;
  /** Requesting user (admin lists). */
  user?: Pick<User, 'id' | 'name' | 'email'>;
}

/** `POST /payments/withdraw` body. */
export interface WithdrawRequest {
  /** Amount in minor units. */
  amount: number;
  /** Payout method. */
  method: WithdrawalMethod;
  /** Where to pay. */
  destination: string;
}

/** `POST /payments/withdraw` answer. */
export interface WithdrawResponse {
  /** The new withdrawal. */
  withdrawal: Withdrawal;
  /** The balance after it. */
  balance: Balance;
}

/** `GET /payments/withdrawals` query. */
export interface WithdrawalsParams extends PageParams {
  /** Only withdrawals in this status. */
  status?: WithdrawalStatus;
  /** Admin: only this member's withdrawals. */
  userId?: string;
}

/** `PATCH /payments/withdrawals/:id` (admin) body. */
export interface AdminUpdateWithdrawalRequest {
  /** New status (legal transitions only). */
  status: Extract<WithdrawalStatus, 'approved' | 'rejected' | 'paid' | 'failed'>;
  /** Note shown to the user. */
  note: string;
}

// ---------------------------------------------------------------- affiliates

/** `GET /affiliates/me` answer (money in minor units). */
export interface AffiliateSummary {
  /** The user's referral code. */
  referralCode: string;
  /** The full referral link (`/?ref=CODE`). */
  referralLink: string;
  /** Commission terms: `rate` in percent (30 = 30 %), recurring for `months` after the first payment. */
  commission: { rate: number; recurring: boolean; months: number };
  /** Funnel. */
  stats: { clicks: number; signups: number; conversions: number; activeReferrals: number };
  /** Earnings. */
  earnings: { pending: number; available: number; paid: number; lifetime: number };
  /** Currency of the earnings. */
  currency: Currency;
}

/** Status of a referral. */
export type ReferralStatus = 'signed_up' | 'active' | 'churned';

/** A referred person (initials only). */
export interface Referral {
  /** Referral id. */
  id: string;
  /** Initials of the referred person. */
  initials: string;
  /** Status. */
  status: ReferralStatus;
  /** Sign-up time. */
  createdAt: IsoDateTime;
  /** First payment time, or null. */
  convertedAt: IsoDateTime | null;
}

/**
 * Status of a commission: `pending` (in its hold period), `available` (withdrawable),
 * `paid` (covered in full by paid withdrawals, allocated oldest commission first), `reversed`
 * (clawed back in full by refunds).
 */
export type CommissionStatus = 'pending' | 'available' | 'paid' | 'reversed';

/** A commission earned on a referred member's payment. */
export interface Commission {
  /** Commission id. */
  id: string;
  /** Amount in minor units. */
  amount: number;
  /**
   * Part covered by paid withdrawals, in minor units; the commission is `paid` once it reaches
   * `amount − reversedAmount`. Optional: older API answers lack it.
   */
  paidAmount?: number;
  /**
   * Part clawed back by (partial) refunds, in minor units; the net commission is
   * `amount − reversedAmount`. Optional: older API answers lack it.
   */
  reversedAmount?: number;
  /** Currency. */
  currency: Currency;
  /** Status. */
  status: CommissionStatus;
  /** Rate applied, in percent. */
  rate: number;
  /** Amount of the order it was earned on, in minor units. */
  orderAmount: number;
  /** Initials of the referred person. */
  referralInitials: string;
  /** When it becomes available (end of the hold period). */
  availableAt: IsoDateTime | null;
  /** Creation time. */
  createdAt: IsoDateTime;
}

/** Query of referrals and commissions. */
export interface AffiliateListParams extends PageParams {
  /** Only items in this status. */
  status?: string;
}

// ---------------------------------------------------------------- admin audit log

/** One entry of the admin audit log (`GET /admin/audit-log`). */
export interface AuditLogEntry {
  /** Entry id. */
  id: string;
  /** The admin who acted. */
  actor: { id: string; name: string; email: string };
  /** What was done, e.g. `withdrawal.approved`. */
  action: string;
  /** Kind of the changed record, e.g. `withdrawal`. */
  targetType: string;
  /** Id of the changed record. */
  targetId: string;
  /** The record before the change. */
  before: Record<string, unknown> | null;
  /** The record after the change. */
  after: Record<string, unknown> | null;
  /** When. */
  createdAt: IsoDateTime;
}

/** `GET /admin/audit-log` query. */
export interface AuditLogParams extends PageParams {
  /** Only what this admin did. */
  actorId?: string;
  /** An exact action (`trade.closed`) or a family (`trade`). */
  action?: string;
}

/** `GET /admin/affiliates/:id` answer: a member's affiliate summary and terms. */
export interface AdminAffiliate {
  /** The member. */
  userId: string;
  /** Commission rate in percent. */
  rate: number;
  /** True when the rate is an override of the default. */
  custom: boolean;
  /** Referral code, funnel and earnings. */
  summary: AffiliateSummary;
  /** Pending, available and paid balance. */
  balance: Balance;
}

/** `GET /admin/payouts/summary` answer (minor units). */
export interface PayoutsSummary {
  /** Currency of the amounts. */
  currency: Currency;
  /** Withdrawals awaiting a decision. */
  pending: { count: number; amount: number };
  /** Withdrawals approved, not yet paid. */
  approved: { count: number; amount: number };
}

/** One track-record figure, the number of trades behind it, and whether that sample is small. */
export interface PerformanceFigure {
  /** The value; null when it cannot be computed yet. */
  value: number | null;
  /** Trades behind it. */
  trades: number;
  /** Fewer trades than `smallSampleBelow`: show it greyed, with the sample size. */
  smallSample: boolean;
}

/** Results of one group of trades (a weekday, an hour, a side, an asset class). */
export interface PerformanceBreakdown {
  /** `mon`…`sun`, `00`…`23`, `buy`/`sell`, or an asset class. */
  key: string;
  /** Closed trades. */
  trades: number;
  /** Wins. */
  wins: number;
  /** Losses. */
  losses: number;
  /** Breakevens. */
  breakeven: number;
  /** Win rate, percent (breakevens left out). */
  winRate: number;
  /** Total R. */
  r: number;
  /** Mean R per trade. */
  expectancy: number;
  /** Fewer than 30 trades. */
  smallSample: boolean;
}

/** One month of the monthly grid. */
export interface PerformanceMonth {
  /** Total R of the trades closed that month. */
  r: number;
  /** Trades closed that month. */
  trades: number;
}

/** Track-record statistics (`GET /trades/performance`). */
export interface TradePerformance {
  /** Closed trades in range. */
  sampleSize: number;
  /** The small-sample threshold (30). */
  smallSampleBelow: number;
  /** Calendar months from the first close to the last. */
  months: number;
  /** Total R. */
  totalR: PerformanceFigure;
  /** Win rate, percent. */
  winRate: PerformanceFigure;
  /** Average win ÷ average loss. */
  payoffRatio: PerformanceFigure;
  /** Mean R per trade. */
  expectancy: PerformanceFigure;
  /** System quality number. */
  sqn: PerformanceFigure;
  /** Largest drawdown, R. */
  maxDrawdown: PerformanceFigure;
  /** Longest drawdown, days. */
  longestDrawdownDays: PerformanceFigure;
  /** Total R ÷ max drawdown. */
  recoveryFactor: PerformanceFigure;
  /** Percent of months with a positive R. */
  profitableMonths: PerformanceFigure;
  /** Annualised Sharpe ratio of monthly R (null under 12 months). */
  sharpe: PerformanceFigure;
  /** Annualised Sortino ratio of monthly R (null under 12 months). */
  sortino: PerformanceFigure;
  /** Average hours in winning trades. */
  avgWinHours: PerformanceFigure;
  /** Average hours in losing trades. */
  avgLossHours: PerformanceFigure;
  /** The five largest drawdowns. */
  drawdowns: {
    peakAt: string;
    troughAt: string;
    recoveredAt: string | null;
    depthR: number;
    days: number;
  }[];
  /** Cumulative R and drawdown at each close time. */
  curve: { at: string; r: number; cumulativeR: number; drawdownR: number }[];
  /** Months by year (January first; null for months without a closed trade). */
  monthly: { year: number; months: (PerformanceMonth | null)[]; r: number }[];
  /** By opening weekday (UTC). */
  byWeekday: PerformanceBreakdown[];
  /** By opening hour (UTC). */
  byHour: PerformanceBreakdown[];
  /** By side. */
  bySide: PerformanceBreakdown[];
  /** By asset class. */
  byAssetClass: PerformanceBreakdown[];
}

/** One event of the hash-chained trade history. */
export interface TradeChainEvent {
  /** Position in the chain (insertion order). */
  id: number;
  /** The trade it belongs to. */
  tradeId: string;
  /** When it happened (ISO). */
  at: string;
  /** `published`, `activated`, `tp_hit`, `sl_moved`, `closed`, `cancelled`, `note`, `updated`. */
  type: string;
  /** What happened; null while the trade is live (prices are not published). */
  data: Record<string, unknown> | null;
  /** The event's random salt; null while the trade is live. */
  salt: string | null;
  /** SHA-256 of the event's canonical form. */
  contentHash: string;
  /** SHA-256 of the previous hash and the content hash. */
  hash: string;
}

/** The verifiable trade history (`GET /trades/chain`). */
export interface TradeChain {
  /** The hash before the first event (64 zeros). */
  genesis: string;
  /** The last event's hash, or null with no event. */
  head: { id: number; at: string; hash: string } | null;
  /** The last event of each UTC day. */
  days: { day: string; id: number; hash: string }[];
  /** Every event, in chain order. */
  events: TradeChainEvent[];
}

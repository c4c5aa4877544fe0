import type { TradeRow } from './trades.repository';

/**
 * What a non-member (a signed-in free user, a visitor) sees of a trade: the one rule every
 * route that serves trades or their events to non-members goes through.
 *
 * A trade is **live** while `pending` or `open`. Of a live trade a non-member sees that it
 * exists (symbol, side, asset class, status, tags, take-profit allocations, publication time)
 * and nothing that gives its levels away: neither a price nor the analysis, nor when anything
 * happened to it (when it opened, when a take-profit was hit), nor its events. With a symbol,
 * a side and a time, a chart would tell the level. Once the trade is closed or cancelled,
 * everyone sees all of it. Members (an entitled subscription) and admins always see all of it.
 */
export type TradeStatus = TradeRow['status'];

/** Whether a trade is live (pending or open). */
export const isLive = (status: TradeStatus): boolean => status === 'pending' || status === 'open';

/** Whether a trade in `status` is withheld (locked) from this viewer. */
export const isWithheld = (status: TradeStatus, member: boolean): boolean =>
  !member && isLive(status);

/**
 * Whether non-members may learn of an event as it happens (an alert, a live signal), given the
 * trade's status once the event is applied: its publication (the trade's existence and
 * publication time are shown to them), or an event that leaves the trade no longer live.
 */
export const eventShownToNonMembers = (type: string, statusAfter: TradeStatus): boolean =>
  type === 'published' || !isLive(statusAfter);

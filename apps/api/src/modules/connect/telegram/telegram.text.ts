import { alertBody, alertTitle, tradeStateLine } from '@finfree/core';
import type { EventRow, TradeRow } from './telegram.repository';

/** The longest message Telegram takes (characters). */
const MAX = 4096;

/** The trade's page in the web app (its chart). */
export function tradeUrl(appUrl: string, tradeId: string): string {
  return `${appUrl}/dashboard/trades/${encodeURIComponent(tradeId)}`;
}

/**
 * An event's post on the members' channel, in English, with the alert texts every other channel
 * uses: the title, the event's line (a new trade's entry, stop and take-profits), the trade's
 * state now for a later event, and the link to its chart.
 */
export function channelPost(event: EventRow, trade: TradeRow, appUrl: string): string {
  const input = { type: event.type, symbol: event.payload.symbol, side: event.payload.side };
  const lines = [
    alertTitle(input, 'en'),
    alertBody({ ...input, full: true, data: event.payload.data }, 'en'),
  ];
  if (event.type !== 'published')
    lines.push(
      tradeStateLine(
        {
          symbol: trade.symbol,
          side: trade.side,
          status: trade.status,
          entryPrice: trade.entryPrice,
          stopLoss: trade.stopLoss,
          initialStopLoss: trade.initialStopLoss,
          takeProfits: trade.takeProfits.map((tp) => ({ price: tp.price, hit: tp.hitAt !== null })),
          rMultiple: trade.rMultiple,
          closePrice: trade.closePrice,
        },
        'en',
      ),
    );
  const link = tradeUrl(appUrl, trade.id);
  const text = lines.join('\n');
  const room = MAX - link.length - 1;
  return `${text.length > room ? `${text.slice(0, room - 1)}…` : text}\n${link}`;
}

/** The private message to a member whose access ended. */
export const endedMessage = (appUrl: string) =>
  `Your access to the members' channel ended — renew at ${appUrl}/dashboard/pricing to rejoin.`;

/** The private message to a member whose access is back. */
export const welcomeBackMessage = (appUrl: string) =>
  `Welcome back: open ${appUrl}/dashboard/connect for a new invite link.`;

/** The answer to `/start` from a linked member. */
export const startLinkedMessage = (appUrl: string) =>
  `Welcome to Finfree. You are connected: new trades are posted in the members' channel, and I will tell you here if your access changes. Your account: ${appUrl}/dashboard/connect`;

/** The answer to `/start` from someone not linked. */
export const startUnknownMessage = (appUrl: string) =>
  `Hello! To join the members' channel, open ${appUrl}/dashboard/connect and get your invite link.`;

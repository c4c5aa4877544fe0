import type { TradeUpdate } from '@finfree/core';
import type { TFunction } from 'i18next';
import { formatNumber, formatSigned } from '../../lib/format';

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * One entry of a trade's append-only history as a sentence for people, in the reader's
 * language: "Take-profit 1 hit at 188.668", "Stop loss moved from 187.07 to 187.869",
 * "Closed at 189.1 (+87.9 pips, +1.1 R)".
 */
export function describeTradeUpdate(update: TradeUpdate, t: TFunction, lng: string): string {
  const data = update.data ?? {};
  const price = (value: unknown) => {
    const n = num(value);
    return n === null ? '—' : formatNumber(n, lng, 5);
  };
  // The result the server computed when the trade closed (pips and R weighted by allocation).
  const outcome = () => {
    const pips = num(data.pips);
    const r = num(data.rMultiple);
    if (pips === null || r === null) return '';
    return t('trades.history.outcome', {
      pips: formatSigned(pips, lng, 1),
      r: formatSigned(r, lng, 1),
    });
  };
  switch (update.type) {
    case 'published':
      return data.status === 'pending'
        ? t('trades.history.publishedPending')
        : t('trades.history.published');
    case 'updated':
      return t('trades.history.updated');
    case 'activated':
      return t('trades.history.activated');
    case 'tp_hit': {
      const index = num(data.tpIndex) ?? 0;
      const hit = t('trades.history.tpHit', { n: index + 1, price: price(data.price) });
      const closed = outcome();
      return closed ? `${hit} — ${t('trades.history.allTpsHit', { outcome: closed })}` : hit;
    }
    case 'sl_moved':
      return num(data.from) === null
        ? t('trades.history.slMovedTo', { to: price(data.price) })
        : t('trades.history.slMoved', { from: price(data.from), to: price(data.price) });
    case 'closed': {
      const closed = outcome();
      return closed
        ? t('trades.history.closedWith', { price: price(data.price), outcome: closed })
        : t('trades.history.closed', { price: price(data.price) });
    }
    case 'cancelled':
      return t('trades.history.cancelled');
    case 'note':
      return t('trades.history.note', { text: typeof data.text === 'string' ? data.text : '' });
    default:
      return t('trades.history.other');
  }
}

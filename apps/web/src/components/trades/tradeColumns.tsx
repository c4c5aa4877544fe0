import type { Trade } from '@finfree/core';
import { Button, type TableColumn } from '@finfree/ui';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../lib/format';
import { LockedLabel } from './TradeHeading';
import { ResultLabel, SideLabel, SignedValue, StatusLabel } from './TradeLabels';

/** Options of {@link tradeColumns}. */
export interface TradeColumnsOptions {
  /** The translation function of the screen. */
  t: TFunction;
  /** The language numbers and dates are formatted in. */
  lng: string;
  /** Opens a trade's detail (the symbol is a button). */
  open: (trade: Trade) => void;
  /** Accessible name of a trade's symbol button, e.g. "View EURUSD details". */
  openLabel: (trade: Trade) => string;
  /** Columns shown between the entry and the result (e.g. the admin's stop loss). */
  middle?: TableColumn<Trade>[];
}

/**
 * The columns of a trades table: symbol (opens the trade), side, status, entry (locked for a
 * non-member), `middle`, result, pips, R multiple and publication date.
 */
export function tradeColumns({
  t,
  lng,
  open,
  openLabel,
  middle = [],
}: TradeColumnsOptions): TableColumn<Trade>[] {
  return [
    {
      id: 'symbol',
      header: t('trades.symbol'),
      cell: (row) => (
        <Button variant="text" size="small" onClick={() => open(row)} aria-label={openLabel(row)}>
          {row.symbol}
        </Button>
      ),
    },
    { id: 'side', header: t('trades.side'), cell: (row) => <SideLabel side={row.side} /> },
    {
      id: 'status',
      header: t('trades.status'),
      cell: (row) => <StatusLabel status={row.status} />,
    },
    {
      id: 'entry',
      header: t('trades.entry'),
      numeric: true,
      cell: (row) =>
        row.locked ? (
          <LockedLabel />
        ) : row.entryPrice === null ? (
          '—'
        ) : (
          formatNumber(row.entryPrice, lng, 5)
        ),
    },
    ...middle,
    {
      id: 'result',
      header: t('trades.result'),
      cell: (row) => <ResultLabel result={row.result} />,
    },
    {
      id: 'pips',
      header: t('trades.pips'),
      numeric: true,
      cell: (row) => <SignedValue value={row.pips} />,
    },
    {
      id: 'rMultiple',
      header: t('trades.rMultiple'),
      numeric: true,
      cell: (row) => <SignedValue value={row.rMultiple} digits={2} />,
    },
    {
      id: 'publishedAt',
      header: t('trades.published'),
      cell: (row) => (row.publishedAt ? formatDate(row.publishedAt, lng) : '—'),
    },
  ];
}

import type { Trade } from '@finfree/core';
import type { TableColumn } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { type ListQuery, QueryTable } from '../../components/QueryTable';
import {
  ResultLabel,
  SideLabel,
  SignedValue,
  StatusLabel,
} from '../../components/trades/TradeLabels';
import type { SnoozeColumnFactory } from '../../components/trades/snooze/useSnoozeColumn';

/** Props of {@link LatestTradesTable}. */
export interface LatestTradesTableProps {
  /** The latest trades query (its first page of 5), read by the overview itself. */
  latest: ListQuery<Trade>;
  /** The "Alerts" column once loaded (`useSnoozeColumn`), shown last. */
  alerts?: SnoozeColumnFactory;
}

/** The overview's table of the latest trades (loaded when it comes near the screen). */
export default function LatestTradesTable({ latest, alerts }: LatestTradesTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Trade>[] = [
    {
      id: 'symbol',
      header: t('trades.symbol'),
      cell: (row: Trade) => <strong>{row.symbol}</strong>,
    },
    { id: 'side', header: t('trades.side'), cell: (row: Trade) => <SideLabel side={row.side} /> },
    {
      id: 'status',
      header: t('trades.status'),
      cell: (row: Trade) => <StatusLabel status={row.status} />,
    },
    {
      id: 'result',
      header: t('trades.result'),
      cell: (row: Trade) => <ResultLabel result={row.result} />,
    },
    {
      id: 'pips',
      header: t('trades.pips'),
      numeric: true,
      cell: (row: Trade) => <SignedValue value={row.pips} />,
    },
  ];
  if (alerts) columns.push(alerts(t));
  return (
    <QueryTable
      caption={t('dashboard.latestTrades')}
      columns={columns}
      query={latest}
      emptyContent={t('common.empty')}
    />
  );
}

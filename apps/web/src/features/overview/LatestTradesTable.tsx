import type { Paginated, Trade } from '@finfree/core';
import { Table } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import {
  ResultLabel,
  SideLabel,
  SignedValue,
  StatusLabel,
} from '../../components/trades/TradeLabels';
import { loadErrorKey } from '../../lib/loadError';

/** Props of {@link LatestTradesTable}. */
export interface LatestTradesTableProps {
  /** The latest trades query (its first page of 5), read by the overview itself. */
  latest: {
    data?: Paginated<Trade>;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}

/** The overview's table of the latest trades (loaded when it comes near the screen). */
export default function LatestTradesTable({ latest }: LatestTradesTableProps) {
  const { t } = useTranslation();
  const columns = [
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
  return (
    <Table
      caption={t('dashboard.latestTrades')}
      columns={columns}
      rows={latest.data?.results ?? []}
      loading={latest.isPending}
      error={latest.isError ? t(loadErrorKey(latest.error)) : undefined}
      onRetry={() => void latest.refetch()}
      retryLabel={t('common.retry')}
      emptyContent={t('common.empty')}
    />
  );
}

import type { Trade, TradeSide, TradeStatus, TradesParams } from '@finfree/core';
import { useTradeStats, useTrades } from '@finfree/core/react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardContent,
  Select,
  Skeleton,
  Stack,
  Table,
  TextField,
  Typography,
  cssVar,
  up,
} from '@finfree/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  LockedLabel,
  ResultLabel,
  SideLabel,
  SignedValue,
  StatusLabel,
} from '../../components/trades/TradeLabels';
import { loadErrorKey } from '../../lib/loadError';
import { formatDate, formatNumber, formatPercent } from '../../lib/format';
import { paths } from '../../routes/paths';

// The detail drawer (and the dialog library under it) loads when a trade is first opened.
const TradeDetailDrawer = lazy(() => import('./TradeDetailDrawer'));

const statuses: TradeStatus[] = ['pending', 'open', 'closed', 'cancelled'];
const sides: TradeSide[] = ['buy', 'sell'];
const LIMIT = 10;

const StatsGrid = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  grid-template-columns: repeat(2, 1fr);
  ${up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${cssVar('text-primary')};
  }
  dt {
    color: ${cssVar('text-secondary')};
    font-size: 0.875rem;
  }
`;

const Filters = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 240px));
  }
`;

/** Reads the list parameters from the URL (page 1 and limit 10 by default). */
export function readTradeParams(search: URLSearchParams): TradesParams {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const side = search.get('side');
  const symbol = search.get('symbol')?.trim();
  return {
    limit: LIMIT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(status && (statuses as string[]).includes(status) ? { status: status as TradeStatus } : {}),
    ...(side && (sides as string[]).includes(side) ? { side: side as TradeSide } : {}),
    ...(symbol ? { symbol: symbol.toUpperCase() } : {}),
  };
}

function StatsHeader() {
  const { t, i18n } = useTranslation();
  const stats = useTradeStats();
  const s = stats.data;
  const items = [
    { label: t('dashboard.winRate'), value: s ? formatPercent(s.winRate, i18n.language) : null },
    { label: t('dashboard.totalPips'), value: s ? <SignedValue value={s.totalPips} /> : null },
    {
      label: t('dashboard.closedTrades'),
      value: s ? formatNumber(s.closed, i18n.language, 0) : null,
    },
    { label: t('trades.statuses.open'), value: s ? formatNumber(s.open, i18n.language, 0) : null },
  ];
  if (stats.isError) return null;
  return (
    <Card>
      <CardContent>
        <StatsGrid aria-busy={!s || undefined}>
          {items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value ?? <Skeleton variant="text" width="60%" />}</dd>
            </div>
          ))}
        </StatsGrid>
      </CardContent>
    </Card>
  );
}

/** Trades: stats, filters, a paginated table, a detail drawer; locked rows invite to subscribe. */
/** How long the symbol filter waits for the typing to pause. */
const SYMBOL_DEBOUNCE_MS = 400;

export function TradesPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readTradeParams(search);
  const trades = useTrades(params);
  const selected = search.get('trade');
  // Once opened, the drawer stays mounted so it can play its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (selected && !drawerUsed) setDrawerUsed(true);
  const lng = i18n.language;

  const symbolTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(symbolTimer.current), []);

  // From the latest parameters (a delayed symbol filter must not undo a newer change).
  const update = (changes: Record<string, string | null>) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };

  const columns = [
    {
      id: 'symbol',
      header: t('trades.symbol'),
      cell: (row: Trade) => (
        <Button
          variant="text"
          size="small"
          onClick={() => update({ trade: row.id })}
          aria-label={t('trades.viewDetails', { symbol: row.symbol })}
        >
          {row.symbol}
        </Button>
      ),
    },
    { id: 'side', header: t('trades.side'), cell: (row: Trade) => <SideLabel side={row.side} /> },
    {
      id: 'status',
      header: t('trades.status'),
      cell: (row: Trade) => <StatusLabel status={row.status} />,
    },
    {
      id: 'entry',
      header: t('trades.entry'),
      numeric: true,
      cell: (row: Trade) =>
        row.locked ? (
          <LockedLabel />
        ) : row.entryPrice === null ? (
          '—'
        ) : (
          formatNumber(row.entryPrice, lng, 5)
        ),
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
    {
      id: 'rMultiple',
      header: t('trades.rMultiple'),
      numeric: true,
      cell: (row: Trade) => <SignedValue value={row.rMultiple} digits={2} />,
    },
    {
      id: 'publishedAt',
      header: t('trades.published'),
      cell: (row: Trade) => (row.publishedAt ? formatDate(row.publishedAt, lng) : '—'),
    },
  ];

  const rows = trades.data?.results ?? [];
  const anyLocked = rows.some((row) => row.locked);

  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t('trades.title')}
      </Typography>
      <StatsHeader />
      {anyLocked ? (
        <Alert
          severity="info"
          title={t('trades.locked')}
          action={
            <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small">
              {t('trades.subscribe')}
            </ButtonLink>
          }
        >
          {t('trades.lockedText')}
        </Alert>
      ) : null}
      <Filters role="search" aria-label={t('trades.title')}>
        <Select
          label={t('trades.filterStatus')}
          value={params.status ?? ''}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            update({ status: event.target.value, page: null })
          }
        >
          <option value="">{t('trades.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`trades.statuses.${status}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('trades.filterSide')}
          value={params.side ?? ''}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            update({ side: event.target.value, page: null })
          }
        >
          <option value="">{t('trades.all')}</option>
          {sides.map((side) => (
            <option key={side} value={side}>
              {t(`trades.sides.${side}`)}
            </option>
          ))}
        </Select>
        <TextField
          label={t('trades.filterSymbol')}
          defaultValue={params.symbol ?? ''}
          placeholder="EURUSD"
          helperText={t('trades.filterSymbolHint')}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            // The list follows the typing once it pauses; Enter or leaving the field applies it at once.
            const value = event.target.value;
            window.clearTimeout(symbolTimer.current);
            symbolTimer.current = window.setTimeout(
              () => update({ symbol: value, page: null }),
              SYMBOL_DEBOUNCE_MS,
            );
          }}
          onBlur={(event) => {
            window.clearTimeout(symbolTimer.current);
            update({ symbol: event.target.value, page: null });
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            window.clearTimeout(symbolTimer.current);
            update({ symbol: event.currentTarget.value, page: null });
          }}
        />
      </Filters>
      <Card>
        <Table
          caption={t('trades.title')}
          columns={columns}
          rows={rows}
          loading={trades.isPending}
          error={trades.isError ? t(loadErrorKey(trades.error)) : undefined}
          onRetry={() => void trades.refetch()}
          retryLabel={t('common.retry')}
          emptyContent={t('trades.noTrades')}
          pagination={
            trades.data
              ? {
                  page: trades.data.page,
                  limit: trades.data.limit,
                  total: trades.data.totalResults,
                  onPageChange: (page) => update({ page: String(page) }),
                }
              : undefined
          }
        />
      </Card>
      {selected || drawerUsed ? (
        <Suspense fallback={null}>
          <TradeDetailDrawer selected={selected} onClose={() => update({ trade: null })} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

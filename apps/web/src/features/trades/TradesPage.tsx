import type { TradeSide, TradeStatus, TradesParams } from '@finfree/core';
import { useTrade, useTradeStats, useTrades } from '@finfree/core/react';
import {
  Card,
  CardContent,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  Typography,
  up,
} from '@finfree/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LockedTradesAlert } from '../../components/trades/TradeHeading';
import { SignedValue } from '../../components/trades/TradeLabels';
import { formatNumber, formatPercent } from '../../lib/format';
import { FigureList } from '../../components/FigureList';
import { tradeStatFigures } from './statsFigures';
import { ListFilter } from '../../components/ListFilter';
import { QueryTable } from '../../components/QueryTable';
import { useListParams } from '../../lib/useListParams';
import { tradeColumns } from '../../components/trades/tradeColumns';
import { useSnoozeColumn } from '../../components/trades/snooze/useSnoozeColumn';

// The performance view (charts and grid) loads when its tab is first opened.
const PerformanceView = lazy(() =>
  import('./PerformanceView').then((m) => ({ default: m.PerformanceView })),
);
// The detail drawer (and the dialog library under it) loads when the member first points at or
// focuses the list (a finger that scrolls it counts), or at the latest when a trade is opened.
const loadDrawer = () => import('./TradeDetailDrawer');
const TradeDetailDrawer = lazy(loadDrawer);
let drawerLoad: Promise<unknown> | undefined;
/** Starts the drawer's load once (pointer events come by the dozen); a failed load may start again. */
const preloadDrawer = () => {
  drawerLoad ??= loadDrawer().catch(() => (drawerLoad = undefined));
};

const statuses: TradeStatus[] = ['pending', 'open', 'closed', 'cancelled'];
const sides: TradeSide[] = ['buy', 'sell'];
const LIMIT = 10;

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
  const lng = i18n.language;
  const items = tradeStatFigures.map(({ label, field, format }) => ({
    label: t(label),
    value: !s ? null : format === 'signed' ? (
      <SignedValue value={s[field]} />
    ) : format === 'percent' ? (
      formatPercent(s[field], lng)
    ) : (
      formatNumber(s[field], lng, 0)
    ),
  }));
  if (stats.isError) return null;
  return (
    <Card>
      <CardContent>
        <FigureList items={items} />
      </CardContent>
    </Card>
  );
}

/** Trades: stats, filters, a paginated table, a detail drawer; locked rows invite to subscribe. */
/** How long the symbol filter waits for the typing to pause. */
const SYMBOL_DEBOUNCE_MS = 400;

export function TradesPage() {
  const { t, i18n } = useTranslation();
  const { search, update, setPage } = useListParams();
  const params = readTradeParams(search);
  const trades = useTrades(params);
  const prefetchTrade = useTrade.usePrefetch();
  const selected = search.get('trade');
  // Once opened, the drawer stays mounted so it can play its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (selected && !drawerUsed) setDrawerUsed(true);
  const lng = i18n.language;
  const view = search.get('view') === 'performance' ? 'performance' : 'list';

  const symbolTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(symbolTimer.current), []);

  // The "Alerts" column (snooze a trade) loads once the member first points at or focuses
  // something on the page, so the page's first load does not carry it.
  const snooze = useSnoozeColumn();

  const columns = tradeColumns({
    t,
    lng,
    // The trade's details are asked for at once, beside the drawer's code rather than after it.
    open: (row) => {
      prefetchTrade(row.id);
      update({ trade: row.id });
    },
    openLabel: (row) => t('trades.viewDetails', { symbol: row.symbol }),
  });
  if (snooze.column) columns.push(snooze.column(t));

  const rows = trades.data?.results ?? [];
  const anyLocked = rows.some((row) => row.locked);

  return (
    <Stack gap={3} onPointerOver={snooze.load} onFocus={snooze.load}>
      <Typography variant="h4" as="h1">
        {t('trades.title')}
      </Typography>
      <Tabs
        value={view}
        onValueChange={(value: string) =>
          update({ view: value === 'performance' ? value : null, trade: null })
        }
      >
        <TabList aria-label={t('trades.performance.views')}>
          <Tab value="list">{t('trades.performance.list')}</Tab>
          <Tab value="performance">{t('trades.performance.title')}</Tab>
        </TabList>
        <TabPanel value="list">
          <Stack gap={3}>
            <StatsHeader />
            {anyLocked ? <LockedTradesAlert /> : null}
            <Filters role="search" aria-label={t('trades.title')}>
              <ListFilter
                param="status"
                label={t('trades.filterStatus')}
                value={params.status}
                options={statuses.map((status) => ({
                  value: status,
                  label: t(`trades.statuses.${status}`),
                }))}
              />
              <ListFilter
                param="side"
                label={t('trades.filterSide')}
                value={params.side}
                options={sides.map((side) => ({ value: side, label: t(`trades.sides.${side}`) }))}
              />
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
            <Card onPointerOver={preloadDrawer} onFocus={preloadDrawer}>
              <QueryTable
                caption={t('trades.title')}
                columns={columns}
                query={trades}
                rows={rows}
                emptyContent={t('trades.noTrades')}
                onPageChange={setPage}
              />
            </Card>
          </Stack>
        </TabPanel>
        <TabPanel value="performance">
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <PerformanceView />
          </Suspense>
        </TabPanel>
      </Tabs>
      {selected || drawerUsed ? (
        <Suspense fallback={null}>
          <TradeDetailDrawer selected={selected} onClose={() => update({ trade: null })} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

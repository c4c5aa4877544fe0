import type { TradeStatus } from '@finfree/core';
import { useTrades } from '@finfree/core/react';
import { Button, Plus, Stack, Typography } from '@finfree/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { DetailDrawer } from '../../components/DetailDrawer';
import { ListFilter } from '../../components/ListFilter';
import { ListTable } from '../../components/ListTable';
import { useListParams } from '../../lib/useListParams';
import { tradeColumns } from '../../components/trades/tradeColumns';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

/** The publish dialog (with the trade form): loaded when first opened. */
const PublishTradeDialog = lazy(() => import('./PublishTradeDialog'));
/** A trade's manager: loaded when the first trade is opened. */
const TradeManager = lazy(() =>
  import('./TradeManager').then((module) => ({ default: module.TradeManager })),
);

const statuses: TradeStatus[] = ['pending', 'open', 'closed', 'cancelled'];
const LIMIT = 10;

/** The trades console: publish, then record what happens to each trade. */
export function TradesConsolePage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { search, page, update } = useListParams();
  const [publishing, setPublishing] = useState(false);
  const publishUsed = useOpenedOnce(publishing);
  const statusParam = search.get('status');
  const status = statuses.find((s) => s === statusParam);
  const trades = useTrades({ limit: LIMIT, page, ...(status ? { status } : {}) });
  const selected = search.get('trade');

  const columns = tradeColumns({
    t,
    lng,
    open: (row) => update({ trade: row.id }),
    openLabel: (row) => t('admin.trades.manage', { symbol: row.symbol }),
    middle: [
      {
        id: 'stop',
        header: t('trades.stopLoss'),
        numeric: true,
        cell: (row) => (row.stopLoss === null ? '—' : formatNumber(row.stopLoss, lng, 5)),
      },
      {
        id: 'tps',
        header: t('admin.trades.tpsHit'),
        numeric: true,
        cell: (row) =>
          `${row.takeProfits.filter((tp) => tp.hitAt).length}/${row.takeProfits.length}`,
      },
    ],
  });

  return (
    <Stack gap={3}>
      <Stack direction="row" justify="space-between" align="center" wrap gap={2}>
        <Typography variant="h4" as="h1">
          {t('nav.tradesConsole')}
        </Typography>
        <Button startIcon={<Plus size={18} aria-hidden />} onClick={() => setPublishing(true)}>
          {t('admin.trades.new')}
        </Button>
      </Stack>
      <div role="search" aria-label={t('nav.tradesConsole')} style={{ maxWidth: 240 }}>
        <ListFilter
          param="status"
          label={t('trades.filterStatus')}
          value={status}
          options={statuses.map((s) => ({ value: s, label: t(`trades.statuses.${s}`) }))}
        />
      </div>
      <ListTable
        caption={t('nav.tradesConsole')}
        columns={columns}
        query={trades}
        emptyContent={t('admin.trades.empty')}
      />
      {publishUsed ? (
        <Suspense fallback={null}>
          <PublishTradeDialog open={publishing} onOpenChange={setPublishing} />
        </Suspense>
      ) : null}
      <DetailDrawer
        open={!!selected}
        onClose={() => update({ trade: null })}
        title={t('admin.trades.manageTitle')}
      >
        {selected ? <TradeManager id={selected} /> : null}
      </DetailDrawer>
    </Stack>
  );
}

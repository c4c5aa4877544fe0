import { useAuthContext, useTrade } from '@finfree/core/react';
import { Alert, ButtonLink, Skeleton, Stack, Typography, cssVar } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/RetryAlert';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import {
  LockedLabel,
  ResultLabel,
  SideLabel,
  SignedValue,
  StatusLabel,
} from '../../components/trades/TradeLabels';
import { RiskCalculator } from '../../components/trades/RiskCalculator/RiskCalculator';
import { TradeHistory } from '../../components/trades/TradeHistory';
import { formatDateTime, formatNumber } from '../../lib/format';
import { paths } from '../../routes/paths';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${cssVar('text-secondary')};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

/** Analysis text is user-supplied: rendered as text, line breaks kept, never as HTML. */
const Analysis = styled.p`
  white-space: pre-wrap;
  margin: 0;
`;

function price(value: number | null, lng: string) {
  return value === null ? '—' : formatNumber(value, lng, 5);
}

/** Everything about one trade; locked trades show what is public and a call to subscribe. */
export function TradeDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const trade = useTrade(id);
  const { user } = useAuthContext();
  const lng = i18n.language;
  if (trade.isPending) {
    return (
      <Stack gap={2} aria-busy>
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (trade.isError) {
    return <RetryAlert error={trade.error} onRetry={() => void trade.refetch()} />;
  }
  const tr = trade.data;
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={1} wrap align="center">
        <Typography variant="h5" as="h3">
          {tr.symbol}
        </Typography>
        <SideLabel side={tr.side} />
        <StatusLabel status={tr.status} />
        {tr.locked ? <LockedLabel /> : <ResultLabel result={tr.result} />}
      </Stack>
      {tr.locked ? (
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
      <Facts>
        <dt>{t('trades.entry')}</dt>
        <dd>
          {tr.entryZone
            ? `${price(tr.entryZone.from, lng)} – ${price(tr.entryZone.to, lng)}`
            : price(tr.entryPrice, lng)}
        </dd>
        <dt>{t('trades.stopLoss')}</dt>
        <dd>{price(tr.stopLoss, lng)}</dd>
        {tr.takeProfits.map((tp, index) => (
          <FactRow key={index} label={`TP${index + 1} (${tp.allocation}%)`}>
            {price(tp.price, lng)}
            {tp.hitAt ? ' ✓' : ''}
          </FactRow>
        ))}
        <dt>{t('trades.pips')}</dt>
        <dd>
          <SignedValue value={tr.pips} />
        </dd>
        <dt>{t('trades.rMultiple')}</dt>
        <dd>
          <SignedValue value={tr.rMultiple} digits={2} />
        </dd>
        <dt>{t('trades.published')}</dt>
        <dd>{tr.publishedAt ? formatDateTime(tr.publishedAt, lng) : '—'}</dd>
        {tr.closedAt ? (
          <>
            <dt>{t('trades.closed')}</dt>
            <dd>{formatDateTime(tr.closedAt, lng)}</dd>
          </>
        ) : null}
      </Facts>
      {!tr.locked &&
      user &&
      tr.entryPrice !== null &&
      tr.stopLoss !== null &&
      tr.status !== 'closed' &&
      tr.status !== 'cancelled' ? (
        <RiskCalculator
          userId={user.id}
          symbol={tr.symbol}
          assetClass={tr.assetClass}
          entry={tr.entryPrice}
          stop={tr.stopLoss}
          takeProfits={tr.takeProfits.filter((tp) => !tp.hitAt)}
        />
      ) : null}
      {tr.analysis ? (
        <section aria-labelledby="trade-analysis">
          <Typography id="trade-analysis" variant="subtitle1" as="h4" gutterBottom>
            {t('trades.analysis')}
          </Typography>
          <Analysis>{tr.analysis}</Analysis>
        </section>
      ) : null}
      {tr.updates.length ? (
        <section aria-labelledby="trade-updates">
          <Typography id="trade-updates" variant="subtitle1" as="h4" gutterBottom>
            {t('trades.updates')}
          </Typography>
          <TradeHistory updates={tr.updates} />
        </section>
      ) : null}
    </Stack>
  );
}

function FactRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

import { useAuthContext, useTrade } from '@finfree/core/react';
import { Skeleton, Stack } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection';
import { Fact, FactList } from '../../components/FactList';
import { RetryAlert } from '../../components/RetryAlert';
import styled from 'styled-components';
import { LockedTradesAlert, TradeHeading } from '../../components/trades/TradeHeading';
import { SignedValue } from '../../components/trades/TradeLabels';
import { RiskCalculator } from '../../components/trades/RiskCalculator/RiskCalculator';
import { TradeHistory } from '../../components/trades/TradeHistory';
import { formatDateTime, formatEntry, formatPrice } from '../../lib/format';
import { LazySnoozeControl } from '../../components/trades/snooze/LazySnoozeControl';

/** Analysis text is user-supplied: rendered as text, line breaks kept, never as HTML. */
const Analysis = styled.p`
  white-space: pre-wrap;
  margin: 0;
`;

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
      <TradeHeading trade={tr} />
      {user && (tr.status === 'pending' || tr.status === 'open') ? (
        <div>
          <LazySnoozeControl trade={tr} />
        </div>
      ) : null}
      {tr.locked ? <LockedTradesAlert /> : null}
      <FactList>
        <Fact label={t('trades.entry')}>{formatEntry(tr, lng)}</Fact>
        <Fact label={t('trades.stopLoss')}>{formatPrice(tr.stopLoss, lng)}</Fact>
        {tr.takeProfits.map((tp, index) => (
          <Fact key={index} label={`TP${index + 1} (${tp.allocation}%)`}>
            {formatPrice(tp.price, lng)}
            {tp.hitAt ? ' ✓' : ''}
          </Fact>
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
      </FactList>
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
        <DetailSection title={t('trades.analysis')}>
          <Analysis>{tr.analysis}</Analysis>
        </DetailSection>
      ) : null}
      {tr.updates.length ? (
        <DetailSection title={t('trades.updates')}>
          <TradeHistory updates={tr.updates} />
        </DetailSection>
      ) : null}
    </Stack>
  );
}

import { useAuthContext, useBalance, useTradeStats, useTrades } from '@finfree/core/react';
import {
  Alert,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Stack,
  Typography,
  cssVar,
  up,
} from '@finfree/ui';
import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/RetryAlert';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { NearScreen } from '../../components/NearScreen';
import { useSnoozeColumn } from '../../components/trades/snooze/useSnoozeColumn';
import { EquityCurve } from './EquityCurve';
import { SignedValue } from '../../components/trades/TradeLabels';
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
} from '../../lib/format';
import { useVerifiedRole } from '../../auth/guards';
import { paths } from '../../routes/paths';

const Widgets = styled.div`
  display: grid;
  gap: 24px;
  ${up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Figure = styled.p`
  margin: 8px 0 0;
  font-size: 1.75rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${cssVar('text-primary')};
`;

function Widget({
  title,
  value,
  loading,
}: {
  title: string;
  value: React.ReactNode;
  loading: boolean;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle2" color="textSecondary" as="h2">
          {title}
        </Typography>
        {loading ? <Skeleton variant="text" width="60%" height={40} /> : <Figure>{value}</Figure>}
      </CardContent>
    </Card>
  );
}

function SubscriptionCard() {
  const { t, i18n } = useTranslation();
  const { user } = useAuthContext();
  const role = useVerifiedRole();
  const sub = user?.subscription ?? null;
  let text: string;
  let severity: 'info' | 'success' | 'warning' = 'info';
  const live = sub && sub.status !== 'canceled' && sub.status !== 'incomplete';
  if (!live && role === 'admin') {
    // Admins see every trade without a subscription: no call to subscribe.
    text = t('dashboard.adminAccess');
  } else if (!sub || sub.status === 'canceled' || sub.status === 'incomplete') {
    text = t('dashboard.noSubscription');
  } else if (sub.status === 'past_due' && sub.paymentActionOrderId) {
    // Not a failed payment: the renewal waits for the member's bank, access continues.
    text = t('dashboard.subscriptionAwaitingBank', {
      plan: sub.plan.name,
      date: formatDate(sub.graceUntil ?? sub.currentPeriodEnd, i18n.language),
    });
    severity = 'warning';
  } else if (sub.status === 'past_due') {
    text = t('dashboard.subscriptionPastDue');
    severity = 'warning';
  } else {
    const date = formatDate(sub.currentPeriodEnd, i18n.language);
    text = sub.cancelAtPeriodEnd
      ? t('dashboard.subscriptionEnds', { plan: sub.plan.name, date })
      : t('dashboard.subscriptionActive', { plan: sub.plan.name, date });
    severity = 'success';
  }
  return (
    <Alert
      severity={severity}
      title={t('dashboard.subscription')}
      action={
        <ButtonLink
          as={RouterLink}
          to={paths.dashboard.plans}
          size="small"
          variant="text"
          color="inherit"
        >
          {t('dashboard.seePlans')}
        </ButtonLink>
      }
    >
      {text}
    </Alert>
  );
}

function BalanceCard() {
  const { t, i18n } = useTranslation();
  const balance = useBalance({ retry: false });
  return (
    <Card as="section" aria-labelledby="balance-title">
      <CardHeader title={<span id="balance-title">{t('dashboard.affiliateBalance')}</span>} />
      <CardContent>
        {balance.isPending ? (
          <Skeleton variant="text" height={40} />
        ) : balance.isError ? (
          <RetryAlert error={balance.error} onRetry={() => void balance.refetch()} />
        ) : (
          <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
            <Stack direction="row" justify="space-between">
              <Typography as="dt" color="textSecondary">
                {t('dashboard.available')}
              </Typography>
              <Typography as="dd" tabularNums style={{ margin: 0, fontWeight: 700 }}>
                {formatMoney(balance.data.available, balance.data.currency, i18n.language)}
              </Typography>
            </Stack>
            <Stack direction="row" justify="space-between">
              <Typography as="dt" color="textSecondary">
                {t('dashboard.pending')}
              </Typography>
              <Typography as="dd" tabularNums style={{ margin: 0 }}>
                {formatMoney(balance.data.pending, balance.data.currency, i18n.language)}
              </Typography>
            </Stack>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

// Below the fold: the table (and its labels) loads when it comes near the screen.
const LatestTradesTable = lazy(() => import('./LatestTradesTable'));

/** Height of the latest trades' placeholder: the table of 5 rows it stands for. */
const LATEST_HEIGHT = 330;

/**
 * The latest trades' card: its table, or a placeholder until the visitor gets near it. The
 * table's "Alerts" column (snooze a live trade) loads on the first pointer over the card, tap
 * or focus in it (its "See all trades" link is a keyboard's first stop there).
 */
function LatestTrades({ latest }: { latest: ComponentProps<typeof LatestTradesTable>['latest'] }) {
  const { t } = useTranslation();
  const snooze = useSnoozeColumn();
  return (
    <Card
      as="section"
      aria-labelledby="latest-title"
      onPointerOver={snooze.load}
      onFocus={snooze.load}
    >
      <CardHeader
        title={<span id="latest-title">{t('dashboard.latestTrades')}</span>}
        action={
          <ButtonLink as={RouterLink} to={paths.dashboard.trades} size="small" variant="text">
            {t('dashboard.seeAllTrades')}
          </ButtonLink>
        }
      />
      <NearScreen height={LATEST_HEIGHT}>
        <LatestTradesTable latest={latest} alerts={snooze.column} />
      </NearScreen>
    </Card>
  );
}

/** The dashboard overview: greeting, subscription, performance, latest trades, balance. */
export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuthContext();
  const stats = useTradeStats();
  const latest = useTrades({ limit: 5, page: 1 });
  const lng = i18n.language;
  const s = stats.data;

  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t('dashboard.greeting', { name: user?.name ?? '' })}
      </Typography>
      <SubscriptionCard />
      {stats.isError ? (
        <RetryAlert error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <Widgets>
          <Widget
            title={t('dashboard.winRate')}
            loading={!s}
            value={s ? formatPercent(s.winRate, lng) : null}
          />
          <Widget
            title={t('dashboard.totalPips')}
            loading={!s}
            value={s ? <SignedValue value={s.totalPips} /> : null}
          />
          <Widget
            title={t('dashboard.profitFactor')}
            loading={!s}
            value={s?.profitFactor != null ? formatNumber(s.profitFactor, lng) : '—'}
          />
          <Widget
            title={t('dashboard.closedTrades')}
            loading={!s}
            value={s ? formatNumber(s.closed, lng, 0) : null}
          />
        </Widgets>
      )}
      <Columns>
        <Card as="section" aria-labelledby="equity-title">
          <CardHeader title={<span id="equity-title">{t('dashboard.equityCurve')}</span>} />
          <CardContent>
            {s ? (
              <EquityCurve
                points={s.equityCurve}
                measure="r"
                locale={lng}
                label={t('dashboard.equityCurve')}
                summary={t('dashboard.equitySummary', {
                  r: formatSigned(s.totalR, lng),
                  count: s.closed,
                })}
              />
            ) : stats.isError ? (
              <RetryAlert error={stats.error} onRetry={() => void stats.refetch()} />
            ) : (
              <Skeleton variant="rounded" height={260} />
            )}
          </CardContent>
        </Card>
        <BalanceCard />
      </Columns>
      <LatestTrades latest={latest} />
    </Stack>
  );
}

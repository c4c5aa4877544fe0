import { useAffiliateSummary, useBalance, useWithdrawals } from '@finfree/core/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Copy,
  Skeleton,
  Stack,
  TextField,
  Typography,
  notify,
  up,
} from '@finfree/ui';
import { lazy, Suspense, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadError } from '../../components/billing/LoadError';
import { FigureList } from '../../components/FigureList';
import { NearScreen } from '../../components/NearScreen';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';

// The dialog (and the dialog library under it) loads when the member first asks to withdraw.
const WithdrawDialogRoot = lazy(() => import('./WithdrawDialogRoot'));

const LinkRow = styled.div`
  display: grid;
  gap: 12px;
  align-items: end;
  ${up('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const PhoneOnly = styled.span`
  display: block;
  ${up('sm')} {
    display: none;
  }
`;

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} titleAs="h2" action={action} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ReferralLink() {
  const { t, i18n } = useTranslation();
  const summary = useAffiliateSummary();
  const balance = useBalance();
  const input = useRef<HTMLInputElement>(null);
  const [fallback, setFallback] = useState(false);
  const s = summary.data;

  const copy = async () => {
    if (!s) return;
    try {
      await navigator.clipboard.writeText(s.referralLink);
      setFallback(false);
      notify.success(t('billing.affiliates.copied'));
    } catch {
      setFallback(true);
      input.current?.focus();
      input.current?.select();
    }
  };

  if (summary.isError) {
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  return (
    <Stack gap={2}>
      {/* The row keeps its place while the link loads (an empty field, the button off), so
          nothing below it moves when the link arrives. */}
      <LinkRow>
        <TextField
          ref={input}
          label={t('billing.affiliates.link')}
          value={s?.referralLink ?? ''}
          readOnly
          fullWidth
          aria-busy={!s}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          startIcon={<Copy size={18} aria-hidden />}
          disabled={!s}
          onClick={() => void copy()}
        >
          {t('billing.affiliates.copy')}
        </Button>
      </LinkRow>
      {fallback ? <Alert severity="info">{t('billing.affiliates.copyFallback')}</Alert> : null}
      {s && !balance.isPending ? (
        <Typography variant="body2" color="textSecondary">
          {s.commission.recurring
            ? t('billing.affiliates.terms', {
                rate: formatPercent(s.commission.rate, i18n.language),
                months: s.commission.months,
              })
            : t('billing.affiliates.termsOnce', {
                rate: formatPercent(s.commission.rate, i18n.language),
              })}{' '}
          {balance.data ? t('billing.affiliates.hold', { days: balance.data.holdDays }) : null}
        </Typography>
      ) : (
        // The terms (with the hold) take about four lines on a phone and two on a wider screen:
        // their place is held while they load, so the cards below do not move.
        <Typography variant="body2" color="textSecondary" aria-hidden>
          <Skeleton />
          <PhoneOnly>
            <Skeleton />
            <Skeleton />
          </PhoneOnly>
          <Skeleton width="60%" />
        </Typography>
      )}
    </Stack>
  );
}

// Below the fold (the first table starts under a phone's screen): the tables (and the table
// component under them) load when one comes near the screen, with the first to get there.
const AffiliateTable = lazy(() => import('./AffiliateTables'));

/** Height of a table's placeholder: a table's header and a few rows. */
const TABLE_HEIGHT = 240;

/** One of the page's tables, or its placeholder until the member gets near it. */
function NearScreenTable({ which }: ComponentProps<typeof AffiliateTable>) {
  return (
    <NearScreen height={TABLE_HEIGHT}>
      <AffiliateTable which={which} />
    </NearScreen>
  );
}

/** Affiliates: link, terms, funnel, earnings, withdraw, referrals, commissions, withdrawals. */
export function AffiliatesPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const summary = useAffiliateSummary();
  const balance = useBalance();
  const pending = useWithdrawals({ status: 'pending', limit: 1, page: 1 });
  const [withdrawing, setWithdrawing] = useState(false);
  // Once opened, the dialog stays mounted so it can play its closing animation.
  const [withdrawUsed, setWithdrawUsed] = useState(false);
  if (withdrawing && !withdrawUsed) setWithdrawUsed(true);
  const s = summary.data;
  const b = balance.data;
  const n = (value: number | undefined) =>
    value === undefined ? null : formatNumber(value, lng, 0);
  const money = (value: number | undefined) =>
    value === undefined ? null : formatMoney(value, s?.currency ?? 'usd', lng);

  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t('billing.affiliates.title')}
      </Typography>
      <Section id="referral-link" title={t('billing.affiliates.share')}>
        <ReferralLink />
      </Section>
      <Section id="funnel" title={t('billing.affiliates.funnel')}>
        {summary.isError ? (
          <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <FigureList
            items={[
              { label: t('billing.affiliates.clicks'), value: n(s?.stats.clicks) },
              { label: t('billing.affiliates.signups'), value: n(s?.stats.signups) },
              { label: t('billing.affiliates.conversions'), value: n(s?.stats.conversions) },
              {
                label: t('billing.affiliates.activeReferrals'),
                value: n(s?.stats.activeReferrals),
              },
            ]}
          />
        )}
      </Section>
      <Section
        id="earnings"
        title={t('billing.affiliates.earnings')}
        action={
          <Button disabled={!b || pending.isPending} onClick={() => setWithdrawing(true)}>
            {t('billing.affiliates.withdraw')}
          </Button>
        }
      >
        {summary.isError || balance.isError ? (
          <LoadError
            error={summary.error ?? balance.error}
            onRetry={() => {
              void summary.refetch();
              void balance.refetch();
            }}
          />
        ) : (
          <Stack gap={2}>
            <FigureList
              items={[
                { label: t('billing.affiliates.pending'), value: money(b?.pending) },
                { label: t('billing.affiliates.available'), value: money(b?.available) },
                { label: t('billing.affiliates.paid'), value: money(b?.paid) },
                { label: t('billing.affiliates.lifetime'), value: money(s?.earnings.lifetime) },
              ]}
            />
            {b ? (
              <Typography variant="body2" color="textSecondary">
                {t('billing.affiliates.hold', { days: b.holdDays })}
              </Typography>
            ) : null}
          </Stack>
        )}
      </Section>
      <Section id="my-withdrawals" title={t('billing.withdrawals.title')}>
        <NearScreenTable which="withdrawals" />
      </Section>
      <Section id="referrals" title={t('billing.affiliates.referrals')}>
        <NearScreenTable which="referrals" />
      </Section>
      <Section id="commissions" title={t('billing.affiliates.commissions')}>
        <NearScreenTable which="commissions" />
      </Section>
      {withdrawing || withdrawUsed ? (
        <Suspense fallback={null}>
          <WithdrawDialogRoot
            open={withdrawing}
            onOpenChange={setWithdrawing}
            balance={b}
            pending={pending.data?.results[0] ?? null}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

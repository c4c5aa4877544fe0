import type { Commission, CommissionStatus, Referral, ReferralStatus } from '@finfree/core';
import {
  useAffiliateSummary,
  useBalance,
  useCommissions,
  useReferrals,
  useWithdrawals,
} from '@finfree/core/react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Copy,
  Label,
  Skeleton,
  Stack,
  TextField,
  Typography,
  cssVar,
  notify,
  up,
} from '@finfree/ui';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingTable } from '../../components/billing/BillingTable';
import styled from 'styled-components';
import { LoadError } from '../../components/billing/LoadError';
import { WithdrawalsTable } from '../../components/billing/WithdrawalsTable';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../lib/format';

// The dialog (and the dialog library under it) loads when the member first asks to withdraw.
const WithdrawDialogRoot = lazy(() => import('./WithdrawDialogRoot'));

const LIMIT = 10;

const Figures = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dt {
    color: ${cssVar('text-secondary')};
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${cssVar('text-primary')};
    overflow-wrap: anywhere;
  }
`;

const LinkRow = styled.div`
  display: grid;
  gap: 12px;
  align-items: end;
  ${up('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
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

function FigureList({ items }: { items: Array<{ label: string; value: ReactNode | null }> }) {
  return (
    <Figures aria-busy={items.some((i) => i.value === null) || undefined}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? <Skeleton variant="text" width="60%" />}</dd>
        </div>
      ))}
    </Figures>
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
      {s ? (
        <LinkRow>
          <TextField
            ref={input}
            label={t('billing.affiliates.link')}
            value={s.referralLink}
            readOnly
            fullWidth
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button startIcon={<Copy size={18} aria-hidden />} onClick={() => void copy()}>
            {t('billing.affiliates.copy')}
          </Button>
        </LinkRow>
      ) : (
        <Skeleton variant="rounded" height={56} />
      )}
      {fallback ? <Alert severity="info">{t('billing.affiliates.copyFallback')}</Alert> : null}
      {s ? (
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
      ) : null}
    </Stack>
  );
}

const referralColor: Record<ReferralStatus, 'success' | 'info' | 'default'> = {
  active: 'success',
  signed_up: 'info',
  churned: 'default',
};
const commissionColor: Record<CommissionStatus, 'warning' | 'success' | 'info' | 'default'> = {
  pending: 'warning',
  available: 'success',
  paid: 'info',
  reversed: 'default',
};

function ReferralsTable() {
  const { t, i18n } = useTranslation();
  const columns = [
    { id: 'initials', header: t('billing.affiliates.referral'), cell: (r: Referral) => r.initials },
    {
      id: 'status',
      header: t('billing.withdrawals.status'),
      cell: (r: Referral) => (
        <Label color={referralColor[r.status]}>
          {t(`billing.affiliates.referralStatuses.${r.status}`)}
        </Label>
      ),
    },
    {
      id: 'joined',
      header: t('billing.affiliates.joined'),
      cell: (r: Referral) => formatDate(r.createdAt, i18n.language),
    },
    {
      id: 'converted',
      header: t('billing.affiliates.converted'),
      cell: (r: Referral) => (r.convertedAt ? formatDate(r.convertedAt, i18n.language) : '—'),
    },
  ];
  return (
    <BillingTable
      caption={t('billing.affiliates.referrals')}
      columns={columns}
      useList={useReferrals}
      limit={LIMIT}
      emptyContent={t('billing.affiliates.noReferrals')}
    />
  );
}

function CommissionsTable() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const columns = [
    {
      id: 'date',
      header: t('billing.history.date'),
      cell: (c: Commission) => formatDate(c.createdAt, lng),
    },
    {
      id: 'referral',
      header: t('billing.affiliates.referral'),
      cell: (c: Commission) => c.referralInitials,
    },
    {
      id: 'orderAmount',
      header: t('billing.affiliates.orderAmount'),
      numeric: true,
      cell: (c: Commission) => formatMoney(c.orderAmount, c.currency, lng),
    },
    {
      id: 'amount',
      header: t('billing.affiliates.commissionAmount'),
      numeric: true,
      cell: (c: Commission) => formatMoney(c.amount - (c.reversedAmount ?? 0), c.currency, lng),
    },
    {
      id: 'status',
      header: t('billing.withdrawals.status'),
      cell: (c: Commission) => (
        <Label color={commissionColor[c.status]}>
          {t(`billing.affiliates.commissionStatuses.${c.status}`)}
        </Label>
      ),
    },
    {
      id: 'availableAt',
      header: t('billing.affiliates.availableAt'),
      cell: (c: Commission) => (c.availableAt ? formatDate(c.availableAt, lng) : '—'),
    },
  ];
  return (
    <BillingTable
      caption={t('billing.affiliates.commissions')}
      columns={columns}
      useList={useCommissions}
      limit={LIMIT}
      emptyContent={t('billing.affiliates.noCommissions')}
    />
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
        <WithdrawalsTable />
      </Section>
      <Section id="referrals" title={t('billing.affiliates.referrals')}>
        <ReferralsTable />
      </Section>
      <Section id="commissions" title={t('billing.affiliates.commissions')}>
        <CommissionsTable />
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

import type { Commission, CommissionStatus, Referral, ReferralStatus } from '@finfree/core';
import { useCommissions, useReferrals } from '@finfree/core/react';
import { Label } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { BillingTable } from '../../components/billing/BillingTable';
import { WithdrawalsTable } from '../../components/billing/WithdrawalsTable';
import { formatDate, formatMoney } from '../../lib/format';

const LIMIT = 10;

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

const tables = {
  withdrawals: WithdrawalsTable,
  referrals: ReferralsTable,
  commissions: CommissionsTable,
};

/**
 * One of the affiliates page's tables (loaded apart from the page: they are below the fold).
 */
export default function AffiliateTable({
  which,
}: {
  /** Which table: the member's withdrawals, referrals or commissions. */
  which: keyof typeof tables;
}) {
  const Table = tables[which];
  return <Table />;
}

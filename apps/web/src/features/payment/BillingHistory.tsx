import type { Order, OrderStatus } from '@finfree/core';
import { usePayments, usePlans } from '@finfree/core/react';
import { Label } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { BillingTable } from '../../components/billing/BillingTable';
import { formatDate, formatMoney } from '../../lib/format';

/** Orders on a page of the billing history. */
export const HISTORY_PAGE_SIZE = 10;

const statusColor: Record<OrderStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  requires_payment_method: 'warning',
  processing: 'info',
  requires_action: 'warning',
  succeeded: 'success',
  failed: 'error',
  refunded: 'default',
};

const purposes = ['subscription_create', 'renewal', 'upgrade'];

/** Orders, newest first: date, plan, amount (with refunds), card and status; paginated. */
export function BillingHistory() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const plans = usePlans({ limit: 100, page: 1 });
  const planName = (id: string | null) =>
    plans.data?.results.find((plan) => plan.id === id)?.name ?? '—';

  const columns = [
    {
      id: 'date',
      header: t('billing.history.date'),
      cell: (row: Order) => formatDate(row.createdAt, lng),
    },
    {
      id: 'plan',
      header: t('billing.history.plan'),
      cell: (row: Order) => (
        <span>
          {planName(row.planId)}
          <span style={{ display: 'block', fontSize: '0.8125rem', opacity: 0.8 }}>
            {t(
              `billing.history.purposes.${purposes.includes(row.purpose) ? row.purpose : 'other'}`,
            )}
          </span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('billing.history.amount'),
      numeric: true,
      cell: (row: Order) => (
        <span>
          {formatMoney(row.amount, row.currency, lng)}
          {row.refundedAmount && row.status !== 'refunded' ? (
            <span style={{ display: 'block', fontSize: '0.8125rem' }}>
              {t('billing.history.refundedPart', {
                amount: formatMoney(row.refundedAmount, row.currency, lng),
              })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'card',
      header: t('billing.history.card'),
      cell: (row: Order) => (row.card ? `•••• ${row.card.last4}` : '—'),
    },
    {
      id: 'status',
      header: t('billing.history.status'),
      cell: (row: Order) => (
        <Label color={statusColor[row.status]}>{t(`billing.history.statuses.${row.status}`)}</Label>
      ),
    },
  ];

  return (
    <BillingTable
      caption={t('billing.history.title')}
      columns={columns}
      useList={usePayments}
      limit={HISTORY_PAGE_SIZE}
      emptyContent={t('billing.history.none')}
    />
  );
}

import type { Withdrawal } from '@finfree/core';
import { useCancelWithdrawal, useWithdrawals } from '@finfree/core/react';
import { Button, Label, notify } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { BillingTable } from './BillingTable';
import { formatDate, formatMoney } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';
import { withdrawalStatusColor } from '../../lib/withdrawalStatus';
import { VisuallyHidden } from './VisuallyHidden';

/** Withdrawals on a page of the list. */
export const WITHDRAWALS_PAGE_SIZE = 5;

/** The member's withdrawals (newest first, paginated) with Cancel on the pending one. */
export function WithdrawalsTable({ caption }: { caption?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const cancel = useCancelWithdrawal();

  const onCancel = (row: Withdrawal) => {
    const amount = formatMoney(row.amount, row.currency, lng);
    cancel.mutate(row.id, {
      onSuccess: () => notify.success(t('billing.withdrawals.cancelled', { amount })),
      onError: (error) => notify.error(errorText(error, t('billing.errors.server'))),
    });
  };

  const columns = [
    {
      id: 'date',
      header: t('billing.withdrawals.date'),
      cell: (row: Withdrawal) => formatDate(row.createdAt, lng),
    },
    {
      id: 'amount',
      header: t('billing.withdrawals.amount'),
      numeric: true,
      cell: (row: Withdrawal) => formatMoney(row.amount, row.currency, lng),
    },
    {
      id: 'method',
      header: t('billing.withdrawals.method'),
      cell: (row: Withdrawal) => t(`billing.withdrawals.methods.${row.method}`),
    },
    {
      id: 'destination',
      header: t('billing.withdrawals.destination'),
      cell: (row: Withdrawal) => (
        <span style={{ overflowWrap: 'anywhere' }}>{row.destination}</span>
      ),
    },
    {
      id: 'status',
      header: t('billing.withdrawals.status'),
      cell: (row: Withdrawal) => (
        <span>
          <Label color={withdrawalStatusColor[row.status]}>
            {t(`billing.withdrawals.statuses.${row.status}`)}
          </Label>
          {row.note ? (
            <span style={{ display: 'block', fontSize: '0.8125rem' }}>{row.note}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{t('billing.cards.actions')}</VisuallyHidden>,
      label: t('billing.cards.actions'),
      cell: (row: Withdrawal) =>
        row.status === 'pending' ? (
          <Button
            size="small"
            variant="outlined"
            color="error"
            loading={cancel.isPending && cancel.variables === row.id}
            aria-label={t('billing.withdrawals.cancelLabel', {
              amount: formatMoney(row.amount, row.currency, lng),
            })}
            onClick={() => onCancel(row)}
          >
            {t('billing.withdrawals.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <BillingTable
      caption={caption ?? t('billing.withdrawals.title')}
      columns={columns}
      useList={useWithdrawals}
      limit={WITHDRAWALS_PAGE_SIZE}
      emptyContent={t('billing.withdrawals.none')}
    />
  );
}

import type { AdminUpdateWithdrawalRequest, Withdrawal, WithdrawalStatus } from '@finfree/core';
import {
  useAdminPayoutsSummary,
  useAdminUpdateWithdrawal,
  useAdminWithdrawals,
} from '@finfree/core/react';
import {
  Button,
  Card,
  CardContent,
  Label,
  Skeleton,
  Stack,
  TextField,
  Typography,
  cssVar,
  notify,
  up,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { actionFailure } from '../../lib/conflict';
import { formatDateTime, formatMoney } from '../../lib/format';
import { ListFilter } from '../../components/ListFilter';
import { ListTable } from '../../components/ListTable';
import { useListParams } from '../../lib/useListParams';
import { withdrawalStatusColor } from '../../lib/withdrawalStatus';
import { ScreenTitle } from '../../components/ScreenTitle';

const statuses: WithdrawalStatus[] = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'failed',
  'cancelled',
];
type Decision = AdminUpdateWithdrawalRequest['status'];
const LIMIT = 10;

/** The decisions the server allows from a status. */
export const decisionsFrom = (status: WithdrawalStatus): Decision[] =>
  status === 'pending' ? ['approved', 'rejected'] : status === 'approved' ? ['paid', 'failed'] : [];

const Totals = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dt {
    color: ${cssVar('text-secondary')};
    font-size: 0.875rem;
  }
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 240px));
  }
`;

function QueueTotals() {
  const { t, i18n } = useTranslation();
  const summary = useAdminPayoutsSummary();
  const s = summary.data;
  if (summary.isError) return null;
  const item = (key: 'pending' | 'approved') =>
    s ? (
      <>
        {formatMoney(s[key].amount, s.currency, i18n.language)}
        <Typography variant="body2" color="textSecondary" as="span" style={{ display: 'block' }}>
          {t('admin.payouts.count', { count: s[key].count })}
        </Typography>
      </>
    ) : (
      <Skeleton variant="text" width="60%" />
    );
  return (
    <Card>
      <CardContent>
        <Totals aria-busy={!s || undefined}>
          <div>
            <dt>{t('admin.payouts.totalPending')}</dt>
            <dd>{item('pending')}</dd>
          </div>
          <div>
            <dt>{t('admin.payouts.totalApproved')}</dt>
            <dd>{item('approved')}</dd>
          </div>
        </Totals>
      </CardContent>
    </Card>
  );
}

/** The payouts queue, oldest first: approve, reject with a reason, mark paid or failed. */
export function PayoutsPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { search, page } = useListParams();
  const statusParam = search.get('status');
  const status = statuses.find((s) => s === statusParam);
  const queue = useAdminWithdrawals({
    limit: LIMIT,
    page,
    sortBy: 'createdAt:asc',
    ...(status ? { status } : {}),
  });
  const decide = useAdminUpdateWithdrawal();
  const [target, setTarget] = useState<{ withdrawal: Withdrawal; decision: Decision } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const money = (w: Withdrawal) => formatMoney(w.amount, w.currency, lng);
  const method = (w: Withdrawal) => t(`admin.payouts.methods.${w.method}`);
  const who = (w: Withdrawal) => w.user?.name || w.user?.email || '—';

  const start = (withdrawal: Withdrawal, decision: Decision) => {
    setTarget({ withdrawal, decision });
    setNote('');
    setError(null);
  };
  const confirm = () => {
    if (!target) return;
    const reason = note.trim();
    if (target.decision === 'rejected' && !reason) {
      setError(t('admin.payouts.reasonRequired'));
      return;
    }
    decide.mutate(
      {
        id: target.withdrawal.id,
        body: {
          status: target.decision,
          ...(reason ? { note: reason } : {}),
        } as AdminUpdateWithdrawalRequest,
      },
      {
        onSuccess: (w) => {
          setTarget(null);
          notify.success(
            t(`admin.payouts.done.${target.decision}`, {
              amount: money(w),
              name: who(target.withdrawal),
            }),
          );
        },
        onError: (failure) => {
          const { conflict, message } = actionFailure(failure, t);
          setError(message);
          if (conflict) void queue.refetch();
        },
      },
    );
  };

  const columns = [
    {
      id: 'member',
      header: t('admin.payouts.member'),
      cell: (w: Withdrawal) => (
        <span>
          {who(w)}
          {w.user?.email && w.user.name ? (
            <Typography
              variant="caption"
              color="textSecondary"
              as="span"
              style={{ display: 'block' }}
            >
              {w.user.email}
            </Typography>
          ) : null}
        </span>
      ),
    },
    { id: 'amount', header: t('admin.payouts.amount'), numeric: true, cell: money },
    {
      id: 'method',
      header: t('admin.payouts.method'),
      cell: (w: Withdrawal) => (
        <span>
          {method(w)}
          <Typography
            variant="caption"
            color="textSecondary"
            as="span"
            style={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {w.destination}
          </Typography>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin.payouts.status'),
      cell: (w: Withdrawal) => (
        <Stack gap={0.5}>
          <Label variant="outlined" color={withdrawalStatusColor[w.status]}>
            {t(`admin.common.withdrawalStatuses.${w.status}`)}
          </Label>
          {w.note ? (
            <Typography variant="caption" color="textSecondary">
              {w.note}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'createdAt',
      header: t('admin.payouts.requested'),
      cell: (w: Withdrawal) => formatDateTime(w.createdAt, lng),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: (w: Withdrawal) => {
        const decisions = decisionsFrom(w.status);
        if (!decisions.length) return <span aria-hidden>—</span>;
        return (
          <Stack direction="row" gap={1} wrap>
            {decisions.map((d) => (
              <Button
                key={d}
                size="small"
                variant={d === 'rejected' || d === 'failed' ? 'outlined' : 'soft'}
                color={d === 'rejected' || d === 'failed' ? 'error' : 'primary'}
                onClick={() => start(w, d)}
                aria-label={t(`admin.payouts.actionFor.${d}`, { amount: money(w), name: who(w) })}
              >
                {t(`admin.payouts.actions.${d}`)}
              </Button>
            ))}
          </Stack>
        );
      },
    },
  ];

  const w = target?.withdrawal;
  return (
    <Stack gap={3}>
      <ScreenTitle title={t('nav.payouts')} intro={t('admin.payouts.intro')} />
      <QueueTotals />
      <div role="search" aria-label={t('nav.payouts')} style={{ maxWidth: 240 }}>
        <ListFilter
          param="status"
          label={t('admin.payouts.filterStatus')}
          value={status}
          options={statuses.map((s) => ({
            value: s,
            label: t(`admin.common.withdrawalStatuses.${s}`),
          }))}
        />
      </div>
      <ListTable
        caption={t('admin.payouts.caption')}
        columns={columns}
        query={queue}
        emptyContent={t('admin.payouts.empty')}
      />
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={
          target
            ? t(`admin.payouts.confirmTitle.${target.decision}`, { name: w ? who(w) : '' })
            : ''
        }
        description={
          w && target ? (
            <Stack gap={1}>
              <span>
                {t(`admin.payouts.confirmText.${target.decision}`, {
                  amount: money(w),
                  name: who(w),
                })}
              </span>
              <span>
                {t('admin.payouts.sendTo', { method: method(w), destination: w.destination })}
              </span>
            </Stack>
          ) : (
            ''
          )
        }
        confirmLabel={target ? t(`admin.payouts.actions.${target.decision}`) : ''}
        color={
          target?.decision === 'rejected' || target?.decision === 'failed' ? 'error' : 'primary'
        }
        onConfirm={confirm}
        pending={decide.isPending}
        error={error}
      >
        <div style={{ marginTop: 16 }}>
          <TextField
            label={
              target?.decision === 'rejected'
                ? t('admin.payouts.reason')
                : t('admin.payouts.noteOptional')
            }
            helperText={t('admin.payouts.noteHint')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required={target?.decision === 'rejected'}
            multiline
            rows={2}
            fullWidth
          />
        </div>
      </ConfirmDialog>
    </Stack>
  );
}

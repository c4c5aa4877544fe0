import type { Order, User } from '@finfree/core';
import {
  useAdminAffiliate,
  useAdminMemberOrders,
  useAdminMemberSubscriptions,
  useAdminUpdateUser,
  useAdminWithdrawals,
  useAuthContext,
  useOrderRefunds,
} from '@finfree/core/react';
import {
  Alert,
  Button,
  Label,
  Link,
  Skeleton,
  Stack,
  Typography,
  cssVar,
  notify,
} from '@finfree/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RetryAlert } from '../../components/RetryAlert';
import { actionFailure } from '../../lib/conflict';
import { DetailSection } from '../../components/DetailSection';
import { formatDate, formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';
import { RefundDialog } from './RefundDialog';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${cssVar('text-secondary')};
  }
  dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    font-variant-numeric: tabular-nums;
  }
`;

/** The parts of a query {@link Loaded} shows. */
interface LoadedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T;
  refetch: () => unknown;
}

/**
 * One loaded part of the detail: a skeleton while it loads, the error with Retry, the `empty`
 * text when `isEmpty` says so, else `children` with the data.
 */
function Loaded<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: LoadedQuery<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={64} />;
  if (query.isError || query.data === undefined) {
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) {
    return (
      <Typography variant="body2" color="textSecondary">
        {empty}
      </Typography>
    );
  }
  return children(query.data);
}

/** A section listing records of the member, one line each, or saying there are none. */
function RecordList<T, R extends { id: string }>({
  title,
  query,
  rows,
  empty,
  render,
}: {
  title: string;
  query: LoadedQuery<T>;
  /** The records in the query's data. */
  rows: (data: T) => R[];
  /** What the section says when there are none. */
  empty: string;
  /** A record's line. */
  render: (row: R) => ReactNode;
}) {
  return (
    <DetailSection level={3} title={title}>
      <Loaded query={query} isEmpty={(data) => rows(data).length === 0} empty={empty}>
        {(data) => (
          <List>
            {rows(data).map((row) => (
              <li key={row.id}>{render(row)}</li>
            ))}
          </List>
        )}
      </Loaded>
    </DetailSection>
  );
}

const Refunds = styled.ul`
  flex-basis: 100%;
  margin: 0;
  padding-inline-start: 16px;
  border-inline-start: 2px solid ${cssVar('divider')};
  list-style: none;
  display: grid;
  gap: 2px;
  font-size: 0.8125rem;
  color: ${cssVar('text-secondary')};
  overflow-wrap: anywhere;
`;

/** An order that can still be refunded: paid, and not refunded in full. */
export const refundable = (order: Order) =>
  order.status === 'succeeded' && order.refundedAmount < order.amount;

/** The refunds of an order: amount, date and the admin's reason. */
function OrderRefunds({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const refunds = useOrderRefunds(order.id);
  if (refunds.isPending) return <Skeleton variant="text" width="60%" />;
  if (refunds.isError) {
    return <RetryAlert error={refunds.error} onRetry={() => void refunds.refetch()} />;
  }
  if (refunds.data.length === 0) return null;
  return (
    <Refunds
      aria-label={t('admin.members.refundsOf', {
        date: formatDate(order.paidAt ?? order.createdAt, lng),
      })}
    >
      {refunds.data.map((r) => (
        <li key={r.id}>
          {t('admin.members.refundLine', {
            amount: formatMoney(r.amount, r.currency, lng),
            date: formatDate(r.createdAt, lng),
            reason: r.reason,
          })}
          {r.status !== 'succeeded' ? ` (${t(`admin.refund.statuses.${r.status}`)})` : ''}
        </li>
      ))}
    </Refunds>
  );
}

type Change = { kind: 'role'; role: User['role'] } | { kind: 'disabled'; disabled: boolean };

/** A member: profile, subscriptions, orders, affiliate summary, withdrawals; role and access. */
export function MemberDetail({ member }: { member: User }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { user: me } = useAuthContext();
  const self = me?.id === member.id;
  const subscriptions = useAdminMemberSubscriptions(member.id);
  const orders = useAdminMemberOrders(member.id, { limit: 5 });
  const affiliate = useAdminAffiliate(member.id);
  const withdrawals = useAdminWithdrawals({ userId: member.id, limit: 5 });
  const updateUser = useAdminUpdateUser();
  const [change, setChange] = useState<Change | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);

  const confirm = () => {
    if (!change) return;
    updateUser.mutate(
      {
        id: member.id,
        body: change.kind === 'role' ? { role: change.role } : { disabled: change.disabled },
      },
      {
        onSuccess: () => {
          notify.success(t('admin.members.updated', { name: member.name }));
          setChange(null);
        },
        onError: (failure) => setError(actionFailure(failure, t).message),
      },
    );
  };

  const changeText = (c: Change) =>
    c.kind === 'role'
      ? c.role === 'admin'
        ? t('admin.members.confirmPromote', { name: member.name, email: member.email })
        : t('admin.members.confirmDemote', { name: member.name, email: member.email })
      : c.disabled
        ? t('admin.members.confirmDisable', { name: member.name, email: member.email })
        : t('admin.members.confirmEnable', { name: member.name, email: member.email });
  const changeLabel = (c: Change) =>
    c.kind === 'role'
      ? c.role === 'admin'
        ? t('admin.members.promote')
        : t('admin.members.demote')
      : c.disabled
        ? t('admin.members.disable')
        : t('admin.members.enable');

  const actions: Change[] = [
    { kind: 'role', role: member.role === 'admin' ? 'user' : 'admin' },
    { kind: 'disabled', disabled: !member.disabled },
  ];

  return (
    <Stack gap={3}>
      <Stack gap={1}>
        <Typography variant="h5" as="h3">
          {member.name}
        </Typography>
        <Stack direction="row" gap={1} wrap>
          <Label variant="outlined" color={member.role === 'admin' ? 'primary' : 'default'}>
            {t(`admin.members.roles.${member.role}`)}
          </Label>
          <Label variant="outlined" color={member.disabled ? 'error' : 'success'}>
            {member.disabled ? t('admin.members.disabled') : t('admin.members.enabled')}
          </Label>
        </Stack>
      </Stack>
      <Facts>
        <dt>{t('admin.members.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('admin.members.joined')}</dt>
        <dd>{formatDate(member.createdAt, lng)}</dd>
        <dt>{t('admin.members.referralCode')}</dt>
        <dd>{member.referralCode}</dd>
      </Facts>
      <DetailSection level={3} title={t('admin.members.access')}>
        {self ? (
          <Alert severity="info">{t('admin.members.selfNote')}</Alert>
        ) : (
          <Stack direction="row" gap={1} wrap>
            {actions.map((a) => (
              <Button
                key={a.kind}
                size="small"
                variant="outlined"
                color={a.kind === 'disabled' && a.disabled ? 'error' : 'primary'}
                onClick={() => {
                  setChange(a);
                  setError(null);
                }}
              >
                {changeLabel(a)}
              </Button>
            ))}
          </Stack>
        )}
      </DetailSection>
      <RecordList
        title={t('admin.members.subscriptions')}
        query={subscriptions}
        rows={(data) => data}
        empty={t('admin.members.noSubscription')}
        render={(s) => (
          <>
            <span>
              {s.plan.name} · {t(`admin.members.subscriptionStates.${s.status}`)}
              {s.cancelAtPeriodEnd ? ` · ${t('admin.members.cancelsAtEnd')}` : ''}
            </span>
            <span>
              {formatDate(s.currentPeriodStart, lng)} – {formatDate(s.currentPeriodEnd, lng)}
            </span>
          </>
        )}
      />
      <RecordList
        title={t('admin.members.orders')}
        query={orders}
        rows={(data) => data.results}
        empty={t('admin.members.noOrders')}
        render={(o) => (
          <>
            <span>
              {formatDate(o.createdAt, lng)} ·{' '}
              {t(`admin.members.orderStates.${o.status}`, { defaultValue: o.status })}
            </span>
            <Stack direction="row" gap={1} align="center" wrap>
              <span>
                {formatMoney(o.amount, o.currency, lng)}
                {o.refundedAmount > 0 && o.status !== 'refunded' ? (
                  <Typography as="span" variant="body2" color="textSecondary">
                    {' · '}
                    {t('admin.members.refundedPart', {
                      amount: formatMoney(o.refundedAmount, o.currency, lng),
                    })}
                  </Typography>
                ) : null}
              </span>
              {refundable(o) ? (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={t('admin.members.refundLabel', {
                    amount: formatMoney(o.amount, o.currency, lng),
                    date: formatDate(o.paidAt ?? o.createdAt, lng),
                  })}
                  onClick={() => setRefunding(o)}
                >
                  {t('admin.members.refund')}
                </Button>
              ) : null}
            </Stack>
            {o.refundedAmount > 0 ? <OrderRefunds order={o} /> : null}
          </>
        )}
      />
      <Typography variant="body2">
        <Link
          as={RouterLink}
          to={`${paths.dashboard.group.disputes}?userId=${encodeURIComponent(member.id)}`}
        >
          {t('admin.members.disputesLink', { name: member.name })}
        </Link>
      </Typography>
      <DetailSection level={3} title={t('admin.members.affiliate')}>
        <Loaded query={affiliate}>
          {(data) => (
            <Facts>
              <dt>{t('admin.members.rate')}</dt>
              <dd>
                {data.rate}%{data.custom ? ` (${t('admin.members.customRate')})` : ''}
              </dd>
              <dt>{t('admin.members.funnel')}</dt>
              <dd>
                {t('admin.members.funnelValue', {
                  clicks: data.summary.stats.clicks,
                  signups: data.summary.stats.signups,
                  conversions: data.summary.stats.conversions,
                })}
              </dd>
              <dt>{t('admin.members.balancePending')}</dt>
              <dd>{formatMoney(data.balance.pending, data.balance.currency, lng)}</dd>
              <dt>{t('admin.members.balanceAvailable')}</dt>
              <dd>{formatMoney(data.balance.available, data.balance.currency, lng)}</dd>
              <dt>{t('admin.members.balancePaid')}</dt>
              <dd>{formatMoney(data.balance.paid, data.balance.currency, lng)}</dd>
            </Facts>
          )}
        </Loaded>
      </DetailSection>
      <RecordList
        title={t('admin.members.withdrawals')}
        query={withdrawals}
        rows={(data) => data.results}
        empty={t('admin.members.noWithdrawals')}
        render={(w) => (
          <>
            <span>
              {formatDate(w.createdAt, lng)} · {t(`admin.common.withdrawalStatuses.${w.status}`)}
            </span>
            <span>{formatMoney(w.amount, w.currency, lng)}</span>
          </>
        )}
      />
      <RefundDialog order={refunding} memberName={member.name} onClose={() => setRefunding(null)} />
      <ConfirmDialog
        open={!!change}
        onOpenChange={(open) => !open && setChange(null)}
        title={change ? `${changeLabel(change)} — ${member.name}` : ''}
        description={change ? changeText(change) : ''}
        confirmLabel={change ? changeLabel(change) : ''}
        color={change?.kind === 'disabled' && change.disabled ? 'error' : 'primary'}
        onConfirm={confirm}
        pending={updateUser.isPending}
        error={error}
      />
    </Stack>
  );
}

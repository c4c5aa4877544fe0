import type { Plan, Subscription } from '@finfree/core';
import {
  useAddCard,
  useConfirmOrder,
  useCreateOrder,
  useCreateSubscription,
  usePlan,
  useSubscriptions,
} from '@finfree/core/react';
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
  notify,
  up,
} from '@finfree/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../components/billing/LoadError';
import { declineKey, isDecline, loadErrorKey } from '../../lib/billingErrors';
import { formatDate, formatMoney } from '../../lib/format';
import { errorFields, errorStatus, errorText } from '../../lib/serverErrors';
import { useSyncUser } from '../../lib/useSyncUser';
import { paths } from '../../routes/paths';
import { orderSummary, trialApplies } from './orderSummary';
import { PayStep, type PaymentChoice } from './PayStep';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px 16px;
  margin: 0;
  dt {
    color: ${cssVar('text-secondary')};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    color: ${cssVar('text-primary')};
  }
  dt[data-total],
  dd[data-total] {
    font-weight: 700;
    font-size: 1.125rem;
    color: ${cssVar('text-primary')};
    border-block-start: 1px solid ${cssVar('divider')};
    padding-block-start: 12px;
  }
`;

/** What a pay attempt failed with, in plain words (a decline names its reason). */
function usePayError() {
  const { t } = useTranslation();
  return (error: unknown): ReactNode =>
    isDecline(error)
      ? t(declineKey(error))
      : // One free trial per card: the card already had one (nothing was charged).
        errorStatus(error) === 409 && errorFields(error).includes('cardId')
        ? t('billing.checkout.trialCardUsed')
        : loadErrorKey(error) === 'billing.errors.network'
          ? t('billing.errors.network')
          : errorText(error, t('billing.errors.server'));
}

function SummaryCard({ rows }: { rows: Array<[string, ReactNode, boolean?]> }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="order-summary">
      <CardHeader title={<span id="order-summary">{t('billing.checkout.summary')}</span>} />
      <CardContent>
        <Summary>
          {rows.map(([label, value, total]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt data-total={total || undefined}>{label}</dt>
              <dd data-total={total || undefined}>{value}</dd>
            </div>
          ))}
        </Summary>
      </CardContent>
    </Card>
  );
}

/** What pays an order: a saved card, or a new card's payment method (kept if asked). */
function confirmBody(choice: PaymentChoice) {
  return choice.kind === 'saved'
    ? { cardId: choice.card.id }
    : { paymentMethodId: choice.method.paymentMethodId, saveCard: choice.save };
}

/** Why this plan cannot be checked out, with a way back to the plans. */
function PlansAlert({ severity, children }: { severity: 'info' | 'warning'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={severity}
      action={
        <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small" variant="text">
          {t('billing.checkout.seePlans')}
        </ButtonLink>
      }
    >
      {children}
    </Alert>
  );
}

function PlanCheckout({ plan, subscriptions }: { plan: Plan; subscriptions: Subscription[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const syncUser = useSyncUser();
  const payError = usePayError();
  const trial = trialApplies(plan, subscriptions);
  const [now] = useState(() => new Date());
  const summary = orderSummary(plan, trial, now);
  const money = (cents: number) => formatMoney(cents, summary.currency, lng);
  const createOrder = useCreateOrder();
  const confirm = useConfirmOrder();
  const addCard = useAddCard();
  const subscribe = useCreateSubscription();
  const [error, setError] = useState<ReactNode>(null);
  const orderId = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = subscriptions.find((s) => ['active', 'trialing', 'past_due'].includes(s.status));

  if (live) {
    return <PlansAlert severity="info">{t('billing.checkout.alreadySubscribed')}</PlansAlert>;
  }

  const done = async (message: string) => {
    await syncUser();
    notify.success(message);
    navigate(paths.dashboard.plans);
  };

  const pay = async (choice: PaymentChoice) => {
    setBusy(true);
    setError(null);
    try {
      if (trial) {
        const cardId =
          choice.kind === 'saved'
            ? choice.card.id
            : (await addCard.mutateAsync({ paymentMethodId: choice.method.paymentMethodId })).id;
        await subscribe.mutateAsync({ planId: plan.id, cardId });
        await done(t('billing.checkout.trialStarted', { plan: plan.name }));
        return;
      }
      // One order per checkout: after a decline it is paid again with another card.
      orderId.current ??= (await createOrder.mutateAsync({ planId: plan.id })).id;
      await confirm.mutateAsync({ orderId: orderId.current, body: confirmBody(choice) });
      await done(t('billing.checkout.paid', { plan: plan.name }));
    } catch (failure) {
      if (errorStatus(failure) === 409 && !isDecline(failure)) orderId.current = null;
      setError(payError(failure));
    } finally {
      setBusy(false);
    }
  };

  const rows: Array<[string, ReactNode, boolean?]> = [
    [t('billing.checkout.plan'), plan.name],
    [
      t('billing.checkout.interval'),
      plan.interval === 'year' ? t('billing.checkout.yearly') : t('billing.checkout.monthly'),
    ],
  ];
  if (summary.trialDays > 0) {
    rows.push([
      t('billing.checkout.trial'),
      t('billing.checkout.trialLength', { count: summary.trialDays }),
    ]);
  }
  rows.push([
    t('billing.checkout.renewal'),
    t('billing.checkout.renewalValue', {
      amount: money(summary.renewalAmount),
      date: formatDate(summary.renewalDate, lng),
    }),
  ]);
  rows.push([t('billing.checkout.dueToday'), money(summary.dueToday), true]);

  return (
    <Columns>
      <SummaryCard rows={rows} />
      <Card as="section" aria-labelledby="pay-step">
        <CardHeader title={<span id="pay-step">{t('billing.checkout.payWith')}</span>} />
        <CardContent>
          <PayStep
            busy={busy}
            error={error}
            mustSave={trial}
            submitLabel={
              trial
                ? t('billing.checkout.startTrial')
                : t('billing.checkout.pay', { amount: money(summary.dueToday) })
            }
            onPay={(choice) => void pay(choice)}
          />
        </CardContent>
      </Card>
    </Columns>
  );
}

/** Checkout of `planId`: the order summary and the pay step. */
export function Checkout({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const plan = usePlan(planId);
  const subscriptions = useSubscriptions();
  if (plan.isError && errorStatus(plan.error) === 404) {
    return <PlansAlert severity="warning">{t('billing.checkout.notFound')}</PlansAlert>;
  }
  if (plan.isError || subscriptions.isError) {
    return (
      <LoadError
        error={plan.error ?? subscriptions.error}
        onRetry={() => {
          void plan.refetch();
          void subscriptions.refetch();
        }}
      />
    );
  }
  if (plan.isPending || subscriptions.isPending) {
    return (
      <Columns aria-busy>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Columns>
    );
  }
  if (!plan.data.active) {
    return <Alert severity="warning">{t('billing.checkout.notFound')}</Alert>;
  }
  return <PlanCheckout plan={plan.data} subscriptions={subscriptions.data} />;
}

/** Paying the renewal that failed: restores access once paid. */
export function OverdueCheckout({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const syncUser = useSyncUser();
  const payError = usePayError();
  const createOrder = useCreateOrder();
  const confirm = useConfirmOrder();
  const [error, setError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const orderId = useRef<string | null>(null);
  const amount = formatMoney(subscription.plan.amount, subscription.plan.currency, i18n.language);

  const pay = async (choice: PaymentChoice) => {
    setBusy(true);
    setError(null);
    try {
      orderId.current ??= (await createOrder.mutateAsync({ subscriptionId: subscription.id })).id;
      await confirm.mutateAsync({ orderId: orderId.current, body: confirmBody(choice) });
      await syncUser();
      notify.success(t('billing.checkout.overduePaid'));
      navigate(paths.dashboard.plans);
    } catch (failure) {
      if (errorStatus(failure) === 409 && !isDecline(failure)) orderId.current = null;
      setError(payError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Columns>
      <SummaryCard
        rows={[
          [t('billing.checkout.overdue', { plan: subscription.plan.name }), amount],
          [t('billing.checkout.dueToday'), amount, true],
        ]}
      />
      <Card as="section" aria-labelledby="pay-step">
        <CardHeader title={<span id="pay-step">{t('billing.checkout.payWith')}</span>} />
        <CardContent>
          <Stack gap={2}>
            <Typography variant="body2" color="textSecondary">
              {t('billing.plans.pastDue')}
            </Typography>
            <PayStep
              busy={busy}
              error={error}
              submitLabel={t('billing.checkout.pay', { amount })}
              onPay={(choice) => void pay(choice)}
            />
          </Stack>
        </CardContent>
      </Card>
    </Columns>
  );
}

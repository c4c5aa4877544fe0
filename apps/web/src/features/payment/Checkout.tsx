import type { Order, Plan, Subscription } from '@finfree/core';
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
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../components/billing/LoadError';
import type { BankReturn } from '../../lib/bankPage';
import { declineKey, isDecline, loadErrorKey, orderDecline } from '../../lib/billingErrors';
import { formatDate, formatMoney } from '../../lib/format';
import { errorFields, errorStatus, errorText } from '../../lib/serverErrors';
import { useOpenBankPage } from '../../lib/useOpenBankPage';
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

/**
 * What a pay attempt failed with, in plain words (a decline names its reason). On a trial
 * nothing was to be paid today: a refused card is said as such, never as a declined payment.
 */
function usePayError(trial = false) {
  const { t } = useTranslation();
  return (error: unknown): ReactNode => {
    if (isDecline(error)) {
      const key = declineKey(error);
      return trial && (key === 'billing.decline.card_declined' || key === 'billing.decline.generic')
        ? t('billing.checkout.trialDeclined')
        : t(key);
    }
    // One free trial per card: the card already had one (nothing was charged).
    if (errorStatus(error) === 409 && errorFields(error).includes('cardId')) {
      return t('billing.checkout.trialCardUsed');
    }
    return loadErrorKey(error) === 'billing.errors.network'
      ? t('billing.errors.network')
      : errorText(error, t('billing.errors.server'));
  };
}

/** The error a checkout opens with: the bank's refusal after a return from the bank's page. */
function useBankError(): unknown {
  const location = useLocation();
  return (location.state as { bankError?: unknown } | null)?.bankError ?? null;
}

/**
 * Payments the bank must confirm (3-D Secure): `toBank` says so and leaves for the bank's page
 * (true), or hands back an order that settled without it (false once paid; a refusal throws
 * like a decline). While leaving, the checkout stays busy with the notice shown.
 */
function useBankStep() {
  const bank = useOpenBankPage();
  const [leaving, setLeaving] = useState(false);
  const toBank = async (order: Order, back: Omit<BankReturn, 'orderId'>): Promise<boolean> => {
    if (order.status !== 'requires_action') return false;
    setLeaving(true);
    try {
      const settled = await bank.open(order, back);
      if (!settled) return true;
      setLeaving(false);
      if (settled.status === 'succeeded') return false;
      throw orderDecline(settled.lastError);
    } catch (failure) {
      setLeaving(false);
      throw failure;
    }
  };
  return { leaving, toBank };
}

/** Said while the browser leaves for the bank's page. */
function LeavingNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="status">
      {t('billing.bank.redirecting')}
    </Alert>
  );
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
  const trial = trialApplies(plan, subscriptions);
  const payError = usePayError(trial);
  const bankError = useBankError();
  const { leaving, toBank } = useBankStep();
  const [now] = useState(() => new Date());
  const summary = orderSummary(plan, trial, now);
  const money = (cents: number) => formatMoney(cents, summary.currency, lng);
  const createOrder = useCreateOrder();
  const confirm = useConfirmOrder();
  const addCard = useAddCard();
  const subscribe = useCreateSubscription();
  const [error, setError] = useState<ReactNode>(() => (bankError ? payError(bankError) : null));
  const orderId = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = subscriptions.find((s) => ['active', 'trialing', 'past_due'].includes(s.status));

  // Subscribing made a subscription: while leaving for the bank, the checkout stays as it is.
  if (live && !leaving) {
    return <PlansAlert severity="info">{t('billing.checkout.alreadySubscribed')}</PlansAlert>;
  }

  const done = async (message: string) => {
    setError(null);
    await syncUser();
    notify.success(message);
    navigate(paths.dashboard.plans);
  };

  const back = { kind: 'plan', planId: plan.id, planName: plan.name } as const;

  const pay = async (choice: PaymentChoice) => {
    setBusy(true);
    setError(null);
    try {
      if (trial) {
        const cardId =
          choice.kind === 'saved'
            ? choice.card.id
            : (await addCard.mutateAsync({ paymentMethodId: choice.method.paymentMethodId })).id;
        const { order } = await subscribe.mutateAsync({ planId: plan.id, cardId });
        if (await toBank(order, back)) return;
        await done(t('billing.checkout.trialStarted', { plan: plan.name }));
        return;
      }
      // One order per checkout: after a decline it is paid again with another card.
      orderId.current ??= (await createOrder.mutateAsync({ planId: plan.id })).id;
      const order = await confirm.mutateAsync({
        orderId: orderId.current,
        body: confirmBody(choice),
      });
      if (await toBank(order, back)) return;
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
          <Stack gap={2}>
            {leaving ? <LeavingNotice /> : null}
            <PayStep
              busy={busy || leaving}
              error={leaving ? null : error}
              errorTitle={trial ? t('billing.checkout.cardDeclined') : undefined}
              onChoiceChange={() => setError(null)}
              mustSave={trial}
              submitLabel={
                trial
                  ? t('billing.checkout.startTrial')
                  : t('billing.checkout.pay', { amount: money(summary.dueToday) })
              }
              onPay={(choice) => void pay(choice)}
            />
          </Stack>
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
  const bankError = useBankError();
  const { leaving, toBank } = useBankStep();
  const createOrder = useCreateOrder();
  const confirm = useConfirmOrder();
  const [error, setError] = useState<ReactNode>(() => (bankError ? payError(bankError) : null));
  const [busy, setBusy] = useState(false);
  const orderId = useRef<string | null>(null);
  const amount = formatMoney(subscription.plan.amount, subscription.plan.currency, i18n.language);

  const pay = async (choice: PaymentChoice) => {
    setBusy(true);
    setError(null);
    try {
      orderId.current ??= (await createOrder.mutateAsync({ subscriptionId: subscription.id })).id;
      const order = await confirm.mutateAsync({
        orderId: orderId.current,
        body: confirmBody(choice),
      });
      const back = { kind: 'overdue', planId: subscription.plan.id } as const;
      if (await toBank(order, back)) return;
      setError(null);
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
            {leaving ? <LeavingNotice /> : null}
            <PayStep
              busy={busy || leaving}
              error={leaving ? null : error}
              onChoiceChange={() => setError(null)}
              submitLabel={t('billing.checkout.pay', { amount })}
              onPay={(choice) => void pay(choice)}
            />
          </Stack>
        </CardContent>
      </Card>
    </Columns>
  );
}

import { useAuthContext, useSubscriptions } from '@finfree/core/react';
import { Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../components/billing/LoadError';
import { WithdrawalsTable } from '../../components/billing/WithdrawalsTable';
import { ConfirmPaymentAlert } from '../../layouts/BillingAlerts';
import { ReturnFromBank } from './BankReturn';
import { BillingHistory } from './BillingHistory';
import { Checkout, OverdueCheckout } from './Checkout';
import { SavedCards } from './SavedCards';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} titleAs="h2" />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Overdue() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  if (subscriptions.isError) {
    return <LoadError error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />;
  }
  if (subscriptions.isPending) return <Skeleton variant="rounded" height={260} />;
  const pastDue = subscriptions.data.find((s) => s.status === 'past_due');
  if (!pastDue) {
    return <Typography color="textSecondary">{t('billing.checkout.nothingDue')}</Typography>;
  }
  return <OverdueCheckout subscription={pastDue} />;
}

/** The payment the renewal e-mail links to, ready to confirm with one tap. */
function ConfirmPayment({ orderId }: { orderId: string }) {
  const { user } = useAuthContext();
  const subscription = user?.subscription;
  const graceUntil =
    subscription?.paymentActionOrderId === orderId ? subscription.graceUntil : null;
  return <ConfirmPaymentAlert orderId={orderId} graceUntil={graceUntil} focusOnOpen inline />;
}

/**
 * Payment: checkout for `?plan=ID`, the overdue renewal for `?pay=overdue`, the return from the
 * bank's page for `?order=ID`, a payment to confirm with the bank for `?confirm=ID` (above the
 * billing); otherwise saved cards, billing history and withdrawals.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const planId = search.get('plan');
  const overdue = search.get('pay') === 'overdue';
  const returned = search.get('order');
  const confirmId = search.get('confirm');

  if (returned) {
    return (
      <Stack gap={3}>
        <Typography variant="h4" as="h1">
          {t('billing.bank.checkingTitle')}
        </Typography>
        {/* A new return (another order) asks again. */}
        <ReturnFromBank key={returned} orderId={returned} />
      </Stack>
    );
  }

  if (planId || overdue) {
    return (
      <Stack gap={3}>
        <Typography variant="h4" as="h1">
          {overdue ? t('billing.checkout.overdueTitle') : t('billing.checkout.title')}
        </Typography>
        {planId ? <Checkout planId={planId} /> : <Overdue />}
      </Stack>
    );
  }

  return (
    <Stack gap={3}>
      <Typography variant="h4" as="h1">
        {t('billing.title')}
      </Typography>
      {confirmId ? <ConfirmPayment orderId={confirmId} /> : null}
      <Section id="saved-cards" title={t('billing.cards.title')}>
        <SavedCards />
      </Section>
      <Section id="billing-history" title={t('billing.history.title')}>
        <BillingHistory />
      </Section>
      <Section id="withdrawals" title={t('billing.withdrawals.title')}>
        <WithdrawalsTable />
      </Section>
    </Stack>
  );
}

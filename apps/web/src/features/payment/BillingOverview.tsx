import { useAuthContext, useCards, usePayments, useWithdrawals } from '@finfree/core/react';
import { Card, CardContent, CardHeader } from '@finfree/ui';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalsTable, WITHDRAWALS_PAGE_SIZE } from '../../components/billing/WithdrawalsTable';
import { BillingHistory, HISTORY_PAGE_SIZE } from './BillingHistory';
import { SavedCards } from './SavedCards';

// Only the renewal e-mail's link asks for it (`?confirm=`): the billing alerts load then.
const ConfirmPaymentAlert = lazy(() =>
  import('../../layouts/BillingAlerts').then((module) => ({
    default: module.ConfirmPaymentAlert,
  })),
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader title={<span id={id}>{title}</span>} titleAs="h2" />
      <CardContent>{children}</CardContent>
    </Card>
  );
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
 * The billing overview: a payment to confirm with the bank (`confirmId`), saved cards, billing
 * history and withdrawals. Its own chunk (with the tables), loaded only without a checkout.
 *
 * The three lists are read at once, and each section is drawn once every section above it has
 * its answer: a list is only as long as its rows once they are here, so a section drawn under a
 * list still loading would move when the list took its height.
 */
export default function BillingOverview({ confirmId }: { confirmId: string | null }) {
  const { t } = useTranslation();
  // The sections' own first reads (the same queries: the sections share the answers).
  const cards = useCards();
  const history = usePayments({ limit: HISTORY_PAGE_SIZE, page: 1 });
  useWithdrawals({ limit: WITHDRAWALS_PAGE_SIZE, page: 1 });
  const historyShown = !cards.isPending;
  const withdrawalsShown = historyShown && !history.isPending;
  return (
    <>
      {confirmId ? <ConfirmPayment orderId={confirmId} /> : null}
      <Section id="saved-cards" title={t('billing.cards.title')}>
        <SavedCards />
      </Section>
      {historyShown ? (
        <Section id="billing-history" title={t('billing.history.title')}>
          <BillingHistory />
        </Section>
      ) : null}
      {withdrawalsShown ? (
        <Section id="withdrawals" title={t('billing.withdrawals.title')}>
          <WithdrawalsTable />
        </Section>
      ) : null}
    </>
  );
}

import { Stack, Typography } from '@finfree/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenTitle } from '../../components/ScreenTitle';

// Each of the screen's views is a chunk of its own, loaded with the view the address asks for:
// the billing overview (with the tables) has no card form or bank step, a checkout no tables.
const BillingOverview = lazy(() => import('./BillingOverview'));
const CheckoutView = lazy(() => import('./CheckoutView'));
const ReturnFromBank = lazy(() =>
  import('./BankReturn').then((module) => ({ default: module.ReturnFromBank })),
);

/**
 * The screen's title (and the billing overview's introduction) at once, its view under it once
 * the view's code is there (nothing is drawn below the title before, so nothing moves when it
 * arrives).
 */
function Screen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={3}>
      {intro ? (
        <ScreenTitle title={title} intro={intro} />
      ) : (
        <Typography variant="h4" as="h1">
          {title}
        </Typography>
      )}
      <Suspense fallback={null}>{children}</Suspense>
    </Stack>
  );
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
      <Screen title={t('billing.bank.checkingTitle')}>
        {/* A new return (another order) asks again. */}
        <ReturnFromBank key={returned} orderId={returned} />
      </Screen>
    );
  }

  if (planId || overdue) {
    return (
      <Screen title={overdue ? t('billing.checkout.overdueTitle') : t('billing.checkout.title')}>
        <CheckoutView planId={planId} />
      </Screen>
    );
  }

  return (
    <Screen title={t('billing.title')} intro={t('billing.intro')}>
      <BillingOverview confirmId={confirmId} />
    </Screen>
  );
}

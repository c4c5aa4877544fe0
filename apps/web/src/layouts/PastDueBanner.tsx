import { useAuthContext } from '@finfree/core/react';
import { lazy, Suspense, type ReactNode } from 'react';

// Few members ever need one: the alerts (and the alert component under them) load only for them.
const BillingAlerts = lazy(() => import('./BillingAlerts'));

export interface PastDueBannerProps {
  /**
   * The screen under the banner. While a member's alert is still loading, the screen waits with
   * it, so it does not move down when the alert arrives.
   */
  children?: ReactNode;
}

/**
 * On every dashboard screen: a payment dispute that ended access, a renewal waiting for the
 * member's bank (a way to confirm it), or an unpaid renewal (a way to the card form and payment).
 */
export function PastDueBanner({ children }: PastDueBannerProps) {
  const { user } = useAuthContext();
  const subscription = user?.subscription;
  const shown =
    subscription?.status === 'past_due' ||
    Boolean(subscription?.paymentActionOrderId) ||
    user?.billingNotice?.kind === 'payment_disputed';
  // One boundary whatever the status, so the screen is never mounted again when it changes.
  return (
    <Suspense fallback={null}>
      {shown && <BillingAlerts />}
      {children}
    </Suspense>
  );
}

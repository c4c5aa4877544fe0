import { useAuthContext } from '@finfree/core/react';
import { lazy, Suspense, type ReactNode } from 'react';

// Few members are ever past due: the alert (and the alert component under it) loads only for them.
const PastDueAlert = lazy(() => import('./PastDueAlert'));

export interface PastDueBannerProps {
  /**
   * The screen under the banner. While a past-due member's alert is still loading, the screen
   * waits with it, so it does not move down when the alert arrives.
   */
  children?: ReactNode;
}

/** On every dashboard screen while a renewal is unpaid: a way to the card form and payment. */
export function PastDueBanner({ children }: PastDueBannerProps) {
  const { user } = useAuthContext();
  const pastDue = user?.subscription?.status === 'past_due';
  // One boundary whatever the status, so the screen is never mounted again when it changes.
  return (
    <Suspense fallback={null}>
      {pastDue && <PastDueAlert />}
      {children}
    </Suspense>
  );
}

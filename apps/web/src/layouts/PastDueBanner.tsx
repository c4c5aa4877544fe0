import { useAuthContext } from '@finfree/core/react';
import { lazy, Suspense } from 'react';

// Few members are ever past due: the alert (and the alert component under it) loads only for them.
const PastDueAlert = lazy(() => import('./PastDueAlert'));

/** On every dashboard screen while a renewal is unpaid: a way to the card form and payment. */
export function PastDueBanner() {
  const { user } = useAuthContext();
  if (user?.subscription?.status !== 'past_due') return null;
  return (
    <Suspense fallback={null}>
      <PastDueAlert />
    </Suspense>
  );
}

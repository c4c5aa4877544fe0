import { useSubscriptions } from '@finfree/core/react';
import { Skeleton, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/billing/LoadError';
import { Checkout, OverdueCheckout } from './Checkout';

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

/**
 * The checkout of a plan (`planId`) or of the overdue renewal: its own chunk, loaded only by the
 * payment screen's checkout (the card form and the bank's confirmation step with it).
 */
export default function CheckoutView({ planId }: { planId: string | null }) {
  return planId ? <Checkout planId={planId} /> : <Overdue />;
}

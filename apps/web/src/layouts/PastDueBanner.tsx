import { useAuthContext } from '@finfree/core/react';
import { Alert, ButtonLink } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../routes/paths';

/** On every dashboard screen while a renewal is unpaid: a way to the card form and payment. */
export function PastDueBanner() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  if (user?.subscription?.status !== 'past_due') return null;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={t('billingBanner.updateCard')}
      style={{ marginBlockEnd: 24 }}
      action={
        <ButtonLink
          as={RouterLink}
          to={`${paths.dashboard.payment}?pay=overdue`}
          size="small"
          variant="contained"
          color="warning"
        >
          {t('billingBanner.updateCard')}
        </ButtonLink>
      }
    >
      {t('billingBanner.pastDue')}
    </Alert>
  );
}

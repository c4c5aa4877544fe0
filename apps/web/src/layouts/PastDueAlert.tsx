import { Alert, ButtonLink } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../routes/paths';

/** The past-due warning itself, with the way to the card form and payment. */
export default function PastDueAlert() {
  const { t } = useTranslation();
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

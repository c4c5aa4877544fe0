import { useAuthContext } from '@finfree/core/react';
import { Alert, Button, ButtonLink, Stack, Typography, notify } from '@finfree/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDate } from '../lib/format';
import { errorText } from '../lib/serverErrors';
import { useOpenBankPage } from '../lib/useOpenBankPage';
import { useSyncUser } from '../lib/useSyncUser';
import { paths } from '../routes/paths';
import PastDueAlert from './PastDueAlert';

/** Props of {@link ConfirmPaymentAlert}. */
export interface ConfirmPaymentAlertProps {
  /** The order waiting for the member's bank. */
  orderId: string;
  /** Until when access continues without the confirmation. */
  graceUntil?: string | null;
  /** Focuses the button (opened from the e-mail's link: one tap to the bank's page). */
  focusOnOpen?: boolean;
  /** In a page's own flow: no space of its own under it (the page spaces its parts). */
  inline?: boolean;
}

/**
 * A renewal waits for the member's bank (3-D Secure): one tap starts the confirmation and opens
 * the bank's page. Never leaves without that tap.
 */
export function ConfirmPaymentAlert({
  orderId,
  graceUntil,
  focusOnOpen,
  inline,
}: ConfirmPaymentAlertProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const bank = useOpenBankPage();
  const syncUser = useSyncUser();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnOpen) button.current?.focus();
  }, [focusOnOpen]);

  const confirm = async () => {
    setError(null);
    setLeaving(true);
    try {
      const settled = await bank.open({ id: orderId }, { kind: 'renewal' });
      if (!settled) return;
      setLeaving(false);
      if (settled.status === 'succeeded') {
        await syncUser();
        notify.success(t('billingBanner.confirmed'));
      } else {
        setError(settled.lastError?.message ?? t('billingBanner.confirmError'));
      }
    } catch (failure) {
      setLeaving(false);
      setError(errorText(failure, t('billingBanner.confirmError')));
    }
  };

  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      title={<span id={titleId}>{t('billingBanner.confirmTitle')}</span>}
      style={inline ? undefined : { marginBlockEnd: 24 }}
    >
      <Stack gap={1.5} align="start">
        <span>
          {graceUntil
            ? t('billingBanner.confirmText', { date: formatDate(graceUntil, i18n.language) })
            : t('billingBanner.confirmTextNoDate')}
        </span>
        <Button
          ref={button}
          size="small"
          variant="contained"
          color="warning"
          loading={leaving}
          onClick={() => void confirm()}
        >
          {t('billingBanner.confirmButton')}
        </Button>
        {leaving ? (
          <Typography variant="body2" role="status">
            {t('billingBanner.redirecting')}
          </Typography>
        ) : null}
        {error ? (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A payment dispute ended the member's access: what happened and what to do. */
export function DisputeNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Alert
      severity="error"
      role="region"
      aria-labelledby={titleId}
      title={<span id={titleId}>{t('billingBanner.disputedTitle')}</span>}
      style={{ marginBlockEnd: 24 }}
    >
      <Stack gap={1.5} align="start">
        <span>{t('billingBanner.disputedText')}</span>
        <Stack direction="row" gap={1} wrap>
          <ButtonLink
            as={RouterLink}
            to={paths.contactUs}
            size="small"
            variant="contained"
            color="error"
          >
            {t('billingBanner.contactUs')}
          </ButtonLink>
          <ButtonLink
            as={RouterLink}
            to={paths.dashboard.plans}
            size="small"
            variant="outlined"
            color="error"
          >
            {t('billingBanner.seePlans')}
          </ButtonLink>
        </Stack>
      </Stack>
    </Alert>
  );
}

/** Props of {@link BillingAlerts}. */
export interface BillingAlertsProps {
  /**
   * Leaves the payment confirmation out. Default: on the payment page confirming a payment (the
   * e-mail's link, the return from the bank), which shows the confirmation itself.
   */
  hideConfirm?: boolean;
}

/**
 * What a member must know about their billing, on every dashboard screen: a dispute that ended
 * their access, a renewal waiting for their bank, or an unpaid renewal.
 */
export default function BillingAlerts(props: BillingAlertsProps) {
  const { user } = useAuthContext();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const hideConfirm =
    props.hideConfirm ??
    (pathname === paths.dashboard.payment && (query.has('confirm') || query.has('order')));
  const subscription = user?.subscription;
  const confirmId = subscription?.paymentActionOrderId;
  return (
    <>
      {user?.billingNotice?.kind === 'payment_disputed' ? <DisputeNotice /> : null}
      {confirmId && !hideConfirm ? (
        <ConfirmPaymentAlert orderId={confirmId} graceUntil={subscription.graceUntil} />
      ) : null}
      {/* While the bank's confirmation waits, paying again is refused: confirming comes first. */}
      {subscription?.status === 'past_due' && !confirmId ? <PastDueAlert /> : null}
    </>
  );
}

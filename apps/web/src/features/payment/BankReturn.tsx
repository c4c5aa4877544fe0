import type { Order } from '@finfree/core';
import { useRefreshOrder } from '@finfree/core/react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardContent,
  LoaderCircle,
  Stack,
  notify,
} from '@finfree/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { LoadError } from '../../components/billing/LoadError';
import { bankReturn, forgetBankReturn, type BankReturn } from '../../lib/bankPage';
import { declineKey, isDecline, orderDecline } from '../../lib/billingErrors';
import { useOpenBankPage } from '../../lib/useOpenBankPage';
import { useSyncUser } from '../../lib/useSyncUser';
import { errorText } from '../../lib/serverErrors';
import { paths } from '../../routes/paths';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(LoaderCircle)`
  animation: ${spin} 1s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

type Outcome =
  | { kind: 'checking' }
  | { kind: 'waiting'; order: Order }
  | { kind: 'processing' }
  | { kind: 'leaving' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'error'; error: unknown };

/** What the payment was for: remembered when leaving, else told by the order. */
function purposeOf(order: Order | null, saved: BankReturn | null): BankReturn['kind'] | null {
  if (saved) return saved.kind;
  if (!order) return null;
  return order.purpose === 'subscription_create'
    ? 'plan'
    : order.purpose === 'upgrade'
      ? 'change'
      : 'renewal';
}

/** A card error's fields, for the checkout the member goes back to (kept in history state). */
const plainDecline = (error: unknown) => {
  const e = error as { code?: number; type?: string; message?: string; declineCode?: string };
  return { code: 402, type: 'card_error', message: e.message ?? '', declineCode: e.declineCode };
};

/**
 * Back from the bank's page (`?order=<id>`): asks the server for the outcome once, while saying
 * it checks with the bank. Paid: the usual success message and the plans page. Refused: back
 * to the checkout of that plan (or the overdue renewal) with the reason, nothing charged.
 * Still waiting: the bank's page again, on a tap.
 */
export function ReturnFromBank({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const syncUser = useSyncUser();
  const refresh = useRefreshOrder();
  const bank = useOpenBankPage();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [saved] = useState(() => bankReturn(orderId));
  const asked = useRef(false);

  const succeed = async (order: Order) => {
    forgetBankReturn();
    await syncUser();
    const plan = saved?.planName;
    const kind = purposeOf(order, saved);
    notify.success(
      kind === 'plan' && plan
        ? t('billing.checkout.paid', { plan })
        : kind === 'overdue'
          ? t('billing.checkout.overduePaid')
          : kind === 'change' && plan
            ? t('billing.bank.upgraded', { plan })
            : t('billing.bank.confirmed'),
    );
    navigate(paths.dashboard.plans, { replace: true });
  };

  const fail = (error: unknown, order: Order | null) => {
    forgetBankReturn();
    const kind = purposeOf(order, saved);
    const planId = order?.planId ?? saved?.planId;
    const state = { bankError: plainDecline(error) };
    if (kind === 'plan' && planId) {
      navigate(`${paths.dashboard.payment}?plan=${encodeURIComponent(planId)}`, {
        replace: true,
        state,
      });
    } else if (kind === 'overdue') {
      navigate(`${paths.dashboard.payment}?pay=overdue`, { replace: true, state });
    } else {
      setOutcome({ kind: 'failed', error });
    }
  };

  const check = async () => {
    setOutcome({ kind: 'checking' });
    try {
      const order = await refresh.mutateAsync(orderId);
      if (order.status === 'succeeded') return await succeed(order);
      if (order.status === 'failed') return fail(orderDecline(order.lastError), order);
      if (order.status === 'requires_action') return setOutcome({ kind: 'waiting', order });
      setOutcome({ kind: 'processing' });
    } catch (failure) {
      if (isDecline(failure)) return fail(failure, null);
      setOutcome({ kind: 'error', error: failure });
    }
  };

  useEffect(() => {
    // Once per return (the bank sends the browser back once).
    if (asked.current) return;
    asked.current = true;
    void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openAgain = async (order: Order) => {
    setOutcome({ kind: 'leaving' });
    try {
      const settled = await bank.open(order, {
        kind: purposeOf(order, saved) ?? 'renewal',
        planId: order.planId,
        ...(saved?.planName ? { planName: saved.planName } : {}),
      });
      if (!settled) return;
      if (settled.status === 'succeeded') return await succeed(settled);
      fail(orderDecline(settled.lastError), settled);
    } catch (failure) {
      if (isDecline(failure)) return fail(failure, order);
      setOutcome({ kind: 'error', error: failure });
    }
  };

  let body;
  switch (outcome.kind) {
    case 'checking':
    case 'leaving':
      body = (
        <Alert severity="info" icon={<Spinner size={22} aria-hidden />} role="status">
          {outcome.kind === 'checking' ? t('billing.bank.checking') : t('billing.bank.redirecting')}
        </Alert>
      );
      break;
    case 'waiting':
      body = (
        <Stack gap={2} align="start">
          <Alert severity="warning">{t('billing.bank.stillWaiting')}</Alert>
          <Button onClick={() => void openAgain(outcome.order)}>
            {t('billing.bank.openAgain')}
          </Button>
        </Stack>
      );
      break;
    case 'processing':
      body = (
        <Stack gap={2} align="start">
          <Alert severity="info">{t('billing.bank.processing')}</Alert>
          <Button variant="outlined" onClick={() => void check()}>
            {t('billing.bank.checkAgain')}
          </Button>
        </Stack>
      );
      break;
    case 'failed':
      body = (
        <Alert
          severity="error"
          title={t('billing.checkout.notConfirmed')}
          action={
            <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small" variant="text">
              {t('billing.checkout.seePlans')}
            </ButtonLink>
          }
        >
          {isDecline(outcome.error)
            ? t(declineKey(outcome.error))
            : errorText(outcome.error, t('billing.errors.server'))}
        </Alert>
      );
      break;
    case 'error':
      body = <LoadError error={outcome.error} onRetry={() => void check()} />;
      break;
  }

  return (
    <Card
      as="section"
      aria-label={t('billing.bank.checkingTitle')}
      aria-busy={outcome.kind === 'checking' || undefined}
    >
      <CardContent>{body}</CardContent>
    </Card>
  );
}

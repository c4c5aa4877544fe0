import type { Plan, Subscription } from '@finfree/core';
import { useSubscriptionPreview, useUpdateSubscription } from '@finfree/core/react';
import {
  Alert,
  Button,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
  notify,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/DialogButtons';
import { ProblemAlert } from '../../components/ProblemAlert';
import { LoadError } from '../../components/billing/LoadError';
import { declineKey, isDecline } from '../../lib/billingErrors';
import { useOpenBankPage } from '../../lib/useOpenBankPage';
import { formatDate, formatMoney } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';
import { useSyncUser } from '../../lib/useSyncUser';

/**
 * Switching plan: the server's preview first (amount due today with the credit of the unused
 * period, or the renewal date of a downgrade), then the change. Nothing is charged before the
 * member confirms.
 */
export function ChangePlanDialog({
  subscription,
  plan,
  onDone,
}: {
  subscription: Subscription;
  plan: Plan;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const preview = useSubscriptionPreview(subscription.id, plan.id, { staleTime: 0 });
  const update = useUpdateSubscription();
  const syncUser = useSyncUser();
  const bank = useOpenBankPage();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const p = preview.data;
  const money = (cents: number) => formatMoney(cents, p?.currency ?? plan.currency, lng);
  const now = p?.effective !== 'renewal';
  const date = formatDate(p?.effectiveAt ?? subscription.currentPeriodEnd, lng);
  const last4 = subscription.defaultCard?.last4;

  const failed = (error: unknown) =>
    setProblem(
      isDecline(error) ? t(declineKey(error)) : errorText(error, t('billing.errors.server')),
    );

  const done = async () => {
    await syncUser();
    notify.success(
      now
        ? t('billing.plans.upgraded', { plan: plan.name })
        : t('billing.plans.scheduled', { plan: plan.name, date }),
    );
    onDone();
  };

  /** The upgrade's payment waits for the bank (3-D Secure): off to the bank's page. */
  const toBank = async (action: NonNullable<Subscription['paymentAction']>) => {
    setLeaving(true);
    try {
      const settled = await bank.open(
        {
          id: action.orderId,
          nextAction: action.actionUrl ? { type: 'redirect', url: action.actionUrl } : null,
        },
        { kind: 'change', planId: plan.id, planName: plan.name },
      );
      if (!settled) return;
      setLeaving(false);
      if (settled.status === 'succeeded') return await done();
      setProblem(
        t(
          declineKey({
            code: 402,
            declineCode: settled.lastError?.declineCode ?? 'authentication_failed',
          }),
        ),
      );
    } catch (error) {
      setLeaving(false);
      failed(error);
    }
  };

  const confirm = () => {
    setProblem(null);
    update.mutate(
      { id: subscription.id, body: { planId: plan.id } },
      {
        onSuccess: async (changed) => {
          if (changed.paymentAction) return toBank(changed.paymentAction);
          await done();
        },
        onError: failed,
      },
    );
  };

  return (
    <DialogContent maxWidth="xs" showClose closeLabel={t('common.close')}>
      <DialogTitle>{t('billing.plans.changeTitle', { plan: plan.name })}</DialogTitle>
      <DialogBody>
        <Stack gap={2}>
          {preview.isError ? (
            <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
          ) : !p ? (
            <Skeleton variant="rounded" height={96} />
          ) : (
            <>
              <DialogDescription asChild>
                <Typography variant="body2">
                  {!now
                    ? t('billing.plans.downgradeAt', { plan: plan.name, date })
                    : subscription.status === 'trialing'
                      ? t('billing.plans.upgradeTrial')
                      : last4
                        ? t('billing.plans.upgradeNow', { last4 })
                        : t('billing.plans.upgradeNowNoCard')}
                </Typography>
              </DialogDescription>
              {now ? (
                <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
                  {p.credit ? (
                    <Stack direction="row" justify="space-between" gap={2}>
                      <Typography as="dt" variant="body2" color="textSecondary">
                        {t('billing.plans.credit', { plan: subscription.plan.name })}
                      </Typography>
                      <Typography as="dd" variant="body2" tabularNums style={{ margin: 0 }}>
                        −{money(p.credit)}
                      </Typography>
                    </Stack>
                  ) : null}
                  <Stack direction="row" justify="space-between" gap={2}>
                    <Typography as="dt" style={{ fontWeight: 700 }}>
                      {t('billing.plans.dueToday')}
                    </Typography>
                    <Typography
                      as="dd"
                      tabularNums
                      style={{ margin: 0, fontWeight: 700 }}
                      data-testid="amount-due"
                    >
                      {money(p.amountDue)}
                    </Typography>
                  </Stack>
                </dl>
              ) : null}
            </>
          )}
          {leaving ? (
            <Alert severity="info" role="status">
              {t('billing.bank.redirecting')}
            </Alert>
          ) : null}
          <ProblemAlert problem={problem} />
        </Stack>
      </DialogBody>
      <DialogButtons dismissLabel={t('billing.plans.back')}>
        <Button onClick={confirm} disabled={!p} loading={update.isPending || leaving}>
          {!now
            ? t('billing.plans.confirmDowngrade')
            : p && p.amountDue > 0
              ? t('billing.plans.confirmUpgrade', { amount: money(p.amountDue) })
              : t('billing.plans.confirmSwitch')}
        </Button>
      </DialogButtons>
    </DialogContent>
  );
}

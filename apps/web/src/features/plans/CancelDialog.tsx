import type { Subscription } from '@finfree/core';
import { useUpdateSubscription } from '@finfree/core/react';
import {
  Button,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Stack,
  TextField,
  notify,
} from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/DialogButtons';
import { ProblemAlert } from '../../components/ProblemAlert';
import { formatDate } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';
import { useSyncUser } from '../../lib/useSyncUser';

/** Cancel at period end: a confirmation with an optional reason. */
export function CancelDialog({
  subscription,
  onDone,
}: {
  subscription: Subscription;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSubscription();
  const syncUser = useSyncUser();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const date = formatDate(subscription.currentPeriodEnd, i18n.language);

  const confirm = () => {
    setProblem(null);
    const cancellationReason = reason.trim();
    update.mutate(
      {
        id: subscription.id,
        body: { cancelAtPeriodEnd: true, ...(cancellationReason ? { cancellationReason } : {}) },
      },
      {
        onSuccess: async () => {
          await syncUser();
          notify.success(t('billing.plans.canceled', { date }));
          onDone();
        },
        onError: (error) => setProblem(errorText(error, t('billing.errors.server'))),
      },
    );
  };

  return (
    <DialogContent maxWidth="xs" showClose closeLabel={t('common.close')}>
      <DialogTitle>{t('billing.plans.cancelTitle')}</DialogTitle>
      <DialogBody>
        <Stack gap={2}>
          <DialogDescription>{t('billing.plans.cancelText', { date })}</DialogDescription>
          <TextField
            label={t('billing.plans.cancelReason')}
            value={reason}
            maxLength={500}
            fullWidth
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setReason(event.target.value)}
          />
          <ProblemAlert problem={problem} />
        </Stack>
      </DialogBody>
      <DialogButtons dismissLabel={t('billing.plans.keep')}>
        <Button color="error" onClick={confirm} loading={update.isPending}>
          {t('billing.plans.cancelConfirm')}
        </Button>
      </DialogButtons>
    </DialogContent>
  );
}

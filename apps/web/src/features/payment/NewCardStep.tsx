import { Alert, Button, Stack, Switch, Typography } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/billing/LoadError';
import { cardLabel } from './cardLabel';
import { useCardForm, type PaymentMethod } from './useCardForm';

/**
 * A new card in the pay step: the provider's card form (opened in a window of its own), the
 * card it gave back and "Save this card" (or why a trial keeps it). Its own chunk, loaded when
 * the member first chooses a new card.
 */
export default function NewCardStep({
  method,
  setMethod,
  setMissing,
  onChoiceChange,
  mustSave,
  save,
  setSave,
}: {
  method: PaymentMethod | null;
  setMethod: (card: PaymentMethod) => void;
  setMissing: (missing: boolean) => void;
  onChoiceChange?: () => void;
  mustSave?: boolean;
  save: boolean;
  setSave: (save: boolean) => void;
}) {
  const { t } = useTranslation();
  const cardForm = useCardForm();
  return (
    <Stack gap={1.5}>
      {method ? (
        <Typography role="status">{cardLabel(t, method)}</Typography>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('billing.checkout.cardFormHint')}
        </Typography>
      )}
      <div>
        <Button
          variant="outlined"
          loading={cardForm.state === 'opening'}
          onClick={() =>
            cardForm.open((card) => {
              setMethod(card);
              setMissing(false);
              onChoiceChange?.();
            })
          }
        >
          {method ? t('billing.checkout.changeCard') : t('billing.checkout.enterCard')}
        </Button>
      </div>
      {cardForm.state === 'open' ? (
        <Typography variant="body2" role="status">
          {t('billing.checkout.cardFormOpen')}
        </Typography>
      ) : null}
      {cardForm.state === 'blocked' ? (
        <Alert severity="warning">{t('billing.checkout.cardFormBlocked')}</Alert>
      ) : null}
      {cardForm.state === 'error' ? (
        <LoadError
          error={cardForm.error}
          onRetry={() =>
            cardForm.open((card) => {
              setMethod(card);
              onChoiceChange?.();
            })
          }
        />
      ) : null}
      {mustSave ? (
        <Typography variant="body2" color="textSecondary">
          {t('billing.checkout.trialNeedsCard')}
        </Typography>
      ) : (
        <Switch label={t('billing.checkout.saveCard')} checked={save} onCheckedChange={setSave} />
      )}
    </Stack>
  );
}

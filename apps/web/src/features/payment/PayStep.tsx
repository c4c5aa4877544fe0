import type { Card } from '@finfree/core';
import { useCards } from '@finfree/core/react';
import { Alert, Button, Radio, RadioGroup, Skeleton, Stack, Switch, Typography } from '@finfree/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LoadError } from '../../components/billing/LoadError';
import { useCardForm, type PaymentMethod } from './useCardForm';

/** How the member chose to pay. */
export type PaymentChoice =
  { kind: 'saved'; card: Card } | { kind: 'new'; method: PaymentMethod; save: boolean };

const NEW = 'new';

export function cardLabel(
  t: TFunction,
  card: Pick<Card, 'brand' | 'last4'> & Partial<Pick<Card, 'expMonth' | 'expYear'>>,
) {
  const brand = card.brand ? card.brand[0]?.toUpperCase() + card.brand.slice(1) : '';
  return card.expMonth
    ? t('billing.checkout.savedCard', {
        brand,
        last4: card.last4,
        month: String(card.expMonth).padStart(2, '0'),
        year: String(card.expYear ?? '').slice(-2),
      })
    : t('billing.checkout.newCardReady', { brand, last4: card.last4 });
}

/**
 * The pay step: the default saved card, another saved card, or a new card through the
 * provider's card form ("Save this card" optional unless `mustSave`). The choice survives a
 * decline, so the member only changes what they need to.
 */
export function PayStep({
  submitLabel,
  mustSave,
  busy,
  error,
  errorTitle,
  onChoiceChange,
  onPay,
}: {
  /** Text of the pay button. */
  submitLabel: string;
  /** A new card is always saved (a trial renews with it). */
  mustSave?: boolean;
  /** A payment is under way. */
  busy: boolean;
  /** What went wrong with the last attempt. */
  error?: ReactNode;
  /** Heading of the error (default "Payment declined"). */
  errorTitle?: string;
  /** The member picked another card or entered a new one (the last error no longer applies). */
  onChoiceChange?: () => void;
  /** Pays with the chosen card. */
  onPay: (choice: PaymentChoice) => void;
}) {
  const { t } = useTranslation();
  const cards = useCards();
  const cardForm = useCardForm();
  const [selected, setSelected] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [save, setSave] = useState(true);
  const [missing, setMissing] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const list = cards.data ?? [];
  const fallback = list.find((c) => c.isDefault)?.id ?? list[0]?.id ?? NEW;
  const value = selected ?? (cards.isSuccess ? fallback : null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const card = list.find((c) => c.id === value);
    if (card) return onPay({ kind: 'saved', card });
    if (value === NEW && method) return onPay({ kind: 'new', method, save: mustSave || save });
    setMissing(true);
  };

  if (cards.isError) {
    return <LoadError error={cards.error} onRetry={() => void cards.refetch()} />;
  }

  return (
    <form onSubmit={submit} aria-busy={busy || undefined} noValidate>
      <Stack gap={2}>
        {error ? (
          <div ref={errorRef} tabIndex={-1}>
            <Alert severity="error" title={errorTitle ?? t('billing.checkout.declined')}>
              {error}
            </Alert>
          </div>
        ) : null}
        {cards.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <RadioGroup
            label={t('billing.checkout.payWith')}
            value={value ?? undefined}
            onValueChange={(next) => {
              setSelected(next);
              setMissing(false);
              onChoiceChange?.();
            }}
          >
            {list.map((card) => (
              <Radio
                key={card.id}
                value={card.id}
                label={
                  <span>
                    {cardLabel(t, card)}
                    {card.isDefault ? ` · ${t('billing.checkout.default')}` : ''}
                  </span>
                }
              />
            ))}
            <Radio value={NEW} label={t('billing.checkout.newCard')} />
          </RadioGroup>
        )}
        {value === NEW ? (
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
              <Switch
                label={t('billing.checkout.saveCard')}
                checked={save}
                onCheckedChange={setSave}
              />
            )}
          </Stack>
        ) : null}
        {missing ? (
          <Typography role="alert" color="error" variant="body2">
            {t('billing.checkout.chooseCard')}
          </Typography>
        ) : null}
        <Button type="submit" size="large" fullWidth loading={busy} disabled={cards.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

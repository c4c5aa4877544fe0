import type { Card } from '@finfree/core';
import { useCards } from '@finfree/core/react';
import { Alert, Button, Radio, RadioGroup, Skeleton, Stack, Typography } from '@finfree/ui';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/billing/LoadError';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { cardLabel } from './cardLabel';
import type { PaymentMethod } from './useCardForm';

// The card form's code (and the "Save this card" switch) loads when a new card is first chosen:
// at once for a member without a saved card.
const NewCardStep = lazy(() => import('./NewCardStep'));

/** How the member chose to pay. */
export type PaymentChoice =
  { kind: 'saved'; card: Card } | { kind: 'new'; method: PaymentMethod; save: boolean };

const NEW = 'new';

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
  const [selected, setSelected] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [save, setSave] = useState(true);
  const [missing, setMissing] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  const list = cards.data ?? [];
  const fallback = list.find((c) => c.isDefault)?.id ?? list[0]?.id ?? NEW;
  const value = selected ?? (cards.isSuccess ? fallback : null);
  // Kept once shown, so a card form left open still hands its card back after another choice.
  const newCardShown = useOpenedOnce(value === NEW);

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
        {/* The choices show with the new card's code when a new card is chosen at once. */}
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          {cards.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : (
            <RadioGroup
              label={t('billing.checkout.payWith')}
              value={value ?? undefined}
              onValueChange={(next) =>
                // The choices stay on screen while a new card's code loads.
                startTransition(() => {
                  setSelected(next);
                  setMissing(false);
                  onChoiceChange?.();
                })
              }
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
          {newCardShown ? (
            <div hidden={value !== NEW}>
              <NewCardStep
                method={method}
                setMethod={setMethod}
                setMissing={setMissing}
                onChoiceChange={onChoiceChange}
                mustSave={mustSave}
                save={save}
                setSave={setSave}
              />
            </div>
          ) : null}
        </Suspense>
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

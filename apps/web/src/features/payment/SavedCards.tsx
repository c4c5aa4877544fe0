import type { Card as SavedCard } from '@finfree/core';
import { useAddCard, useCards, useDeleteCard, useSetDefaultCard } from '@finfree/core/react';
import { Alert, Button, Label, Plus, Stack, Table, notify } from '@finfree/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/ProblemAlert';
import { VisuallyHidden } from '../../components/billing/VisuallyHidden';
import { declineKey, isDecline, loadErrorKey } from '../../lib/billingErrors';
import { errorStatus, errorText } from '../../lib/serverErrors';
import { cardLabel } from './cardLabel';
import { useCardForm } from './useCardForm';

const brandName = (brand: string) => (brand ? brand[0]?.toUpperCase() + brand.slice(1) : '');

/** Saved cards: add through the card form, make default, remove. */
export function SavedCards() {
  const { t } = useTranslation();
  const cards = useCards();
  const cardForm = useCardForm();
  const add = useAddCard();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const [problem, setProblem] = useState<string | null>(null);

  const names = (card: Pick<SavedCard, 'brand' | 'last4'>) => ({
    brand: brandName(card.brand),
    last4: card.last4,
  });

  const onAdd = () => {
    setProblem(null);
    cardForm.open((method) => {
      add.mutate(
        { paymentMethodId: method.paymentMethodId },
        {
          onSuccess: (card) => notify.success(t('billing.cards.added', names(card))),
          onError: (error) =>
            setProblem(
              isDecline(error)
                ? t(declineKey(error))
                : errorText(error, t('billing.errors.server')),
            ),
        },
      );
    });
  };

  const onDefault = (card: SavedCard) => {
    setProblem(null);
    setDefault.mutate(card.id, {
      onSuccess: () => notify.success(t('billing.cards.madeDefault', names(card))),
      onError: (error) => setProblem(errorText(error, t('billing.errors.server'))),
    });
  };

  const onRemove = (card: SavedCard) => {
    setProblem(null);
    remove.mutate(card.id, {
      onSuccess: () => notify.success(t('billing.cards.removed')),
      onError: (error) =>
        setProblem(
          errorStatus(error) === 409
            ? t('billing.cards.lastCard')
            : errorText(error, t('billing.errors.server')),
        ),
    });
  };

  const columns = [
    {
      id: 'card',
      header: t('billing.cards.card'),
      cell: (row: SavedCard) => (
        <span>
          {cardLabel(t, row)}
          {row.isDefault ? (
            <>
              {' '}
              <Label color="primary">{t('billing.checkout.default')}</Label>
            </>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{t('billing.cards.actions')}</VisuallyHidden>,
      label: t('billing.cards.actions'),
      cell: (row: SavedCard) => (
        <Stack direction="row" gap={1} wrap justify="end">
          {row.isDefault ? null : (
            <Button
              size="small"
              variant="outlined"
              loading={setDefault.isPending && setDefault.variables === row.id}
              aria-label={t('billing.cards.makeDefaultLabel', names(row))}
              onClick={() => onDefault(row)}
            >
              {t('billing.cards.makeDefault')}
            </Button>
          )}
          <Button
            size="small"
            variant="text"
            color="error"
            loading={remove.isPending && remove.variables === row.id}
            aria-label={t('billing.cards.removeLabel', names(row))}
            onClick={() => onRemove(row)}
          >
            {t('billing.cards.remove')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap={2}>
      <ProblemAlert problem={problem} />
      {cardForm.state === 'blocked' ? (
        <Alert severity="warning">{t('billing.checkout.cardFormBlocked')}</Alert>
      ) : null}
      {cardForm.state === 'open' ? (
        <Alert severity="info">{t('billing.checkout.cardFormOpen')}</Alert>
      ) : null}
      <Table
        caption={t('billing.cards.title')}
        columns={columns}
        rows={cards.data ?? []}
        loading={cards.isPending}
        // Most members keep one card: the list's place while it loads is one row's.
        loadingRows={1}
        error={cards.isError ? t(loadErrorKey(cards.error)) : undefined}
        onRetry={() => void cards.refetch()}
        retryLabel={t('common.retry')}
        emptyContent={t('billing.cards.none')}
      />
      <div>
        <Button
          variant="outlined"
          startIcon={<Plus size={18} aria-hidden />}
          loading={cardForm.state === 'opening' || add.isPending}
          onClick={onAdd}
        >
          {t('billing.cards.add')}
        </Button>
      </div>
    </Stack>
  );
}

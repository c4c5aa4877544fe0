import type { Card } from '@finfree/core';
import type { TFunction } from 'i18next';

/** A card in words: brand, last 4 digits and expiry (a new card, not yet saved: without it). */
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

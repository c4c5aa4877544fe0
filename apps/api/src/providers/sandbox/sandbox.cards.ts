import { cardBrand, luhnValid } from '../../lib/luhn';

/** What a test card number does (the widely used test-mode numbers). */
export const TEST_CARD_BEHAVIOUR: Record<string, string> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000341': 'charge_fails',
};

/** Decline messages shown to the card holder. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
};

/** Raw card fields typed into the sandbox's card form. */
export interface RawCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A checked card: digits, brand and the behaviour its number selects. */
export interface CheckedCard {
  digits: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: string;
}

/**
 * Validates a card like a hosted card field: Luhn, brand from the first digits, expiry not
 * in the past, CVC length (4 for Amex, else 3). Returns the field problems or the card.
 */
export function checkCard(
  card: RawCard,
  now = new Date(),
): { ok: true; card: CheckedCard } | { ok: false; errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  const digits = card.number.replace(/[\s-]/g, '');
  const brand = /^\d+$/.test(digits) ? cardBrand(digits) : 'unknown';
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits) || brand === 'unknown') {
    errors.push({ field: 'number', message: 'Your card number is invalid.' });
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const month = card.expMonth;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    errors.push({ field: 'expMonth', message: 'Your card’s expiration month is invalid.' });
  } else if (!Number.isInteger(year) || year * 12 + (month - 1) < thisMonth) {
    errors.push({ field: 'expYear', message: 'Your card’s expiration date is in the past.' });
  } else if (year > now.getUTCFullYear() + 20) {
    errors.push({ field: 'expYear', message: 'Your card’s expiration year is invalid.' });
  }
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    errors.push({
      field: 'cvc',
      message: `Your card’s security code must be ${cvcLength} digits.`,
    });
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    card: {
      digits,
      brand,
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      behaviour: TEST_CARD_BEHAVIOUR[digits] ?? 'ok',
    },
  };
}

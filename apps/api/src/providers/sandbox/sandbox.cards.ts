import { cardBrand, luhnValid } from '../../lib/luhn';

/**
 * What a test card number does (the widely used test-mode numbers, the same as Stripe's):
 * - `ok`: attaches and charges;
 * - `card_declined`, `insufficient_funds`, `expired_card`, `incorrect_cvc`: refused when
 *   attached (saved) and when charged, as Stripe's test mode does;
 * - `charge_fails`: attaches, every charge declines `card_declined`;
 * - `authenticate_always`: the card form asks for the bank's challenge, and so does every
 *   charge (`requires_action`);
 * - `authenticate_setup`: the card form asks for the bank's challenge, then charges succeed
 *   without one;
 * - `dispute`: charges succeed, then the bank disputes them (`charge.dispute.created`).
 */
export const TEST_CARD_BEHAVIOUR: Record<string, string> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000341': 'charge_fails',
  '4000002760003184': 'authenticate_always',
  '4000002500003155': 'authenticate_setup',
  '4000000000000259': 'dispute',
};

/** The test cards as the card form lists them: number → what it does. */
export const TEST_CARDS: { number: string; does: string }[] = [
  { number: '4242 4242 4242 4242', does: 'Succeeds' },
  { number: '4000 0025 0000 3155', does: 'Asks the bank to confirm when saved, then succeeds' },
  { number: '4000 0027 6000 3184', does: 'Asks the bank to confirm every payment' },
  { number: '4000 0000 0000 0259', does: 'Succeeds, then the payment is disputed' },
  { number: '4000 0000 0000 9995', does: 'Declined: insufficient funds' },
  { number: '4000 0000 0000 0341', does: 'Saves; payments are declined' },
  { number: '4000 0000 0000 0002', does: 'Declined' },
  { number: '4000 0000 0000 0069', does: 'Declined: expired card' },
  { number: '4000 0000 0000 0127', does: 'Declined: incorrect CVC' },
];

/** Behaviours whose card form asks for the bank's challenge before the token is handed back. */
export const SETUP_CHALLENGE_BEHAVIOURS = new Set(['authenticate_always', 'authenticate_setup']);

/** Behaviours that attach but decline every charge, with the charge's decline code. */
export const CHARGE_TIME_DECLINES: Record<string, string> = {
  charge_fails: 'card_declined',
};

/** Behaviours that attach and charge (maybe after a challenge or with a dispute later). */
export const ACCEPTED_BEHAVIOURS = new Set([
  'ok',
  'authenticate_always',
  'authenticate_setup',
  'dispute',
]);

/** Decline messages shown to the card holder. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
  authentication_failed: 'Your bank could not confirm this payment.',
  authentication_required: 'Your bank asks you to confirm this payment.',
};

/** What the card form says when the bank's challenge of a new card fails. */
export const SETUP_AUTHENTICATION_FAILED = 'Your bank could not confirm this card.';

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

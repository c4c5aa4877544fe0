import { describe, expect, it } from 'vitest';
import { declineKey, isDecline, loadErrorKey } from './billingErrors';

describe('declineKey', () => {
  it('names each decline code the card provider sends', () => {
    for (const code of ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc']) {
      expect(declineKey({ code: 402, type: 'card_error', message: 'x', declineCode: code })).toBe(
        `billing.decline.${code}`,
      );
    }
  });

  it('falls back to a generic reason for unknown or missing codes', () => {
    expect(declineKey({ code: 402, message: 'x', declineCode: 'do_not_honor' })).toBe(
      'billing.decline.generic',
    );
    expect(declineKey('Something went wrong')).toBe('billing.decline.generic');
  });
});

describe('isDecline', () => {
  it('is true for a 402 card error only', () => {
    expect(isDecline({ code: 402, type: 'card_error', message: 'x' })).toBe(true);
    expect(isDecline({ code: 409, message: 'x' })).toBe(false);
    expect(isDecline('Something went wrong')).toBe(false);
  });
});

describe('loadErrorKey', () => {
  it('tells a lost connection from a server failure', () => {
    expect(loadErrorKey('Something went wrong')).toBe('billing.errors.network');
    expect(loadErrorKey({ code: 500, message: 'Internal server error' })).toBe(
      'billing.errors.server',
    );
    expect(loadErrorKey({ code: 404, message: 'Not found' })).toBe('billing.errors.request');
  });
});

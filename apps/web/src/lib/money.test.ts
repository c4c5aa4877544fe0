import { describe, expect, it } from 'vitest';
import { amountInput, parseAmount } from './money';

describe('parseAmount', () => {
  it('reads whole and decimal amounts as cents', () => {
    expect(parseAmount('50', 'en')).toBe(5000);
    expect(parseAmount(' 50.5 ', 'en')).toBe(5050);
    expect(parseAmount('$1,234.56', 'en')).toBe(123456);
    expect(parseAmount('0.01', 'en')).toBe(1);
  });

  it('reads French and Arabic ways of writing numbers', () => {
    expect(parseAmount('60,25', 'fr')).toBe(6025);
    expect(parseAmount('1\u202f234,5', 'fr')).toBe(123450);
    expect(parseAmount('٥٠٫٢٥', 'ar')).toBe(5025);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '5..0', '1e3', '12.3.4']) {
      expect(parseAmount(text, 'en')).toBeNull();
    }
  });

  it('round-trips the prefilled value', () => {
    for (const locale of ['en', 'fr', 'ar']) {
      expect(parseAmount(amountInput(123456, locale), locale)).toBe(123456);
    }
  });
});

import { currencyDigits, majorUnits, parseAmount } from './RefundDialog';

describe('refund amounts', () => {
  it('reads major units typed with a dot or a comma as integer minor units', () => {
    expect(parseAmount('12', 2)).toBe(1200);
    expect(parseAmount('12.5', 2)).toBe(1250);
    expect(parseAmount(' 12,05 ', 2)).toBe(1205);
    // No floating-point drift: 0.29 × 100 is 28.999… in binary.
    expect(parseAmount('0.29', 2)).toBe(29);
    expect(parseAmount('1005', 0)).toBe(1005);
  });

  it('refuses what is not an amount in the currency', () => {
    for (const text of ['', 'abc', '1.234', '-3', '1e3', '12.', '.5', '1.5']) {
      expect(parseAmount(text, text === '1.5' ? 0 : 2)).toBeNull();
    }
  });

  it('prefills what is left in major units, with the currency’s digits', () => {
    expect(majorUnits(4900, 2)).toBe('49.00');
    expect(majorUnits(3400, 2)).toBe('34.00');
    expect(currencyDigits('usd')).toBe(2);
    expect(currencyDigits('jpy')).toBe(0);
  });
});

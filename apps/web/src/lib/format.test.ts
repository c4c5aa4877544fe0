import { formatEntry, formatMoney, formatPercent, formatPrice, formatSigned } from './format';

describe('format', () => {
  it('formats integer cents as currency', () => {
    expect(formatMoney(4900, 'usd', 'en')).toBe('$49.00');
    expect(formatMoney(123456, 'usd', 'en')).toBe('$1,234.56');
  });

  it('signs gains and losses', () => {
    expect(formatSigned(12.345, 'en')).toBe('+12.3');
    expect(formatSigned(-3, 'en')).toBe('-3.0');
    expect(formatSigned(0, 'en')).toBe('0.0');
  });

  it('formats API percentages (0–100)', () => {
    expect(formatPercent(62.5, 'en')).toBe('62.5%');
    expect(formatPercent(100, 'en')).toBe('100%');
  });

  it('formats trade prices to 5 decimals, a missing one as a dash', () => {
    expect(formatPrice(1.085123, 'en')).toBe('1.08512');
    expect(formatPrice(null, 'en')).toBe('—');
  });

  it("formats a trade's entry as its zone, else its price", () => {
    expect(formatEntry({ entryZone: { from: 1.08, to: 1.09 }, entryPrice: 1.085 }, 'en')).toBe(
      '1.08 – 1.09',
    );
    expect(formatEntry({ entryZone: null, entryPrice: 2350.5 }, 'en')).toBe('2,350.5');
    expect(formatEntry({ entryZone: null, entryPrice: null }, 'en')).toBe('—');
  });
});

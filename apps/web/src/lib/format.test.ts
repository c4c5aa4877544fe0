import { formatMoney, formatPercent, formatSigned } from './format';

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
});

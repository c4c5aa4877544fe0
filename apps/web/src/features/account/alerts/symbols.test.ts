import { MAX_SYMBOLS, parseSymbol } from './symbols';

describe('parseSymbol', () => {
  it('upper-cases and trims what the member typed', () => {
    expect(parseSymbol(' xauusd ', [])).toEqual({ symbol: 'XAUUSD' });
    expect(parseSymbol('btc/usd', [])).toEqual({ symbol: 'BTC/USD' });
    expect(parseSymbol('us_500.x-1', [])).toEqual({ symbol: 'US_500.X-1' });
  });

  it('refuses 1 or 21 characters and other characters', () => {
    for (const typed of ['X', 'A'.repeat(21), 'EUR USD', 'EUR+USD', 'ÉUR', ''])
      expect(parseSymbol(typed, [])).toEqual({ error: 'invalid' });
    expect(parseSymbol('A'.repeat(20), [])).toEqual({ symbol: 'A'.repeat(20) });
  });

  it('refuses a 51st symbol but not one already listed', () => {
    const listed = Array.from({ length: MAX_SYMBOLS }, (_, i) => `S${i}`);
    expect(parseSymbol('NEW1', listed)).toEqual({ error: 'tooMany' });
    expect(parseSymbol('s1', listed)).toEqual({ symbol: 'S1' });
  });
});

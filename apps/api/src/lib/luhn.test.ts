import { CARD_FORMATS, CARD_SPELLINGS, NOT_CARDS, ORDINARY_NUMBERS } from '../test/card-formats';
import { cardBrand, findCardNumbers, luhnValid, maskCardNumbers, normaliseDigits } from './luhn';

describe('luhn', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('42a2')).toBe(false);
  });

  it('finds card numbers as people type them, not inside hashes, words or UUIDs', () => {
    expect(findCardNumbers('pay 4242424242424242 now')).toEqual(['4242424242424242']);
    expect(findCardNumbers('4242 4242 4242 4242')).toEqual(['4242424242424242']);
    expect(findCardNumbers('4000-0000-0000-0002')).toEqual(['4000000000000002']);
    expect(findCardNumbers('amex 3782 822463 10005')).toEqual(['378282246310005']);
    expect(findCardNumbers('"number":"5555555555554444"')).toEqual(['5555555555554444']);
    // Not Luhn-valid, too short, inside hex or a UUID.
    expect(findCardNumbers('4242424242424241 424242424242')).toEqual([]);
    expect(findCardNumbers('b8aef6512142424242424242424242d9')).toEqual([]);
    expect(findCardNumbers('00000000-4242-4242-4242-424242424242')).toEqual([]);
    expect(findCardNumbers('2026-11-21T10:33:41.000Z 1795254961401')).toEqual([]);
    expect(findCardNumbers('"responseTime":0.394913999999517')).toEqual([]);
  });

  it.each(CARD_FORMATS)('finds a card typed with %s', (_label, text, digits) => {
    expect(findCardNumbers(text)).toEqual([digits]);
    expect(findCardNumbers(maskCardNumbers(text))).toEqual([]);
    expect(maskCardNumbers(text)).toContain('[card]');
  });

  it.each(NOT_CARDS)('finds no card in %s', (_label, text) => {
    expect(findCardNumbers(text)).toEqual([]);
    expect(maskCardNumbers(text)).toBe(text);
  });

  it.each(CARD_SPELLINGS)('finds a card spelled with %s', (_label, text, digits) => {
    expect(findCardNumbers(text)).toEqual([digits]);
    expect(findCardNumbers(`my card: ${text} thanks`)).toEqual([digits]);
    expect(findCardNumbers(maskCardNumbers(text))).toEqual([]);
  });

  it('finds every spelling of the table', () => {
    const found = CARD_SPELLINGS.filter(([, text]) => findCardNumbers(text).length === 1);
    console.info(`${found.length} of ${CARD_SPELLINGS.length} spellings found`);
    expect(found.length).toBe(CARD_SPELLINGS.length);
  });

  it.each(ORDINARY_NUMBERS)('finds no card in %s', (_label, text) => {
    expect(findCardNumbers(text)).toEqual([]);
    expect(maskCardNumbers(text)).toBe(text);
  });

  it('finds no card in ordinary texts that put several numbers side by side', () => {
    const text = ORDINARY_NUMBERS.map(([, t]) => t).join(' ');
    expect(findCardNumbers(text)).toEqual([]);
    expect(findCardNumbers(ORDINARY_NUMBERS.map(([, t]) => t).join('\n'))).toEqual([]);
  });

  it('finds several numbers separated by spaces and normalises Unicode digits', () => {
    expect(findCardNumbers('4242424242424242 4000000000000002')).toEqual([
      '4242424242424242',
      '4000000000000002',
    ]);
    expect(normaliseDigits('０٩९𝟕')).toBe('0997');
  });

  it('masks card numbers (log URLs)', () => {
    expect(maskCardNumbers('/v1/x?number=4242424242424242&page=1')).toBe(
      '/v1/x?number=[card]&page=1',
    );
    expect(maskCardNumbers('/v1/x?n=4242424242424241')).toBe('/v1/x?n=4242424242424241');
  });

  it('detects the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3566002020360505')).toBe('jcb');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });
});

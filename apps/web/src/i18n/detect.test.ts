import { detectLanguage, directionOf } from './index';

describe('detectLanguage', () => {
  it('reads the stored language entry first', () => {
    expect(detectLanguage(() => 'ar', ['fr-FR'])).toBe('ar');
  });

  it('falls back to the browser languages, then English', () => {
    expect(detectLanguage(() => null, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(detectLanguage(() => 'klingon', ['de-DE'])).toBe('en');
  });

  it('survives storage that throws', () => {
    expect(
      detectLanguage(() => {
        throw new Error('SecurityError');
      }, ['ar-EG']),
    ).toBe('ar');
  });
});

describe('directionOf', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});

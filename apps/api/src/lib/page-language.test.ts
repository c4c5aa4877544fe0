import {
  acceptedLanguages,
  addressLanguage,
  chooseLanguage,
  PAGE_LANGUAGES,
} from './page-language';

const choose = (headers: { cookie?: string; 'accept-language'?: string }) =>
  chooseLanguage(headers, PAGE_LANGUAGES);

describe('the language a public page is sent in', () => {
  it.each<[{ cookie?: string; 'accept-language'?: string }, string]>([
    // The language cookie, when it names a language of the pages.
    [{ cookie: 'finfree_lang=ar' }, 'ar'],
    [{ cookie: 'other=1; finfree_lang=fr', 'accept-language': 'ar' }, 'fr'],
    [{ cookie: 'finfree_lang=en', 'accept-language': 'fr-FR,fr;q=0.9' }, 'en'],
    // Else the first accepted language whose base subtag is one.
    [{ cookie: 'finfree_lang=de', 'accept-language': 'fr-CA,fr;q=0.9' }, 'fr'],
    [{ cookie: 'finfree_lang=AR', 'accept-language': 'de-DE, ar-EG;q=0.8, fr;q=0.7' }, 'ar'],
    [{ 'accept-language': 'de-DE,de;q=0.9,en-GB;q=0.8,ar;q=0.7' }, 'en'],
    [{ 'accept-language': 'FR' }, 'fr'],
    // Preference by q, then the order given; q=0 refuses a language.
    [{ 'accept-language': 'fr;q=0.5, ar' }, 'ar'],
    [{ 'accept-language': 'ar;q=0, fr;q=0.1' }, 'fr'],
    // Else English.
    [{}, 'en'],
    [{ 'accept-language': '*' }, 'en'],
    [{ 'accept-language': 'de, zh-Hant-TW' }, 'en'],
    [{ cookie: 'finfree_lang=', 'accept-language': ';;,,q=1' }, 'en'],
  ])('%o → %s', (headers, expected) => {
    expect(choose(headers)).toBe(expected);
  });

  it('reads the tags of Accept-Language most wanted first, leaving out malformed ones', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8, <script>, ar;q=1.0')).toEqual([
      'fr-CA',
      'ar',
      'fr',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('x'.repeat(2000))).toEqual([]);
  });

  it('takes the language the address names first, when it is one of the pages', () => {
    const headers = { cookie: 'finfree_lang=ar', 'accept-language': 'en' };
    expect(chooseLanguage(headers, PAGE_LANGUAGES, '/pricing?lang=fr')).toBe('fr');
    expect(chooseLanguage(headers, PAGE_LANGUAGES, '/?ref=A1&lang=en')).toBe('en');
    // Not a language of the pages, or no query: the cookie decides.
    expect(chooseLanguage(headers, PAGE_LANGUAGES, '/?lang=de')).toBe('ar');
    expect(chooseLanguage(headers, PAGE_LANGUAGES, '/?lang=FR')).toBe('ar');
    expect(chooseLanguage(headers, PAGE_LANGUAGES, '/lang=fr')).toBe('ar');
    expect(addressLanguage(undefined, PAGE_LANGUAGES)).toBeUndefined();
    expect(addressLanguage('/?lang=ar&lang=fr', PAGE_LANGUAGES)).toBe('ar');
  });
});

import {
  changeLanguage,
  detectLanguage,
  directionOf,
  initI18n,
  languageCookieOf,
  LANGUAGE_COOKIE,
} from './index';

describe('detectLanguage', () => {
  it('reads the stored language entry first', () => {
    expect(detectLanguage(() => 'ar', ['fr-FR'])).toBe('ar');
  });

  it('falls back to the browser languages, then English', () => {
    expect(detectLanguage(() => null, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(detectLanguage(() => 'klingon', ['de-DE'])).toBe('en');
  });

  it('reads the language cookie after the stored entry, before the browser languages', () => {
    expect(
      detectLanguage(
        () => null,
        ['fr-FR'],
        () => 'ar',
      ),
    ).toBe('ar');
    expect(
      detectLanguage(
        () => 'fr',
        ['en-US'],
        () => 'ar',
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        () => null,
        ['fr-FR'],
        () => 'de',
      ),
    ).toBe('fr');
    expect(languageCookieOf(`a=1; ${LANGUAGE_COOKIE}=ar; b=2`)).toBe('ar');
    expect(languageCookieOf('x_finfree_lang=ar')).toBeNull();
  });

  it('reads the language the address names before everything else', () => {
    const address = () => 'ar';
    expect(
      detectLanguage(
        () => 'fr',
        ['fr-FR'],
        () => 'fr',
        address,
      ),
    ).toBe('ar');
    // Not a language of the app: the stored choice decides.
    expect(
      detectLanguage(
        () => 'fr',
        ['en'],
        () => null,
        () => 'de',
      ),
    ).toBe('fr');
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

describe('the language cookie', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    localStorage.clear();
  });

  it('carries the chosen language to the server: path /, a year, SameSite=Lax', async () => {
    await initI18n('en');
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    await changeLanguage('ar');
    spy.mockRestore();
    expect(written).toEqual([`${LANGUAGE_COOKIE}=ar; Path=/; Max-Age=31536000; SameSite=Lax`]);
    expect(languageCookieOf(document.cookie)).toBe('ar');
  });

  it('makes an address that names a language name the one chosen, so a reload keeps it', async () => {
    window.history.replaceState(null, '', '/pricing?ref=A1&lang=fr#faq');
    await initI18n();
    await changeLanguage('ar');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pricing?ref=A1&lang=ar#faq',
    );
    window.history.replaceState(null, '', '/');
    await changeLanguage('en');
    expect(window.location.search).toBe('');
  });

  it('is renewed on start from a choice stored before the cookie existed', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    expect(languageCookieOf(document.cookie)).toBeNull();
    await initI18n();
    expect(languageCookieOf(document.cookie)).toBe('fr');
  });

  it('is not written for a language nobody chose (the browser languages)', async () => {
    await initI18n('en');
    expect(languageCookieOf(document.cookie)).toBeNull();
  });
});

import { languageAddress } from './languageByAddress';

describe("a public page's address in another language", () => {
  it('keeps the path, the query and the fragment, naming the language', () => {
    expect(
      languageAddress('fr', { pathname: '/pricing', search: '?ref=A1&lang=ar', hash: '#faq' }),
    ).toBe('/pricing?ref=A1&lang=fr#faq');
    expect(languageAddress('ar', { pathname: '/', search: '', hash: '' })).toBe('/?lang=ar');
  });
});

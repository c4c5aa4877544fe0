import { parseCookies } from './cookies';

/**
 * The cookie in which the web app keeps the visitor's chosen language (`LANGUAGE_COOKIE` of
 * apps/web/src/i18n/languages.ts; a test of the web app keeps the two names the same).
 */
export const LANGUAGE_COOKIE = 'finfree_lang';

/**
 * The query parameter that names a page's language in its address (`/pricing?lang=fr`:
 * `LANGUAGE_QUERY` of apps/web/src/i18n/languages.ts). It comes before the cookie: the language
 * menu of a public page opens the page at such an address, which the page fetched ahead.
 */
export const LANGUAGE_QUERY = 'lang';

/** The languages the public pages are written in; the first is the default. */
export const PAGE_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The request headers the language is chosen from (`Vary` names them). */
export const LANGUAGE_HEADERS = ['cookie', 'accept-language'] as const;

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The language tags of an `Accept-Language` header, most wanted first (by `q`, else in the
 * order given); tags refused with `q=0` and malformed entries are left out.
 */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text.length > 1024) return [];
  return text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language named by an address's query string (`?lang=fr`), if it is one of `supported`. */
export function addressLanguage<T extends string>(
  url: string | undefined,
  supported: readonly T[],
): T | undefined {
  const query = url?.indexOf('?') ?? -1;
  if (!url || query < 0) return undefined;
  const named = new URLSearchParams(url.slice(query + 1)).get(LANGUAGE_QUERY);
  return isIn(supported, named) ? named : undefined;
}

/**
 * The language a public page is sent in: the address's (`?lang=`) when it names one of
 * `supported`, else the language cookie's, else the first `Accept-Language` tag whose base
 * subtag (`fr` of `fr-CA`) is one, else the first of `supported` — the rules by which the app
 * chooses its starting language in the browser (the address, the stored choice, the cookie,
 * then `navigator.languages`).
 */
export function chooseLanguage<T extends string>(
  headers: { cookie?: string | string[]; 'accept-language'?: string | string[] },
  supported: readonly [T, ...T[]],
  url = '',
): T {
  const named = addressLanguage(url, supported);
  if (named) return named;
  const chosen = parseCookies(headers.cookie)[LANGUAGE_COOKIE];
  if (isIn(supported, chosen)) return chosen;
  for (const tag of acceptedLanguages(headers['accept-language'])) {
    const base = tag.toLowerCase().split('-')[0];
    if (isIn(supported, base)) return base;
  }
  return supported[0];
}

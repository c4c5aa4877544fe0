import { STORAGE_KEYS } from '../../../../packages/core/src/auth/storageKeys';

/** The app's languages (the first is the default). */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];

/** localStorage key of the chosen language (i18next's own key; core's `STORAGE_KEYS.language`). */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;

/**
 * Cookie that carries the chosen language to the server too (path `/`, a year, SameSite=Lax),
 * so the public pages arrive rendered in it. The API server reads the same name
 * (apps/api/src/lib/page-language.ts).
 */
export const LANGUAGE_COOKIE = 'finfree_lang';

/**
 * The query parameter that names a page's language in its address (`/pricing?lang=fr`); it
 * comes before the stored choice and the cookie, for the API server as for the app
 * (apps/api/src/lib/page-language.ts reads the same name). A public page's language menu
 * opens the page at such an address, fetched ahead while the visitor read the page.
 */
export const LANGUAGE_QUERY = 'lang';

/** How long the language cookie lasts, in seconds (a year). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language cookie's attributes after its value (`; Secure` is added on HTTPS). */
export const LANGUAGE_COOKIE_ATTRIBUTES = `; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;

/**
 * A JavaScript statement, for the inline head scripts, that writes the language cookie with the
 * value of the expression `language` in the document named `documentName`: as the app does.
 */
export const languageCookieWrite = (documentName: string, language: string) =>
  `${documentName}.cookie = ${JSON.stringify(`${LANGUAGE_COOKIE}=`)} + ${language} + ${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)} + (${documentName}.location.protocol === 'https:' ? '; Secure' : '');`;

/**
 * A JavaScript expression, for the inline head scripts, that reads the language cookie's value
 * (or null) from the document named `documentName`: the same reading as `languageCookieOf`.
 */
export const languageCookieExpression = (documentName: string) =>
  `(function (m) { return m ? m[1] : null; })(/(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)/.exec(${documentName}.cookie))`;

/**
 * A JavaScript expression, for the inline head scripts, whose value is the language the address
 * of the window named `windowName` names (`?lang=`), or null: the reading `detectLanguage`
 * starts with.
 */
export const addressLanguageExpression = (windowName: string) =>
  `(function (m) { return m ? decodeURIComponent(m[1]) : null; })(/[?&]${LANGUAGE_QUERY}=([^&#]*)/.exec(${windowName}.location.search))`;

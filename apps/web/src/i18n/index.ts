import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import type { Messages } from './locales/en';
import type { AdminPart } from './locales/admin/parts';
import type { screenBundles } from './screenBundles';

import {
  languages,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from './languages';

export { languages, LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, type Language };

// English ships with the app; the other catalogues load only when chosen.
const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => en,
  fr: () => import('./locales/fr').then((m) => m.fr),
  ar: () => import('./locales/ar').then((m) => m.ar),
};

/** A catalogue's loader per language. */
type Loaders = Record<Language, () => Promise<object>>;

/**
 * Catalogues that load with their screens' code (see {@link loadBundles}), so a screen carries
 * only its own: the public site's (`landing`) are not on the dashboard or the sign-in page, and
 * the others are not in the first load of `/` or the sign-in page.
 * A bundle's messages live under a top-level key of the same name (`t('billing.…')`), except
 * the dashboard's, whose sections are top-level keys themselves (`t('trades.…')`), and a part of
 * a catalogue (`admin.members`: the members console's keys of the admin catalogue), whose keys
 * join the others of its catalogue (`t('admin.members.…')`, `t('admin.refund.…')`): a screen
 * loads only the parts it uses.
 */
const publicBundles = {
  landing: {
    en: () => import('./locales/landing/en').then((m) => m.en),
    fr: () => import('./locales/landing/fr').then((m) => m.fr),
    ar: () => import('./locales/landing/ar').then((m) => m.ar),
  },
  dashboard: {
    en: () => import('./locales/dashboard/en').then((m) => m.en),
    fr: () => import('./locales/dashboard/fr').then((m) => m.fr),
    ar: () => import('./locales/dashboard/ar').then((m) => m.ar),
  },
  trades: {
    en: () => import('./locales/trades/en').then((m) => m.en),
    fr: () => import('./locales/trades/fr').then((m) => m.fr),
    ar: () => import('./locales/trades/ar').then((m) => m.ar),
  },
  trackRecord: {
    en: () => import('./locales/track-record/en').then((m) => m.en),
    fr: () => import('./locales/track-record/fr').then((m) => m.fr),
    ar: () => import('./locales/track-record/ar').then((m) => m.ar),
  },
  legal: {
    en: () => import('./locales/legal/en').then((m) => m.en),
    fr: () => import('./locales/legal/fr').then((m) => m.fr),
    ar: () => import('./locales/legal/ar').then((m) => m.ar),
  },
} satisfies Record<string, Loaders>;

/** Every catalogue's loaders: the public pages' and, once registered, the screens'. */
const bundles: Record<string, Loaders> = publicBundles;

/**
 * The catalogues only the app's screens load, never the public pages' islands (billing, session,
 * Connect, the outlook: `screenBundles.ts`). Their loaders join the others when the app's router
 * (or a story's harness) registers them, so the public pages' first load does not carry them.
 */
export function registerBundles(loaders: typeof screenBundles): void {
  Object.assign(bundles, loaders);
}

/**
 * Catalogues in parts, each loaded by the screens that use it: one loader per catalogue, which
 * loads the table of its parts with the first part asked for, so the app's entry carries no
 * loader per part and language.
 */
const parted = {
  admin: (part: AdminPart, language: Language) =>
    import('./locales/admin/parts').then((m) => m.adminParts[part][language]()),
};

/** The name of a catalogue that loads with its screens, or of a part of one (`admin.members`). */
export type Bundle = keyof typeof publicBundles | keyof typeof screenBundles | `admin.${AdminPart}`;

let markInitialised: () => void = () => {};
/** Resolves once {@link initI18n} has finished for the first time. */
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/** Bundles some screen has asked for: a language switch loads them in the new language too. */
const wantedBundles = new Set<Bundle>();

/** True when i18next holds the catalogue under `key` (`common` for the main one). */
const holds = (language: Language, key: string) =>
  i18next.getResource(language, 'translation', key) !== undefined;

/** Bundles whose sections sit at the top level of the catalogue, not under their name. */
const atTopLevel: Partial<Record<Bundle, string>> = { dashboard: 'dashboard' };

async function ensureBundle(name: Bundle, language: Language) {
  const marker = atTopLevel[name];
  if (holds(language, marker ?? name)) return;
  // A part (`admin.members`) merges into its catalogue's key (`admin`).
  const [catalogue, part] = name.split('.') as [string, AdminPart?];
  const messages = part
    ? await parted.admin(part, language)
    : await bundles[catalogue]![language]();
  i18next.addResourceBundle(
    language,
    'translation',
    marker ? messages : { [catalogue]: messages },
    true,
    true,
  );
}

/**
 * Loads the named catalogues in the current language (and, from then on, in every language
 * switched to). Route modules await it beside their code, so a screen renders translated.
 */
export async function loadBundles(...names: Bundle[]): Promise<void> {
  for (const name of names) wantedBundles.add(name);
  // A route's code may start loading while i18n starts: wait for it (it then loads the
  // bundles wanted so far itself).
  await initialised;
  const language = isLanguage(i18next.language) ? i18next.language : detectLanguage();
  await Promise.all(names.map((name) => ensureBundle(name, language)));
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The direction a language is written in. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return language.startsWith('ar') ? 'rtl' : 'ltr';
}

/** The value of the language cookie in a `document.cookie` string, or null. */
export function languageCookieOf(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

const readStoredLanguage = () => window.localStorage.getItem(LANGUAGE_STORAGE_KEY);

/**
 * The language to start in: the one the address names (`?lang=`), else the stored language
 * entry, else the language cookie, else the browser's first supported language, else English.
 * Storage that throws counts as empty. The API server chooses the language of the public pages
 * it serves by the same rules (the address, the cookie, else `Accept-Language`), and the pages'
 * head script compares this choice with the page's language (`prerenderHeadScript`).
 */
export function detectLanguage(
  readStored: () => string | null = readStoredLanguage,
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
  readCookie: () => string | null = () => languageCookieOf(document.cookie),
  readAddress: () => string | null = () =>
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
): Language {
  for (const read of [readAddress, readStored, readCookie]) {
    try {
      const stored = read();
      if (isLanguage(stored)) return stored;
    } catch {
      // Private mode or blocked storage: fall through to the next source.
    }
  }
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

async function ensureLoaded(language: Language) {
  // i18next forgets every resource when initialised again (the prerender starts it per page).
  if (!holds(language, 'common')) {
    i18next.addResourceBundle(language, 'translation', await loaders[language](), true, false);
  }
  await Promise.all([...wantedBundles].map((name) => ensureBundle(name, language)));
}

/**
 * Keeps the language for the server as well (the language cookie): the public pages then
 * arrive in it. Renewed on every start, so it lasts a year from the last visit.
 */
function writeLanguageCookie(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}${LANGUAGE_COOKIE_ATTRIBUTES}${secure}`;
}

/**
 * Stores a language chosen (localStorage and the cookie that carries it to the server), also
 * without switching to it here: a public page's language menu then loads the page again, which
 * the server sends in that language.
 */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted; the choice still applies to this page.
  }
  writeLanguageCookie(language);
}

/** Starts i18next in the detected language (its catalogue loaded before the first render). */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false, // every catalogue is complete (i18n.test.ts)
    supportedLngs: [...languages],
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  markInitialised();
  // Absent when the public pages are rendered (at build time, in the API server).
  if (typeof document === 'undefined') return;
  // Only when it differs: writing an attribute of `<html>` restyles the whole page.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // A language the visitor chose (stored) goes to the server too, also when it was stored
  // before the cookie existed.
  let stored: string | null = null;
  try {
    stored = readStoredLanguage();
  } catch {
    // Blocked storage: nothing chosen to carry over.
  }
  if (stored === language) writeLanguageCookie(language);
}

/**
 * Starts loading a language's catalogues without switching to it (the language menu does it as
 * it opens), so choosing that language then does not wait for the network.
 */
export function preloadLanguage(language: Language): void {
  ensureLoaded(language).catch(() => {
    // Offline or a failed chunk: changeLanguage tries again and reports it.
  });
}

/**
 * Switches the language, loading its catalogue first, and stores the choice. An address that
 * names a language (`?lang=`) is made to name this one, so loading it again keeps the choice.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  // Remembered first (the cookie): what re-renders on the change may ask the API again in it.
  rememberLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  const address = new URL(window.location.href);
  if (address.searchParams.has(LANGUAGE_QUERY)) {
    address.searchParams.set(LANGUAGE_QUERY, language);
    window.history.replaceState(window.history.state, '', address);
  }
}

export { i18next as i18n };

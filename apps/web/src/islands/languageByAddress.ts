import { useEffect } from 'react';
import { LANGUAGE_QUERY, languages, rememberLanguage, type Language } from '../i18n';

/**
 * The address of this page in another language: the same path, query and fragment, with
 * `?lang=` set to it (the API server sends the page in the language its address names).
 */
export function languageAddress(
  language: Language,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_QUERY, language);
  return `${pathname}?${query}${hash}`;
}

/**
 * A public page's language choice: stores the language and opens the page at its address in
 * that language (`?lang=`: the API server sends it so), replacing this one in the history, as a
 * reload would. The page around the header island is the server's HTML, so its texts cannot be
 * switched in place.
 */
export function openInLanguage(language: Language): void {
  rememberLanguage(language);
  window.location.replace(languageAddress(language));
}

/**
 * Has the browser fetch this page in each other language ahead (`<link rel="prefetch">`, at the
 * lowest priority), once it is idle after the islands' start, so a choice opens the page from
 * memory: the server's answer to an address that names its language varies on nothing the choice
 * changes (the cookie) and may be kept two minutes. Not on a connection that asks to save data or
 * is as slow as 2G.
 */
export function usePrefetchedLanguages(current: Language): void {
  useEffect(() => {
    const connection = (
      navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
    ).connection;
    if (connection?.saveData || connection?.effectiveType?.endsWith('2g')) return;
    const links: HTMLLinkElement[] = [];
    const prefetch = () => {
      for (const language of languages) {
        if (language === current) continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'document';
        link.href = languageAddress(language);
        links.push(link);
        document.head.append(link);
      }
    };
    // Not every browser has idle callbacks (Safari): a moment after the start, then.
    const idle = 'requestIdleCallback' in window;
    const handle = idle
      ? window.requestIdleCallback(prefetch, { timeout: 3000 })
      : window.setTimeout(prefetch, 500);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      links.forEach((link) => link.remove());
    };
  }, [current]);
}

// The languages alerts are written in, apart from their texts (`./alertText`): a screen that only
// names the reader's language does not carry every alert's wording.

/** The languages alerts are written in (the app's languages). */
export const ALERT_LANGUAGES = ['en', 'ar', 'fr'] as const;
/** One of {@link ALERT_LANGUAGES}. */
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

/** The language of `value` when it is one alerts are written in, else English. */
export function alertLanguage(value: string | null | undefined): AlertLanguage {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return (ALERT_LANGUAGES as readonly string[]).includes(base!) ? (base as AlertLanguage) : 'en';
}

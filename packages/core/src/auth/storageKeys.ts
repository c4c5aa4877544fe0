/**
 * Every browser storage key the app and its inline head scripts read or write, declared once
 * (the inline scripts interpolate these values; a unit test of the web app refuses a copy):
 * - sessionStorage `accessToken` and `user`: the session (see `AuthSession`);
 * - localStorage `language`: the chosen language (i18next's own key);
 * - sessionStorage `bankReturn`: what a payment waiting on the bank's page was for;
 * - localStorage `riskCalculator` + user id: the risk calculator's inputs, per member.
 * The design system's theme settings are its own (`SETTINGS_STORAGE_KEY` of `@finfree/ui`,
 * which its pre-paint script reads).
 * This module has no imports, so build-time code can read it too.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  user: 'user',
  language: 'i18nextLng',
  bankReturn: 'finfree.bankReturn',
  riskCalculator: 'finfree.riskCalculator.',
} as const;

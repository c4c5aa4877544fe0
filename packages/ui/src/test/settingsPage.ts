/**
 * Test helpers for the settings: not part of the package (the entry does not import them, so
 * the build leaves them out).
 */

/** The attributes the settings write on `<html>`. */
export const settingsAttributes = [
  'data-mode',
  'data-preset',
  'data-contrast',
  'data-layout',
  'data-stretch',
  'dir',
] as const;

/** Starts a test from a bare page: no stored settings, none of the settings' attributes. */
export function resetSettingsPage() {
  localStorage.clear();
  for (const attribute of settingsAttributes) document.documentElement.removeAttribute(attribute);
}

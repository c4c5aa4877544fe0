import { surfaces, type ThemeContrast, type ThemeMode } from '../theme/palette';
// Build-time only (the app's HTML plugin reads it); no runtime code imports this module.

/**
 * Source of an inline `<style>` for the head of every entry point, next to
 * the pre-paint script: the page background, text colours (the secondary one as the theme's
 * `--ff-text-secondary` variable) and colour scheme of each mode × contrast, keyed on the
 * attributes that script sets. The page has the theme's background from its first frame,
 * before any stylesheet or module has arrived.
 */
export const prePaintStyle = (Object.keys(surfaces) as ThemeMode[])
  .flatMap((mode) =>
    (Object.keys(surfaces[mode]) as ThemeContrast[]).map((contrast) => {
      const { backgroundDefault, textPrimary, textSecondary } = surfaces[mode][contrast];
      return `html[data-mode=${mode}][data-contrast=${contrast}]{background-color:${backgroundDefault};color:${textPrimary};--ff-text-secondary:${textSecondary};color-scheme:${mode}}`;
    }),
  )
  .join('');

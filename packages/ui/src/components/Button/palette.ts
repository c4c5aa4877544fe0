import { cssVar } from '../../theme/cssVars';

/** The palette colours every coloured primitive offers. */
export const paletteColors = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
] as const;

/** One palette colour name. */
export type PaletteColor = (typeof paletteColors)[number];

/**
 * Static CSS that maps `[data-color='<c>']` (on `&`) to local custom properties, so variants
 * read `var(--<prefix>-main)` etc. and no rule is interpolated per render:
 * `-main`, `-dark`, `-contrast`, `-channel`, and readable text shades `-text` (on paper) and
 * `-soft-text` (on a 16 % tint), which flip between dark and light shades with the mode.
 */
export function paletteColorRules(prefix: string, selector = '&'): string {
  return paletteColors
    .map(
      (c) => `
  ${selector}[data-color='${c}'] {
    --${prefix}-main: ${cssVar(`palette-${c}-main`)};
    --${prefix}-dark: ${cssVar(`palette-${c}-dark`)};
    --${prefix}-contrast: ${cssVar(`palette-${c}-contrast-text`)};
    --${prefix}-channel: ${cssVar(`palette-${c}-main-channel`)};
    --${prefix}-text: ${cssVar(`palette-${c}-dark`)};
    --${prefix}-soft-text: ${cssVar(`palette-${c}-darker`)};
  }
  :root[data-mode='dark'] ${selector}[data-color='${c}'] {
    --${prefix}-text: ${cssVar(`palette-${c}-light`)};
    --${prefix}-soft-text: ${cssVar(`palette-${c}-lighter`)};
  }`,
    )
    .join('\n');
}

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

/**
 * {@link paletteColorRules} preceded by neutral values of the same variables, for a component
 * whose `color` may be no palette colour (`default`, `inherit`): text colour on paper, with a
 * grey tint.
 */
export function toneColorRules(prefix: string): string {
  return `
  --${prefix}-main: ${cssVar('text-primary')};
  --${prefix}-dark: ${cssVar('text-primary')};
  --${prefix}-contrast: ${cssVar('background-paper')};
  --${prefix}-channel: ${cssVar('palette-grey-500-channel')};
  --${prefix}-text: ${cssVar('text-primary')};
  --${prefix}-soft-text: ${cssVar('text-primary')};
  ${paletteColorRules(prefix)}`;
}

/**
 * The tinted and the solid variant of a coloured element (Alert, Chip, Label): `soft` (the
 * variant's name, e.g. Alert's `standard`) is a 16 % tint of the colour, `filled` the colour.
 */
export function softAndFilledRules(prefix: string, soft = 'soft'): string {
  return `
  &[data-variant='${soft}'] {
    background: rgb(var(--${prefix}-channel) / 0.16);
    color: var(--${prefix}-soft-text);
  }
  &[data-variant='filled'] {
    background: var(--${prefix}-main);
    color: var(--${prefix}-contrast);
  }`;
}

import type { Hex } from '../color';

/** The five shades and the text colour of one palette colour. */
export interface ColorShades {
  /** Tinted backgrounds (soft variants in light mode). */
  lighter: Hex;
  /** Hover tints; the text shade of soft/outlined/text variants in dark mode. */
  light: Hex;
  /** The brand colour: filled buttons, links, focus ring. */
  main: Hex;
  /** The text shade of soft/outlined/text variants in light mode. */
  dark: Hex;
  /** Strongest shade: text on `lighter`. */
  darker: Hex;
  /** Text on `main` (≥ 4.5:1, checked by the contrast test). */
  contrastText: Hex;
}

/** A colour preset: the primary palette, optionally tuned per mode. */
export interface ColorPreset {
  /** Preset name as used in `data-preset` and `themeColorPresets`. */
  name: string;
  /** Primary shades in light mode. */
  light: ColorShades;
  /** Primary shades in dark mode (shifted where needed for contrast on dark paper). */
  dark: ColorShades;
}

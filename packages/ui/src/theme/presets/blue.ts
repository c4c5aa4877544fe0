import type { ColorPreset, ColorShades } from './types';

const shades = {
  lighter: '#D1E9FC',
  light: '#76B0F1',
  main: '#0C68E9',
  dark: '#063BA7',
  darker: '#021D6F',
  contrastText: '#FFFFFF',
} satisfies ColorShades;

/** The `blue` preset (primary #0C68E9). */
export const bluePreset = {
  name: 'blue',
  light: shades,
  dark: shades,
} satisfies ColorPreset;

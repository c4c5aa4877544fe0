import type { ColorPreset, ColorShades } from './types';

const shades = {
  lighter: '#FEF4D4',
  light: '#FED680',
  main: '#FDA92D',
  dark: '#A35A0C',
  darker: '#793908',
  contrastText: '#141A21',
} satisfies ColorShades;

/** The `orange` preset (primary #FDA92D). */
export const orangePreset = {
  name: 'orange',
  light: shades,
  dark: shades,
} satisfies ColorPreset;

import type { ColorPreset, ColorShades } from './types';

const shades = {
  lighter: '#EBD6FD',
  light: '#B985F4',
  main: '#7635DC',
  dark: '#431A9E',
  darker: '#200A69',
  contrastText: '#FFFFFF',
} satisfies ColorShades;

/** The `purple` preset (primary #7635DC). */
export const purplePreset = {
  name: 'purple',
  light: shades,
  dark: shades,
} satisfies ColorPreset;

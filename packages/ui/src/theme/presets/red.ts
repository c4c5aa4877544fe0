import type { ColorPreset, ColorShades } from './types';

const shades = {
  lighter: '#FFE3D5',
  light: '#FFA28F',
  main: '#FF3030',
  dark: '#B71833',
  darker: '#7A0930',
  contrastText: '#141A21',
} satisfies ColorShades;

/** The `red` preset (primary #FF3030). */
export const redPreset = {
  name: 'red',
  light: shades,
  dark: shades,
} satisfies ColorPreset;

import type { ColorPreset, ColorShades } from './types';

const shades = {
  lighter: '#C8FAD6',
  light: '#5BE49B',
  main: '#00A76F',
  dark: '#007867',
  darker: '#004B50',
  contrastText: '#141A21',
} satisfies ColorShades;

/** The `default` preset (primary #00A76F). */
export const defaultPreset = {
  name: 'default',
  light: shades,
  dark: shades,
} satisfies ColorPreset;

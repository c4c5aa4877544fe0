import type { ColorPreset, ColorShades } from './types';

const shades = {
  lighter: '#CCF4FE',
  light: '#68CDF9',
  main: '#078DEE',
  dark: '#0351AB',
  darker: '#012972',
  contrastText: '#141A21',
} satisfies ColorShades;

/** The `cyan` preset (primary #078DEE). */
export const cyanPreset = {
  name: 'cyan',
  light: shades,
  dark: shades,
} satisfies ColorPreset;

import { createGlobalStyle } from 'styled-components';
import { createThemeCss } from './css';

/**
 * A stand-in for Inter while its file loads: a local Arial (or the metric-compatible Liberation
 * Sans, or Helvetica) scaled to Inter's width, ascent and descent, so text that first paints
 * in it does not move when Inter arrives (no layout shift; no line rewraps).
 */
export const interFallbackCss = `
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Helvetica');
  size-adjust: 107.06%;
  ascent-override: 90.49%;
  descent-override: 22.56%;
  line-gap-override: 0%;
}
`;

/** Languages written right to left, as `:lang()` selectors. */
const rtlLanguages = ['ar', 'fa', 'he', 'ur'].map((language) => `:lang(${language})`).join(', ');
/** Elements that hold running text. */
const textElements =
  'p, h1, h2, h3, h4, h5, h6, li, dt, dd, label, legend, caption, figcaption, blockquote, td, th, div, span, a, button, strong, em, small';

/** Base element styles that follow the theme variables (background and text follow the mode). */
export const baseCss = `${interFallbackCss}
:root { color-scheme: dark; }
:root[data-mode='light'] { color-scheme: light; }
*, *::before, *::after { box-sizing: border-box; }
html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  background-color: var(--ff-background-default);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);
}
body {
  margin: 0;
  background-color: var(--ff-background-default);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);
  font-size: 1rem;
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}
/* Text in a language written the other way than the page (English on a right-to-left page,
   Arabic on a left-to-right one): each paragraph and run of text takes the direction of its
   own first letter, so a number, sign or full stop at either end stays where it is read.
   Inherited alignment still follows the page. */
:where(:root[dir='rtl']:not(${rtlLanguages})) body { text-align: right; }
:where(:root[dir='ltr']:is(${rtlLanguages})) body { text-align: left; }
:where(:root[dir='rtl']:not(${rtlLanguages}), :root[dir='ltr']:is(${rtlLanguages})) :where(${textElements}) {
  unicode-bidi: plaintext;
}
::selection { background-color: rgb(var(--ff-palette-primary-main-channel) / 0.24); }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;

/** The full static stylesheet: every theme variable for every combination, then the base. */
export function createGlobalCss(): string {
  return `${createThemeCss()}\n${baseCss}`;
}

/**
 * Injects the theme variables (all presets × modes × contrasts, keyed on `<html>` attributes)
 * and the base styles. Static: it never changes, so switching settings touches no styles.
 */
export const GlobalStyle = createGlobalStyle`${createGlobalCss()}`;

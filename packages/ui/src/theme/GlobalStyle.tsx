import { useInsertionEffect } from 'react';
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
export const baseCss = `:root { color-scheme: dark; }
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

/**
 * The full static stylesheet: every theme variable for every combination, the fallback face
 * and the base.
 */
export function createGlobalCss(): string {
  return `${createThemeCss()}\n${interFallbackCss}\n${baseCss}`;
}

/**
 * Injects the theme variables (all presets × modes × contrasts, keyed on `<html>` attributes)
 * and the base styles. Static: it never changes, so switching settings touches no styles.
 *
 * The fallback face (`interFallbackCss`) is not in it: styled-components moves a server-rendered
 * stylesheet into its own when the page's script starts, and a face declared there would be
 * declared afresh — the browser then lays out all of the page's text again, once per change to
 * that stylesheet while the page hydrates. `FontFallback` declares it once, in a stylesheet of
 * its own, where the page's static head has not.
 */
export const GlobalStyle = createGlobalStyle`${createThemeCss()}\n${baseCss}`;

/** The attribute of the `<style>` that declares the fallback face (`interFallbackCss`). */
export const FONT_FALLBACK_ATTRIBUTE = 'data-ff-font-fallback';

/**
 * Declares the fallback face in a `<style>` of its own in `<head>`, once per document, unless
 * the page already has one (a server-rendered page should carry
 * `<style data-ff-font-fallback>` + `interFallbackCss` in its static head, so the first paint
 * uses it).
 */
export function FontFallback() {
  useInsertionEffect(() => {
    if (document.querySelector(`style[${FONT_FALLBACK_ATTRIBUTE}]`)) return;
    const style = document.createElement('style');
    style.setAttribute(FONT_FALLBACK_ATTRIBUTE, '');
    style.textContent = interFallbackCss;
    document.head.append(style);
  }, []);
  return null;
}

export {
  between,
  breakpointKeys,
  breakpoints,
  desktopBreakpoint,
  down,
  mediaQuery,
  only,
  stretchThreshold,
  up,
} from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { contrastRatio, hexToChannel, hexToRgb, relativeLuminance } from './color';
export type { Hex } from './color';
export { createPresetCss, createThemeCss, varsToRule } from './css';
export type { ThemeCssOptions } from './css';
export { cssVar } from './cssVars';
export {
  FONT_FALLBACK_ATTRIBUTE,
  FontFallback,
  GlobalStyle,
  baseCss,
  createGlobalCss,
  interFallbackCss,
} from './GlobalStyle';
export { focusVisibleRing, glass, glassBackground, visuallyHidden } from './mixins';
export type { GlassOptions } from './mixins';
export {
  colorNames,
  fixedColors,
  grey,
  surfaces,
  themeContrasts,
  themeDirections,
  themeModes,
} from './palette';
export type { ColorName, ThemeContrast, ThemeDirection, ThemeMode } from './palette';
export { presetNames, presets } from './presets';
export type { ColorPreset, ColorShades, PresetName } from './presets';
export { theme } from './theme';
export type { Theme } from './theme';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export {
  actionOpacity,
  borderRadius,
  durations,
  easingStandard,
  fontFamily,
  fontWeight,
  shadows,
  spacing,
  spacingUnit,
  typography,
  zIndex,
} from './tokens';
export type { ShadowName, TypographyVariant, TypographyVariantName } from './tokens';
export { createThemeVars, defaultCombination } from './vars';
export type { ThemeCombination, ThemeVars } from './vars';

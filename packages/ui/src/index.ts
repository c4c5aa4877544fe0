// Theme (CSS-variable theme keyed on <html> attributes)
export {
  GlobalStyle,
  ThemeProvider,
  baseCss,
  between,
  borderRadius,
  breakpointKeys,
  breakpoints,
  colorNames,
  contrastRatio,
  createGlobalCss,
  createPresetCss,
  createThemeCss,
  createThemeVars,
  cssVar,
  defaultCombination,
  desktopBreakpoint,
  down,
  durations,
  easingStandard,
  fixedColors,
  focusVisibleRing,
  fontFamily,
  fontWeight,
  glass,
  glassBackground,
  grey,
  hexToChannel,
  mediaQuery,
  only,
  presetNames,
  presets,
  shadows,
  spacing,
  stretchThreshold,
  surfaces,
  theme,
  themeContrasts,
  themeDirections,
  themeModes,
  typography,
  up,
  visuallyHidden,
  zIndex,
} from './theme';
export type {
  Breakpoint,
  ColorName,
  ColorPreset,
  ColorShades,
  GlassOptions,
  PresetName,
  ShadowName,
  Theme,
  ThemeCombination,
  ThemeContrast,
  ThemeCssOptions,
  ThemeDirection,
  ThemeMode,
  ThemeProviderProps,
  ThemeVars,
  TypographyVariant,
  TypographyVariantName,
} from './theme';
// Settings
export {
  SETTINGS_STORAGE_KEY,
  SettingsProvider,
  applySettingsToDocument,
  applyStoredSettingsBeforePaint,
  defaultSettings,
  prePaintScript,
  readStoredSettings,
  sanitizeSettings,
  settingsOptions,
  themeLayouts,
  useOptionalSettings,
  useSettings,
} from './settings';
export type {
  PrePaintConfig,
  Settings,
  SettingsContextValue,
  SettingsProviderProps,
  ThemeLayout,
} from './settings';

// Primitives
export {
  Button,
  buttonVariants,
  buttonColors,
  buttonSizes,
  paletteColors,
} from './components/Button';
export type {
  ButtonProps,
  ButtonVariant,
  ButtonColor,
  ButtonSize,
  PaletteColor,
} from './components/Button';
export { IconButton, iconButtonColors, iconButtonSizes } from './components/IconButton';
export type { IconButtonProps, IconButtonColor, IconButtonSize } from './components/IconButton';
export {
  Typography,
  typographyVariants,
  typographyColors,
  typographyAligns,
  typographyElements,
} from './components/Typography';
export type { TypographyProps, TypographyColor, TypographyAlign } from './components/Typography';
export { Box, toSpacing } from './components/Box';
export type { BoxProps, Spacing } from './components/Box';
export { Stack, stackDirections, stackAligns, stackJustifies } from './components/Stack';
export type { StackProps, StackDirection, StackAlign, StackJustify } from './components/Stack';
export { Card, CardHeader, CardContent } from './components/Card';
export type { CardProps, CardHeaderProps, CardContentProps } from './components/Card';
export {
  Divider,
  dividerOrientations,
  dividerTextAligns,
  dividerVariants,
} from './components/Divider';
export type {
  DividerProps,
  DividerOrientation,
  DividerTextAlign,
  DividerVariant,
} from './components/Divider';
export { Link, linkUnderlines, linkColors, isExternalHref } from './components/Link';
export type { LinkProps, LinkUnderline, LinkColor } from './components/Link';
export {
  useControllableState,
  composeRefs,
  useComposedRefs,
  isMobileDevice,
  useIsMobileDevice,
} from './hooks';
export type { UseControllableStateOptions } from './hooks';

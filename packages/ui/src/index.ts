// The public surface of the package. A component folder's index.ts lists what the folder makes
// public, so most are re-exported whole (`export *`). Listed by name: the theme, settings, text,
// hook and layout modules, SettingsDrawer (whose index.ts also holds internal names) and the shell
// pieces.

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

// Built-in texts (translations of the strings components render on their own)
export {
  UiTextProvider,
  createUiText,
  defaultUiMessages,
  defaultUiText,
  mergeUiMessages,
  useUiText,
} from './locale';
export type { UiMessages, UiText, UiTextOverrides, UiTextProviderProps } from './locale';

// Brand and icons
export * from './components/Logo';
// The curated icons are listed once, in components/Icon/icons.ts.
export * from './components/Icon';
export { mirrorIcon } from './utils';

// Primitives
export * from './components/Button';
export * from './components/IconButton';
// The folder's own `TypographyVariant` (the names of its variants) is shadowed by the theme's
// `TypographyVariant` (a variant's type scale) exported by name above: a named export takes
// precedence over `export *`.
export * from './components/Typography';
export * from './components/Box';
export * from './components/Stack';
export * from './components/Card';
export * from './components/Divider';
export * from './components/Link';
export {
  useControllableState,
  composeRefs,
  useComposedRefs,
  isMobileDevice,
  useIsMobileDevice,
} from './hooks';
export type { UseControllableStateOptions } from './hooks';
// Shell
export {
  DEFAULT_NAV_ROLE,
  DefaultLink,
  NavSectionHorizontal,
  NavSectionMini,
  NavSectionVertical,
  filterNavByRole,
  isExternalLink,
  isItemActive,
  isVisibleForRole,
} from './components/NavSection';
export type {
  NavGroupData,
  NavItemData,
  NavLinkComponent,
  NavLinkProps,
  NavSectionProps,
} from './components/NavSection';
export * from './components/LoadingScreen';
export * from './components/SplashScreen';
export * from './components/NavigationProgressBar';
export * from './components/Toaster';
export * from './components/ErrorFallback';
export { SETTINGS_DRAWER_WIDTH, SettingsButton, SettingsDrawer } from './components/SettingsDrawer';
export type { SettingsButtonProps, SettingsDrawerProps } from './components/SettingsDrawer';
export * from './components/ColorPresetPicker';
export { ACCOUNT_LOADING_TEXT, AccountPopover } from './components/AccountPopover';
export type { AccountLink, AccountPopoverProps, AccountUser } from './components/AccountPopover';
export {
  AUTH_ILLUSTRATION_SRC,
  AuthLayout,
  DashboardLayout,
  MOBILE_DRAWER_WIDTH,
  MainLayout,
  MinimalLayout,
  MobileNavDrawer,
  layoutSizes,
  useMediaQuery,
  useRouteDrawer,
  useScrolled,
} from './layouts';
export type {
  AuthLayoutProps,
  DashboardLayoutProps,
  MainLayoutProps,
  MinimalLayoutProps,
  MobileNavDrawerProps,
} from './layouts';

// Links styled as buttons
export * from './components/ButtonLink';

// Inputs, data display, feedback and overlays
export * from './components/TextField';
export * from './components/Alert';
export * from './components/Skeleton';
export * from './components/Pagination';
export * from './components/Table';
export * from './components/Label';
export * from './components/Chip';
export * from './components/Badge';
export * from './components/Avatar';
export * from './components/AvatarGroup';
export * from './components/Tooltip';
export * from './components/Dialog';
export * from './components/Drawer';
export * from './components/Popover';
export * from './components/MenuPopover';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  tabsActivationModes,
  tabsOrientations,
} from './components/Tabs';
export type {
  TabsProps,
  TabListProps,
  TabProps,
  TabPanelProps,
  TabsActivationMode,
  TabsOrientation,
} from './components/Tabs';
export * from './components/Select';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/RadioGroup';
export * from './components/ProgressBar';
export * from './components/EmptyState';
export * from './components/Scrollbar';

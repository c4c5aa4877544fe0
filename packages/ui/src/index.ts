// Theme (CSS-variable theme keyed on <html> attributes)
export {
  FONT_FALLBACK_ATTRIBUTE,
  FontFallback,
  GlobalStyle,
  ThemeProvider,
  interFallbackCss,
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
export { Logo, logoMarkPaths, logoVariants } from './components/Logo';
export type { LogoProps, LogoVariant } from './components/Logo';
// The curated icons are listed once, in components/Icon/icons.ts.
export * from './components/Icon';
export { mirrorIcon } from './utils';

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
export { LoadingScreen } from './components/LoadingScreen';
export type { LoadingScreenProps } from './components/LoadingScreen';
export { SplashScreen } from './components/SplashScreen';
export type { SplashScreenProps } from './components/SplashScreen';
export { NavigationProgressBar, PROGRESS_BAR_EXIT_MS } from './components/NavigationProgressBar';
export type { NavigationProgressBarProps } from './components/NavigationProgressBar';
export { LazyToaster, TOAST_AUTO_CLOSE_MS, Toaster, notify, toast } from './components/Toaster';
export type { Notify, ToasterProps } from './components/Toaster';
export { ErrorFallback, errorMessage } from './components/ErrorFallback';
export type { ErrorFallbackProps } from './components/ErrorFallback';
export { SETTINGS_DRAWER_WIDTH, SettingsButton, SettingsDrawer } from './components/SettingsDrawer';
export type { SettingsButtonProps, SettingsDrawerProps } from './components/SettingsDrawer';
export { ColorPresetPicker, presetLabels } from './components/ColorPresetPicker';
export type { ColorPresetPickerProps } from './components/ColorPresetPicker';
export { ACCOUNT_LOADING_TEXT, AccountPopover } from './components/AccountPopover';
export type { AccountLink, AccountPopoverProps, AccountUser } from './components/AccountPopover';
export {
  AUTH_ILLUSTRATION_SRC,
  AuthLayout,
  DashboardLayout,
  MainLayout,
  MainLayoutHeader,
  MinimalLayout,
  NAV_DIALOG_WIDTH,
  NavDialog,
  layoutSizes,
  useMediaQuery,
  useNavDialog,
  useScrolled,
} from './layouts';
export type {
  AuthLayoutProps,
  DashboardLayoutProps,
  MainLayoutHeaderProps,
  MainLayoutProps,
  MinimalLayoutProps,
  NavDialogControl,
  NavDialogProps,
} from './layouts';

// Links styled as buttons
export { ButtonLink } from './components/ButtonLink';
export type { ButtonLinkProps } from './components/ButtonLink';
export { TextField, textFieldSizes } from './components/TextField';
export type { TextFieldProps, TextFieldSize } from './components/TextField';
export { Alert, alertSeverities, alertVariants } from './components/Alert';
export type { AlertProps, AlertSeverity, AlertVariant } from './components/Alert';
export { Skeleton, skeletonVariants, skeletonAnimations } from './components/Skeleton';
export type { SkeletonProps, SkeletonVariant, SkeletonAnimation } from './components/Skeleton';
export { Pagination, paginationRange, paginationSizes } from './components/Pagination';
export type { PaginationProps, PaginationItem, PaginationSize } from './components/Pagination';
export { Table, tableAligns, sortDirections } from './components/Table';
export type {
  TableProps,
  TableColumn,
  TableSort,
  TablePagination,
  TableAlign,
  SortDirection,
} from './components/Table';
export { Label, labelVariants, labelColors } from './components/Label';
export type { LabelProps, LabelVariant, LabelColor } from './components/Label';
export { Chip, chipVariants, chipColors, chipSizes } from './components/Chip';
export type { ChipProps, ChipVariant, ChipColor, ChipSize } from './components/Chip';
export {
  Badge,
  badgeVariants,
  badgeColors,
  badgeOverlaps,
  formatBadgeContent,
} from './components/Badge';
export type { BadgeProps, BadgeVariant, BadgeColor, BadgeOverlap } from './components/Badge';
export { Avatar, avatarVariants, avatarColors, getInitials } from './components/Avatar';
export type { AvatarProps, AvatarVariant, AvatarColor } from './components/Avatar';
export { AvatarGroup } from './components/AvatarGroup';
export type { AvatarGroupProps } from './components/AvatarGroup';
export { Tooltip, TooltipProvider, tooltipDelays, tooltipSides } from './components/Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './components/Tooltip';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogDescription,
  DialogBody,
  DialogActions,
  dialogMaxWidths,
} from './components/Dialog';
export type {
  DialogProps,
  DialogContentProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogBodyProps,
  DialogActionsProps,
  DialogMaxWidth,
} from './components/Dialog';
export {
  Drawer,
  DrawerTrigger,
  DrawerClose,
  DrawerTitle,
  DrawerDescription,
  DrawerContent,
  drawerSides,
} from './components/Drawer';
export type { DrawerProps, DrawerContentProps, DrawerSide } from './components/Drawer';
export {
  Popover,
  PopoverTrigger,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
} from './components/Popover';
export type { PopoverProps, PopoverContentProps } from './components/Popover';
export { MenuPopover, MenuItem, MENU_POPOVER_WIDTH } from './components/MenuPopover';
export type { MenuPopoverProps, MenuItemProps } from './components/MenuPopover';
export { PopoverMenu, PopoverMenuItem, POPOVER_MENU_WIDTH } from './components/PopoverMenu';
export type {
  PopoverMenuProps,
  PopoverMenuItemProps,
  PopoverMenuTriggerProps,
} from './components/PopoverMenu';
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
export { Select, selectSizes } from './components/Select';
export type { SelectProps, SelectOption, SelectSize } from './components/Select';
export { Checkbox, checkboxColors, checkboxSizes } from './components/Checkbox';
export type { CheckboxProps, CheckboxColor, CheckboxSize } from './components/Checkbox';
export { Switch, switchColors, switchSizes } from './components/Switch';
export type { SwitchProps, SwitchColor, SwitchSize } from './components/Switch';
export { RadioGroup, Radio, radioColors, radioGroupOrientations } from './components/RadioGroup';
export type {
  RadioGroupProps,
  RadioProps,
  RadioColor,
  RadioGroupOrientation,
} from './components/RadioGroup';
export {
  ProgressBar,
  progressBarVariants,
  progressBarColors,
  NAVIGATION_BAR_HEIGHT,
} from './components/ProgressBar';
export type {
  ProgressBarProps,
  ProgressBarVariant,
  ProgressBarColor,
} from './components/ProgressBar';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { Scrollbar } from './components/Scrollbar';
export type { ScrollbarProps } from './components/Scrollbar';

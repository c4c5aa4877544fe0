export { SettingsDrawer, SETTINGS_DRAWER_WIDTH } from './SettingsDrawer';
export type { SettingsDrawerProps } from './SettingsDrawer';
export { SettingsButton } from './SettingsButton';
export type { SettingsButtonProps } from './SettingsButton';
export { OptionGroup } from './OptionGroup';
export type { Option, OptionGroupProps } from './OptionGroup';

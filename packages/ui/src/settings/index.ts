export {
  SETTINGS_STORAGE_KEY,
  applySettingsToDocument,
  defaultSettings,
  readStoredSettings,
  sanitizeSettings,
  settingsFields,
  settingsOptions,
  themeLayouts,
  writeStoredSettings,
} from './config';
export type { Settings, ThemeLayout } from './config';
export { applyStoredSettingsBeforePaint, prePaintConfig, prePaintScript } from './prePaint';
export type { PrePaintConfig } from './prePaint';
export { SettingsProvider } from './SettingsProvider';
export type { SettingsProviderProps } from './SettingsProvider';
export type { SettingsContextValue } from './SettingsContext';
export { useOptionalSettings, useSettings } from './useSettings';

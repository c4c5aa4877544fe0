import { presetNames, type PresetName } from '../theme/presets';
import {
  themeContrasts,
  themeDirections,
  themeModes,
  type ThemeContrast,
  type ThemeDirection,
  type ThemeMode,
} from '../theme/palette';

/** Dashboard navigation layouts. */
export const themeLayouts = ['vertical', 'horizontal', 'mini'] as const;
/** A dashboard navigation layout. */
export type ThemeLayout = (typeof themeLayouts)[number];

/** The persisted settings (field names are stored as-is under the `settings` key). */
export interface Settings {
  /** Light or dark. */
  themeMode: ThemeMode;
  /** Default or bold contrast. */
  themeContrast: ThemeContrast;
  /** Text direction. */
  themeDirection: ThemeDirection;
  /** Dashboard navigation layout. */
  themeLayout: ThemeLayout;
  /** Whether content stretches beyond the container width (only above 1600px). */
  themeStretch: boolean;
  /** Colour preset name. */
  themeColorPresets: PresetName;
}

/** localStorage key of the settings: `settings`. */
export const SETTINGS_STORAGE_KEY = 'settings';

/** Defaults: dark, default, ltr, vertical, false, purple. */
export const defaultSettings = {
  themeMode: 'dark',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'vertical',
  themeStretch: false,
  themeColorPresets: 'purple',
} as const satisfies Settings;

/** Allowed values per enumerated field. */
export const settingsOptions = {
  themeMode: themeModes,
  themeContrast: themeContrasts,
  themeDirection: themeDirections,
  themeLayout: themeLayouts,
  themeColorPresets: presetNames,
} as const;

/** Settings field names. */
export const settingsFields = [
  'themeMode',
  'themeContrast',
  'themeDirection',
  'themeLayout',
  'themeStretch',
  'themeColorPresets',
] as const satisfies readonly (keyof Settings)[];

const isField = <K extends keyof typeof settingsOptions>(
  key: K,
  value: unknown,
): value is Settings[K] => (settingsOptions[key] as readonly unknown[]).includes(value);

/**
 * Validates anything (parsed JSON, partial objects, foreign data) into complete settings,
 * field by field: an invalid or missing field takes the fallback's value.
 */
export function sanitizeSettings(value: unknown, fallback: Settings = defaultSettings): Settings {
  const src = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    themeMode: isField('themeMode', src.themeMode) ? src.themeMode : fallback.themeMode,
    themeContrast: isField('themeContrast', src.themeContrast)
      ? src.themeContrast
      : fallback.themeContrast,
    themeDirection: isField('themeDirection', src.themeDirection)
      ? src.themeDirection
      : fallback.themeDirection,
    themeLayout: isField('themeLayout', src.themeLayout) ? src.themeLayout : fallback.themeLayout,
    themeStretch: typeof src.themeStretch === 'boolean' ? src.themeStretch : fallback.themeStretch,
    themeColorPresets: isField('themeColorPresets', src.themeColorPresets)
      ? src.themeColorPresets
      : fallback.themeColorPresets,
  };
}

/** Reads the stored settings; never throws (no storage, corrupt JSON → fallback). */
export function readStoredSettings(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  fallback: Settings = defaultSettings,
  key = SETTINGS_STORAGE_KEY,
): Settings {
  try {
    const raw = storage?.getItem(key);
    return sanitizeSettings(raw ? JSON.parse(raw) : null, fallback);
  } catch {
    return { ...fallback };
  }
}

/** Writes the settings; storage errors (quota, private mode) are ignored. */
export function writeStoredSettings(
  settings: Settings,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
  key = SETTINGS_STORAGE_KEY,
): void {
  try {
    storage?.setItem(key, JSON.stringify(settings));
  } catch {
    // Settings still apply for this session.
  }
}

/**
 * Sets the theme attributes of `<html>` (what the theme stylesheet is keyed on), each only when
 * it differs: the head script has usually set them already, and writing an attribute of
 * `<html>` again makes the browser restyle the whole page.
 */
export function applySettingsToDocument(
  settings: Settings,
  root: HTMLElement = document.documentElement,
): void {
  const attributes: [string, string][] = [
    ['data-mode', settings.themeMode],
    ['data-preset', settings.themeColorPresets],
    ['data-contrast', settings.themeContrast],
    ['data-layout', settings.themeLayout],
    ['data-stretch', String(settings.themeStretch)],
    ['dir', settings.themeDirection],
  ];
  for (const [name, value] of attributes) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
}

/** Whether two settings objects are equal field by field. */
export function settingsEqual(a: Settings, b: Settings): boolean {
  return settingsFields.every((f) => a[f] === b[f]);
}

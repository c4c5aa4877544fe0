import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  SETTINGS_STORAGE_KEY,
  applySettingsToDocument,
  defaultSettings as builtInDefaults,
  readStoredSettings,
  sanitizeSettings,
  settingsEqual,
  writeStoredSettings,
  type Settings,
} from './config';
import { SettingsContext, type SettingsContextValue } from './SettingsContext';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Props of {@link SettingsProvider}. */
export interface SettingsProviderProps {
  /** The app. */
  children?: ReactNode;
  /** Defaults (what reset restores and what `canReset` compares to); `defaultSettings` by default. */
  defaultSettings?: Settings;
  /** Starting values over the stored ones (e.g. Storybook globals). */
  initialSettings?: Partial<Settings>;
  /** Read and write localStorage (`settings` key). Default true. */
  persist?: boolean;
  /** localStorage key; `settings` by default. */
  storageKey?: string;
  /** Write the attributes on `<html>` (`data-mode`, `data-preset`, `data-contrast`, `dir`). Default true. */
  applyToDocument?: boolean;
}

function getFullscreenElement(): Element | null {
  return typeof document === 'undefined' ? null : document.fullscreenElement;
}

/**
 * Holds the theme settings, persists them under `settings` in localStorage and applies them as
 * attributes of `<html>`. Also owns the settings drawer's open state and the fullscreen toggle.
 */
export function SettingsProvider({
  children,
  defaultSettings = builtInDefaults,
  initialSettings,
  persist = true,
  storageKey = SETTINGS_STORAGE_KEY,
  applyToDocument = true,
}: SettingsProviderProps) {
  const [settings, setSettings] = useState<Settings>(() => {
    const stored = persist
      ? readStoredSettings(globalThis.localStorage, defaultSettings, storageKey)
      : defaultSettings;
    return sanitizeSettings({ ...stored, ...initialSettings }, defaultSettings);
  });
  const [open, setOpen] = useState(false);
  const [isFullscreen, setIsFullscreen] = useState(() => getFullscreenElement() !== null);

  useIsomorphicLayoutEffect(() => {
    if (applyToDocument) applySettingsToDocument(settings);
  }, [settings, applyToDocument]);

  useEffect(() => {
    if (persist) writeStoredSettings(settings, globalThis.localStorage, storageKey);
  }, [settings, persist, storageKey]);

  // Another tab changed the settings.
  useEffect(() => {
    if (!persist) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      setSettings(readStoredSettings(globalThis.localStorage, defaultSettings, storageKey));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [persist, storageKey, defaultSettings]);

  useEffect(() => {
    const onChange = () => setIsFullscreen(getFullscreenElement() !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onUpdateFields = useCallback(
    (fields: Partial<Settings>) =>
      setSettings((prev) => {
        const next = sanitizeSettings({ ...prev, ...fields }, prev);
        return settingsEqual(prev, next) ? prev : next;
      }),
    [],
  );
  const onUpdate = useCallback(
    <K extends keyof Settings>(field: K, value: Settings[K]) =>
      onUpdateFields({ [field]: value } as Partial<Settings>),
    [onUpdateFields],
  );
  const onReset = useCallback(() => setSettings(defaultSettings), [defaultSettings]);
  const onToggle = useCallback(() => setOpen((o) => !o), []);
  const onClose = useCallback(() => setOpen(false), []);
  const onToggleFullscreen = useCallback(() => {
    if (getFullscreenElement()) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else {
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    }
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      ...settings,
      onUpdate,
      onUpdateFields,
      setMode: (v) => onUpdate('themeMode', v),
      setContrast: (v) => onUpdate('themeContrast', v),
      setDirection: (v) => onUpdate('themeDirection', v),
      setLayout: (v) => onUpdate('themeLayout', v),
      setStretch: (v) => onUpdate('themeStretch', v),
      setColorPreset: (v) => onUpdate('themeColorPresets', v),
      canReset: !settingsEqual(settings, defaultSettings),
      onReset,
      open,
      onToggle,
      onClose,
      isFullscreen,
      onToggleFullscreen,
    }),
    [
      settings,
      onUpdate,
      onUpdateFields,
      defaultSettings,
      onReset,
      open,
      onToggle,
      onClose,
      isFullscreen,
      onToggleFullscreen,
    ],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

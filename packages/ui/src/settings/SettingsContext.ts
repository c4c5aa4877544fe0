import { createContext } from 'react';
import type { Settings } from './config';

/** What `useSettings()` returns. */
export interface SettingsContextValue extends Settings {
  /** Sets one field. */
  onUpdate: <K extends keyof Settings>(field: K, value: Settings[K]) => void;
  /** Sets several fields at once. */
  onUpdateFields: (fields: Partial<Settings>) => void;
  /** Sets `themeMode`. */
  setMode: (mode: Settings['themeMode']) => void;
  /** Sets `themeContrast`. */
  setContrast: (contrast: Settings['themeContrast']) => void;
  /** Sets `themeDirection`. */
  setDirection: (direction: Settings['themeDirection']) => void;
  /** Sets `themeLayout`. */
  setLayout: (layout: Settings['themeLayout']) => void;
  /** Sets `themeStretch`. */
  setStretch: (stretch: boolean) => void;
  /** Sets `themeColorPresets`. */
  setColorPreset: (preset: Settings['themeColorPresets']) => void;
  /** True only when any field differs from the defaults. */
  canReset: boolean;
  /** Restores the defaults. */
  onReset: () => void;
  /** Whether the settings drawer is open. */
  open: boolean;
  /** Toggles the settings drawer. */
  onToggle: () => void;
  /** Closes the settings drawer. */
  onClose: () => void;
  /** Whether the document is in fullscreen (follows `fullscreenchange`). */
  isFullscreen: boolean;
  /** Enters or leaves fullscreen. */
  onToggleFullscreen: () => void;
}

/** Settings context; `null` outside a `SettingsProvider`. */
export const SettingsContext = createContext<SettingsContextValue | null>(null);
SettingsContext.displayName = 'SettingsContext';

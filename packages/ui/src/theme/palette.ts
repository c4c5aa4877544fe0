import type { Hex } from './color';
import type { ColorShades } from './presets/types';

/** Theme modes (`data-mode`). */
export const themeModes = ['light', 'dark'] as const;
/** A theme mode. */
export type ThemeMode = (typeof themeModes)[number];

/** Contrast levels (`data-contrast`); `bold` separates surfaces, borders and text more. */
export const themeContrasts = ['default', 'bold'] as const;
/** A contrast level. */
export type ThemeContrast = (typeof themeContrasts)[number];

/** Text directions (`dir`). */
export const themeDirections = ['ltr', 'rtl'] as const;
/** A text direction. */
export type ThemeDirection = (typeof themeDirections)[number];

/** Grey scale shared by every preset. */
export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const satisfies Record<number, Hex>;

/** Grey scale steps. */
export const greySteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Status and secondary colours, identical across presets. */
export const fixedColors = {
  secondary: {
    lighter: '#EFD6FF',
    light: '#C684FF',
    main: '#8E33FF',
    dark: '#5119B7',
    darker: '#27097A',
    contrastText: '#FFFFFF',
  },
  info: {
    lighter: '#CAFDF5',
    light: '#61F3F3',
    main: '#00B8D9',
    dark: '#006C9C',
    darker: '#003768',
    contrastText: '#141A21',
  },
  success: {
    lighter: '#D3FCD2',
    light: '#77ED8B',
    main: '#22C55E',
    dark: '#0E7A4B',
    darker: '#065E49',
    contrastText: '#141A21',
  },
  warning: {
    lighter: '#FFF5CC',
    light: '#FFD666',
    main: '#FFAB00',
    dark: '#9A5B00',
    darker: '#7A4100',
    contrastText: '#141A21',
  },
  error: {
    lighter: '#FFE9D5',
    light: '#FFAC82',
    main: '#FF5630',
    dark: '#B71D18',
    darker: '#7A0916',
    contrastText: '#141A21',
  },
} as const satisfies Record<string, ColorShades>;

/** Palette colour names (`palette-<name>-*`). */
export const colorNames = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
/** A palette colour name. */
export type ColorName = (typeof colorNames)[number];

/** Surfaces and text per mode and contrast (solid colours, so contrast can be computed). */
export interface SurfaceScheme {
  /** Main body text. */
  textPrimary: Hex;
  /** Secondary body text (captions, helper text). */
  textSecondary: Hex;
  /** Disabled text (exempt from contrast rules). */
  textDisabled: Hex;
  /** Page background. */
  backgroundDefault: Hex;
  /** Cards, popovers, dialogs. */
  backgroundPaper: Hex;
  /** Neutral fills (inputs, chips, table heads). */
  backgroundNeutral: Hex;
  /** Alpha of grey-500 used for dividers and borders. */
  dividerAlpha: number;
}

/** Surfaces per mode × contrast. */
export const surfaces = {
  light: {
    default: {
      textPrimary: grey[800],
      textSecondary: grey[600],
      textDisabled: grey[500],
      backgroundDefault: '#FFFFFF',
      backgroundPaper: '#FFFFFF',
      backgroundNeutral: grey[200],
      dividerAlpha: 0.2,
    },
    bold: {
      textPrimary: grey[900],
      textSecondary: grey[700],
      textDisabled: grey[500],
      backgroundDefault: grey[200],
      backgroundPaper: '#FFFFFF',
      backgroundNeutral: grey[300],
      dividerAlpha: 0.4,
    },
  },
  dark: {
    default: {
      textPrimary: '#FFFFFF',
      textSecondary: grey[500],
      textDisabled: grey[600],
      backgroundDefault: grey[900],
      backgroundPaper: grey[800],
      backgroundNeutral: '#28323D',
      dividerAlpha: 0.2,
    },
    bold: {
      textPrimary: '#FFFFFF',
      textSecondary: grey[400],
      textDisabled: grey[600],
      backgroundDefault: '#0B0F14',
      backgroundPaper: grey[800],
      backgroundNeutral: '#2E3944',
      dividerAlpha: 0.36,
    },
  },
} as const satisfies Record<ThemeMode, Record<ThemeContrast, SurfaceScheme>>;

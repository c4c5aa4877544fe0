import { hexToChannel } from './color';
import {
  colorNames,
  fixedColors,
  grey,
  greySteps,
  surfaces,
  type ColorName,
  type ThemeContrast,
  type ThemeMode,
} from './palette';
import { presets as builtInPresets, type ColorPreset, type ColorShades } from './presets';
import {
  actionOpacity,
  borderRadius,
  durations,
  easingStandard,
  fontFamily,
  fontWeight,
  shadowNames,
  shadows,
  zIndex,
} from './tokens';

/** Theme variables by name without the `--ff-` prefix, e.g. `{ 'palette-primary-main': '#7635DC' }`. */
export type ThemeVars = Record<string, string>;

/** One attribute combination of `<html>`. */
export interface ThemeCombination {
  /** `data-mode`. */
  mode: ThemeMode;
  /** `data-preset`. */
  preset: string;
  /** `data-contrast`. */
  contrast: ThemeContrast;
}

/** The combination used when `<html>` carries no attributes (the settings defaults). */
export const defaultCombination = {
  mode: 'dark',
  preset: 'purple',
  contrast: 'default',
} as const satisfies ThemeCombination;

const shadeKeys = ['lighter', 'light', 'main', 'dark', 'darker'] as const;

/** Variables of one palette colour (`palette-<name>-<shade>` and `-channel`s). */
export function colorVars(name: ColorName | string, shades: ColorShades): ThemeVars {
  const vars: ThemeVars = {};
  for (const key of shadeKeys) {
    vars[`palette-${name}-${key}`] = shades[key];
    vars[`palette-${name}-${key}-channel`] = hexToChannel(shades[key]);
  }
  vars[`palette-${name}-contrast-text`] = shades.contrastText;
  return vars;
}

/** Variables that differ by preset and mode: the primary palette. */
export function presetVars(preset: ColorPreset, mode: ThemeMode): ThemeVars {
  return colorVars('primary', preset[mode]);
}

/** Variables that differ by mode and contrast: surfaces, text, action, shadow colour. */
export function surfaceVars(mode: ThemeMode, contrast: ThemeContrast): ThemeVars {
  const s = surfaces[mode][contrast];
  return {
    'text-primary': s.textPrimary,
    'text-primary-channel': hexToChannel(s.textPrimary),
    'text-secondary': s.textSecondary,
    'text-secondary-channel': hexToChannel(s.textSecondary),
    'text-disabled': s.textDisabled,
    'background-default': s.backgroundDefault,
    'background-default-channel': hexToChannel(s.backgroundDefault),
    'background-paper': s.backgroundPaper,
    'background-paper-channel': hexToChannel(s.backgroundPaper),
    'background-neutral': s.backgroundNeutral,
    'background-neutral-channel': hexToChannel(s.backgroundNeutral),
    divider: `rgb(var(--ff-palette-grey-500-channel) / ${s.dividerAlpha})`,
    'action-active': mode === 'light' ? grey[600] : grey[500],
    'shadow-channel': mode === 'light' ? hexToChannel(grey[500]) : '0 0 0',
  };
}

/** Variables that never change with the attributes. */
export function staticVars(): ThemeVars {
  const vars: ThemeVars = {
    'palette-common-white': '#FFFFFF',
    'palette-common-black': '#000000',
  };
  for (const step of greySteps) {
    vars[`palette-grey-${step}`] = grey[step];
    vars[`palette-grey-${step}-channel`] = hexToChannel(grey[step]);
  }
  for (const name of ['secondary', 'info', 'success', 'warning', 'error'] as const) {
    Object.assign(vars, colorVars(name, fixedColors[name]));
  }
  const greyAlpha = (a: number) => `rgb(var(--ff-palette-grey-500-channel) / ${a})`;
  Object.assign(vars, {
    'action-hover': greyAlpha(actionOpacity.hover),
    'action-selected': greyAlpha(actionOpacity.selected),
    'action-focus': greyAlpha(actionOpacity.focus),
    'action-disabled': greyAlpha(0.8),
    'action-disabled-background': greyAlpha(0.24),
    'action-hover-opacity': String(actionOpacity.hover),
    'action-disabled-opacity': String(actionOpacity.disabled),
    'shape-radius': `${borderRadius}px`,
    'font-family': fontFamily.sans,
    'font-family-mono': fontFamily.mono,
    'font-weight-regular': String(fontWeight.regular),
    'font-weight-medium': String(fontWeight.medium),
    'font-weight-semibold': String(fontWeight.semibold),
    'font-weight-bold': String(fontWeight.bold),
    'z-app-bar': String(zIndex.appBar),
    'z-nav': String(zIndex.nav),
    'z-drawer': String(zIndex.drawer),
    'z-modal': String(zIndex.modal),
    'z-popover': String(zIndex.popover),
    'z-snackbar': String(zIndex.snackbar),
    'z-tooltip': String(zIndex.tooltip),
    'transition-shortest': `${durations.shortest}ms`,
    'transition-shorter': `${durations.shorter}ms`,
    'transition-short': `${durations.short}ms`,
    'transition-standard': `${durations.standard}ms`,
    'easing-standard': easingStandard,
    'focus-ring': '0 0 0 2px var(--ff-background-paper), 0 0 0 4px var(--ff-palette-primary-main)',
  });
  for (const name of shadowNames) vars[`shadow-${name}`] = shadows[name];
  return vars;
}

/** Every variable for one combination: what `<html>` resolves to with those attributes. */
export function createThemeVars(
  combination: Partial<ThemeCombination> = {},
  presetMap: Record<string, ColorPreset> = builtInPresets,
): ThemeVars {
  const { mode, preset, contrast } = { ...defaultCombination, ...combination };
  const chosen = presetMap[preset] ?? builtInPresets[defaultCombination.preset];
  return { ...staticVars(), ...surfaceVars(mode, contrast), ...presetVars(chosen, mode) };
}

/** Palette colour names, re-exported for tests and docs. */
export { colorNames };

import { themeContrasts, themeModes } from './palette';
import { presets as builtInPresets, type ColorPreset } from './presets';
import { defaultCombination, presetVars, staticVars, surfaceVars, type ThemeVars } from './vars';

/** Options of {@link createThemeCss}. */
export interface ThemeCssOptions {
  /** Presets to emit; defaults to the six built-in ones. Add your own to extend the picker. */
  presets?: Record<string, ColorPreset>;
  /** Root selector the attributes sit on; defaults to `:root` (the `<html>` element). */
  root?: string;
}

/** Formats variables as a CSS rule: `selector { --ff-name: value; … }`. */
export function varsToRule(selector: string, vars: ThemeVars): string {
  const body = Object.entries(vars)
    .map(([name, value]) => `  --ff-${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

/**
 * CSS for one extra preset (`[data-preset='<name>']`), for apps that add their own preset
 * next to the built-in stylesheet.
 */
export function createPresetCss(preset: ColorPreset, root = ':root'): string {
  const at = `${root}[data-preset='${preset.name}']`;
  return [
    // Without data-mode the page is in the default (dark) mode.
    varsToRule(at, presetVars(preset, defaultCombination.mode)),
    ...themeModes.map((mode) =>
      varsToRule(
        `${root}[data-mode='${mode}'][data-preset='${preset.name}']`,
        presetVars(preset, mode),
      ),
    ),
  ].join('\n');
}

/**
 * The theme stylesheet: every variable for every preset × mode × contrast, keyed on the
 * attributes of `<html>`. Switching a setting changes an attribute only. Emit it once
 * (GlobalStyle does), or write it into a static `.css` file.
 */
export function createThemeCss(options: ThemeCssOptions = {}): string {
  const root = options.root ?? ':root';
  const presetMap = options.presets ?? builtInPresets;
  const fallback = presetMap[defaultCombination.preset] ?? builtInPresets.purple;
  const rules: string[] = [
    // No attributes: the settings defaults (dark, purple, default contrast).
    varsToRule(root, {
      ...staticVars(),
      ...surfaceVars(defaultCombination.mode, defaultCombination.contrast),
      ...presetVars(fallback, defaultCombination.mode),
    }),
  ];
  for (const mode of themeModes) {
    rules.push(
      varsToRule(`${root}[data-mode='${mode}']`, {
        ...surfaceVars(mode, 'default'),
        ...presetVars(fallback, mode),
      }),
    );
  }
  for (const contrast of themeContrasts.filter((c) => c !== 'default')) {
    rules.push(
      varsToRule(
        `${root}[data-contrast='${contrast}']`,
        surfaceVars(defaultCombination.mode, contrast),
      ),
    );
    for (const mode of themeModes) {
      rules.push(
        varsToRule(
          `${root}[data-mode='${mode}'][data-contrast='${contrast}']`,
          surfaceVars(mode, contrast),
        ),
      );
    }
  }
  for (const preset of Object.values(presetMap)) rules.push(createPresetCss(preset, root));
  return rules.join('\n');
}

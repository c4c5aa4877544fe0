import { bluePreset } from './blue';
import { cyanPreset } from './cyan';
import { defaultPreset } from './default';
import { orangePreset } from './orange';
import { purplePreset } from './purple';
import { redPreset } from './red';
import type { ColorPreset } from './types';

export type { ColorPreset, ColorShades } from './types';
export { bluePreset, cyanPreset, defaultPreset, orangePreset, purplePreset, redPreset };

/** Names of the built-in colour presets, in picker order. */
export const presetNames = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

/** A built-in preset name (`data-preset`, `themeColorPresets`). */
export type PresetName = (typeof presetNames)[number];

/** The built-in presets keyed by name. */
export const presets = {
  default: defaultPreset,
  cyan: cyanPreset,
  purple: purplePreset,
  blue: bluePreset,
  orange: orangePreset,
  red: redPreset,
} as const satisfies Record<PresetName, ColorPreset>;

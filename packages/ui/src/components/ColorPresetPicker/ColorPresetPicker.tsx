import { useId, type CSSProperties } from 'react';
import { presetNames, presets, type PresetName } from '../../theme/presets';
import { Fieldset, Legend } from '../SettingsDrawer/OptionGroup.styles';
import { Swatch, Swatches } from './ColorPresetPicker.styles';

/** Human names of the presets (accessible labels of the swatches). */
export const presetLabels: Record<PresetName, string> = {
  default: 'Green (default)',
  cyan: 'Cyan',
  purple: 'Purple',
  blue: 'Blue',
  orange: 'Orange',
  red: 'Red',
};

export interface ColorPresetPickerProps {
  /** The selected preset. */
  value: PresetName;
  /** Called with the chosen preset. */
  onChange: (preset: PresetName) => void;
  /** Group label. */
  label?: string;
}

/** Radio group of the six colour presets, each shown as its main colour. */
export function ColorPresetPicker({ value, onChange, label = 'Presets' }: ColorPresetPickerProps) {
  const name = useId();
  return (
    <Fieldset data-component="ColorPresetPicker">
      <Legend>{label}</Legend>
      <Swatches role="radiogroup" aria-label={label}>
        {presetNames.map((preset) => (
          <Swatch
            key={preset}
            data-part="Swatch"
            data-value={preset}
            style={{ '--swatch': presets[preset].light.main } as CSSProperties}
          >
            <input
              type="radio"
              name={name}
              value={preset}
              aria-label={presetLabels[preset]}
              checked={preset === value}
              onChange={() => onChange(preset)}
            />
            <span data-part="Dot" aria-hidden="true" />
          </Swatch>
        ))}
      </Swatches>
    </Fieldset>
  );
}

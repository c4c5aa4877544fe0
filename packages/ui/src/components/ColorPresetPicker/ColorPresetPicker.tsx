import { useId, type CSSProperties } from 'react';
import { defaultUiText } from '../../locale/uiText';
import { useUiText } from '../../locale/UiTextProvider';
import { presetNames, presets, type PresetName } from '../../theme/presets';
import { Fieldset, Legend } from '../SettingsDrawer/OptionGroup.styles';
import { Swatch, Swatches } from './ColorPresetPicker.styles';

/** English names of the presets (the default accessible labels of the swatches). */
export const presetLabels: Record<PresetName, string> = defaultUiText.presetNames;

export interface ColorPresetPickerProps {
  /** The selected preset. */
  value: PresetName;
  /** Called with the chosen preset. */
  onChange: (preset: PresetName) => void;
  /** Group label; `settings.presets` of the UiText by default. */
  label?: string;
}

/** Radio group of the six colour presets, each shown as its main colour. */
export function ColorPresetPicker({ value, onChange, label: labelProp }: ColorPresetPickerProps) {
  const name = useId();
  const text = useUiText();
  const label = labelProp ?? text.settings.presets;
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
              aria-label={text.presetNames[preset]}
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

export { ColorPresetPicker, presetLabels } from './ColorPresetPicker';
export type { ColorPresetPickerProps } from './ColorPresetPicker';

export { Checkbox, checkboxColors, checkboxSizes } from './Checkbox';
export type { CheckboxProps, CheckboxColor, CheckboxSize } from './Checkbox';

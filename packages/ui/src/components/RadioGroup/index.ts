export { RadioGroup, Radio, radioColors, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupProps, RadioProps, RadioColor, RadioGroupOrientation } from './RadioGroup';

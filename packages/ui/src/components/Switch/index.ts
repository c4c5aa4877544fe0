export { Switch, switchColors, switchSizes } from './Switch';
export type { SwitchProps, SwitchColor, SwitchSize } from './Switch';

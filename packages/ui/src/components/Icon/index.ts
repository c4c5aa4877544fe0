export { DirectionalIcon, Icon } from './Icon';
export type { DirectionalIconProps, IconProps } from './Icon';
// The curated icons are listed once, in ./icons.ts.
export * from './icons';

export { Button, buttonVariants, buttonSizes } from './components/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { cssVar } from './theme/cssVars';

export {
  ProgressBar,
  progressBarVariants,
  progressBarColors,
  NAVIGATION_BAR_HEIGHT,
} from './ProgressBar';
export type { ProgressBarProps, ProgressBarVariant, ProgressBarColor } from './ProgressBar';

export { NavigationProgressBar, PROGRESS_BAR_EXIT_MS } from './NavigationProgressBar';
export type { NavigationProgressBarProps } from './NavigationProgressBar';

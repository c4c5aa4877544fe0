export { LoadingScreen } from './LoadingScreen';
export type { LoadingScreenProps } from './LoadingScreen';

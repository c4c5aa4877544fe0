export { SplashScreen } from './SplashScreen';
export type { SplashScreenProps } from './SplashScreen';

export { LoadingScreen } from './LoadingScreen';
export type { LoadingScreenProps } from './LoadingScreen';
export { FinfreeMark } from './FinfreeMark';

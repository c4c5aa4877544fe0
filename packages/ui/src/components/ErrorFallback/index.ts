export { ErrorFallback, errorMessage } from './ErrorFallback';
export type { ErrorFallbackProps } from './ErrorFallback';

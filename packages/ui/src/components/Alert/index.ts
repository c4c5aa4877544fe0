export { Alert, alertSeverities, alertVariants } from './Alert';
export type { AlertProps, AlertSeverity, AlertVariant } from './Alert';

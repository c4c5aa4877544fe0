export { ProblemAlert } from './ProblemAlert';
export type { ProblemAlertProps } from './ProblemAlert';

export { expireActionsJob } from './actions.jobs';
export {
  ACTION_EMAIL_JOB,
  type PaymentActionsDeps,
  PaymentActionsService,
} from './actions.service';

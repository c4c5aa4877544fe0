export { type PayoutReconciler, reconcileOrdersJob } from './reconciliation.jobs';
export {
  type OrdersReconciled,
  type ReconciliationDeps,
  ReconciliationService,
} from './reconciliation.service';

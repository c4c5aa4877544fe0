export {
  type PayoutReconciler,
  reconcileOrdersJob,
  reconcilePayoutsJob,
} from './reconciliation.jobs';
export {
  type OrdersReconciled,
  type ReconciliationDeps,
  ReconciliationService,
} from './reconciliation.service';

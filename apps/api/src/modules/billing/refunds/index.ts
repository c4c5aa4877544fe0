export { retryRefundsJob } from './refunds.jobs';
export { orderRefundSchema, registerRefundRoutes } from './refunds.routes';
export {
  type AdminRefund,
  type OrderRefundRow,
  type RefundsDeps,
  RefundsService,
} from './refunds.service';

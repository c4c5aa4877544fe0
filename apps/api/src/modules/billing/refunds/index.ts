export { retryRefundsJob } from './refunds.jobs';
export { type RefundsDeps, RefundsService } from './refunds.service';

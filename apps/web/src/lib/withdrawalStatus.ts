import type { WithdrawalStatus } from '@finfree/core';

/** The colour of a withdrawal's status label, the same for the member and the operators. */
export const withdrawalStatusColor: Record<
  WithdrawalStatus,
  'warning' | 'info' | 'success' | 'error' | 'default'
> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  rejected: 'error',
  failed: 'error',
  cancelled: 'default',
};

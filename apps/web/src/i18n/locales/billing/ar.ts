import type { BillingMessages } from './en';

export const ar = {
  title: 'Billing',
} satisfies BillingMessages;

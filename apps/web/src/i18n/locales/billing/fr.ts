import type { BillingMessages } from './en';

export const fr = {
  title: 'Billing',
} satisfies BillingMessages;

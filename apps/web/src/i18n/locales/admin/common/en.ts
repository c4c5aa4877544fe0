import type { Catalogue } from '../../en';

// English is the reference of this part of the admin catalogue: fr and ar have exactly its keys
// (checked by i18n.test.ts). It loads with its screens' code, under the key `admin`.
export const en = {
  title: 'Admin',
  common: {
    withdrawalStatuses: {
      pending: 'Pending',
      approved: 'Approved',
      paid: 'Paid',
      rejected: 'Rejected',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
    actions: 'Actions',
    conflict:
      'Someone changed this meanwhile ({{reason}}). It was reloaded: check it and try again.',
  },
};

/** The shape every language of this part has. */
export type Messages = Catalogue<typeof en>;

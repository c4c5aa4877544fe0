import type { Catalogue } from '../../en';

// English is the reference of this part of the admin catalogue: fr and ar have exactly its keys
// (checked by i18n.test.ts). It loads with its screens' code, under the key `admin`.
export const en = {
  payouts: {
    intro:
      'Members’ withdrawal requests, oldest first: approve or reject each one, then mark it paid once the money has left.',
    totalPending: 'Pending',
    totalApproved: 'Approved, to pay',
    count: '{{count}} requests',
    filterStatus: 'Filter by status',
    caption: 'Withdrawals, oldest first',
    empty: 'No withdrawals here.',
    member: 'Member',
    amount: 'Amount',
    method: 'Method and destination',
    status: 'Status',
    requested: 'Requested',
    methods: {
      bank_transfer: 'Bank transfer',
      paypal: 'PayPal',
      usdt: 'USDT',
    },
    actions: {
      approved: 'Approve',
      rejected: 'Reject',
      paid: 'Mark paid',
      failed: 'Mark failed',
    },
    actionFor: {
      approved: 'Approve {{amount}} for {{name}}',
      rejected: 'Reject {{amount}} for {{name}}',
      paid: 'Mark {{amount}} for {{name}} paid',
      failed: 'Mark {{amount}} for {{name}} failed',
    },
    confirmTitle: {
      approved: 'Approve the withdrawal of {{name}}',
      rejected: 'Reject the withdrawal of {{name}}',
      paid: 'Pay {{name}}',
      failed: 'Mark the payout to {{name}} failed',
    },
    confirmText: {
      approved: 'Approve {{amount}} for {{name}}. The money is paid when you mark it paid.',
      rejected: 'Reject {{amount}} for {{name}}. The money returns to their available balance.',
      paid: 'Send {{amount}} to {{name}} now through the payment provider.',
      failed: 'The payout of {{amount}} to {{name}} failed: the money returns to their balance.',
    },
    sendTo: '{{method}}: {{destination}}',
    reason: 'Reason (shown to the member)',
    noteOptional: 'Note (optional)',
    noteHint: 'The member sees this note with their withdrawal.',
    reasonRequired: 'Give the member a reason.',
    done: {
      approved: '{{amount}} for {{name}} approved.',
      rejected: '{{amount}} for {{name}} rejected.',
      paid: '{{amount}} paid to {{name}}.',
      failed: '{{amount}} for {{name}} marked failed.',
    },
  },
};

/** The shape every language of this part has. */
export type Messages = Catalogue<typeof en>;

import type { Catalogue } from '../../en';

// English is the reference of this part of the admin catalogue: fr and ar have exactly its keys
// (checked by i18n.test.ts). It loads with its screens' code, under the key `admin`.
export const en = {
  disputes: {
    intro:
      'Payments that a member’s bank has disputed, the date its evidence is due and each dispute’s timeline. A dispute won lets you restore the member’s access.',
    member: 'Member',
    amount: 'Amount',
    reason: 'Reason',
    evidenceDue: 'Evidence due',
    status: 'Status',
    opened: 'Opened',
    filterStatus: 'Status',
    allStatuses: 'Every status',
    empty: 'No disputes — when a member’s bank disputes a payment it appears here.',
    view: 'View the dispute of {{name}}',
    detail: 'Dispute',
    overdue: 'Overdue',
    order: 'Order',
    accessEnded: 'Access ended',
    accessRestored: 'Access restored',
    closed: 'Closed',
    timeline: 'Timeline',
    restore: 'Restore access',
    restoreTitle: 'Restore the access of {{name}}?',
    restoreText:
      'The bank ruled for Finfree: {{name}} ({{email}}) gets their membership back, as it was before the dispute.',
    restored: 'The access of {{name}} is restored.',
    wonRestore: 'The dispute was won: the member’s access can be restored.',
    statuses: {
      needs_response: 'Needs response',
      under_review: 'Under review',
      won: 'Won',
      lost: 'Lost',
      warning_needs_response: 'Inquiry: needs response',
      warning_under_review: 'Inquiry: under review',
      warning_closed: 'Inquiry closed',
      prevented: 'Prevented',
    },
    reasons: {
      fraudulent: 'Fraudulent',
      product_not_received: 'Not received',
      product_unacceptable: 'Not as described',
      duplicate: 'Duplicate',
      subscription_canceled: 'Subscription canceled',
      credit_not_processed: 'Refund not processed',
      unrecognized: 'Not recognised',
      general: 'General',
    },
    events: {
      created: 'Dispute opened',
      updated: 'Updated: {{status}}',
      closed: 'Closed: {{status}}',
      funds_reinstated: 'Funds reinstated',
      access_restored: 'Access restored',
    },
  },
};

/** The shape every language of this part has. */
export type Messages = Catalogue<typeof en>;

import type { Catalogue } from '../../en';

// English is the reference of this part of the admin catalogue: fr and ar have exactly its keys
// (checked by i18n.test.ts). It loads with its screens' code, under the key `admin`.
export const en = {
  audit: {
    intro:
      'Every action an administrator took — on trades, members, plans, outlook posts, withdrawals, affiliates and background jobs — with who took it and when.',
    when: 'When',
    who: 'Who',
    what: 'What',
    target: 'On',
    change: 'Change',
    filterActor: 'Admin',
    filterAction: 'Action',
    everyone: 'Every admin',
    allActions: 'Every action',
    everyAction: 'Every {{target}} action',
    empty: 'Nothing recorded for these filters.',
    targets: {
      trade: 'Trade',
      withdrawal: 'Withdrawal',
      plan: 'Plan',
      post: 'Outlook post',
      user: 'Member',
      affiliate: 'Affiliate',
      job: 'Background job',
    },
    actions: {
      trade: {
        published: 'Trade published',
        updated: 'Trade edited',
        activated: 'Trade activated',
        tp_hit: 'Take-profit hit',
        sl_moved: 'Stop loss moved',
        closed: 'Trade closed',
        cancelled: 'Trade cancelled',
        note: 'Note added',
      },
      withdrawal: {
        approved: 'Withdrawal approved',
        rejected: 'Withdrawal rejected',
        paid: 'Withdrawal paid',
        failed: 'Withdrawal failed',
        payout_failed: 'Payout refused by the provider',
      },
      plan: {
        created: 'Plan created',
        updated: 'Plan edited',
        archived: 'Plan archived',
      },
      post: {
        created: 'Outlook post created',
        updated: 'Outlook post edited',
        published: 'Outlook post published',
        scheduled: 'Outlook post scheduled',
        unpublished: 'Outlook post unpublished',
        deleted: 'Outlook post deleted',
      },
      user: {
        updated: 'Member’s role or access changed',
      },
      affiliate: {
        rate: 'Commission rate set',
      },
      job: {
        retried: 'Failed job retried',
      },
    },
  },
  jobs: {
    title: 'Background jobs',
    intro:
      'E-mails and scheduled work run in queues. A job that failed every attempt waits here to be retried.',
    queuesCaption: 'Job queues',
    failedCaption: 'Failed jobs',
    queue: 'Queue',
    queued: 'Waiting',
    active: 'Running',
    failed: 'Failed',
    failedAt: 'Failed at',
    attempts: 'Attempts',
    lastError: 'Last error',
    actions: 'Actions',
    retry: 'Retry',
    retryLabel: 'Retry the failed {{queue}} job',
    retried: 'The {{queue}} job is queued again.',
    noQueues: 'No job queues.',
    noFailed: 'No failed jobs',
  },
};

/** The shape every language of this part has. */
export type Messages = Catalogue<typeof en>;

import type { Catalogue } from '../en';

// The public track record's texts (English is the reference; fr and ar have exactly these keys,
// i18n.test.ts). They load with that page, under the key `trackRecord`.
export const en = {
  title: 'Track record',
  intro:
    'Every closed trade since the first, in R (the risk taken on the trade). Open trades count once they close; their prices are never shown here.',
  history: 'A history anyone can verify',
  historyIntro:
    'Each trade event is chained to the one before it by a SHA-256 hash. Rewriting, removing or reordering a past event changes every hash after it. The check below recomputes the whole chain in your browser.',
  head: 'Head of the chain:',
  verify: 'Verify the history',
  reading: 'Reading the history from the server…',
  checking: 'Recomputing {{events}} events…',
  readFailed: 'The history could not be read, so it was not checked.',
  verified: 'Verified: {{count}} events recomputed up to the head in {{ms}} ms.',
  broken: 'The chain does not hold at event {{id}}.',
  brokenHead: 'The recomputed chain does not reach the published head.',
  dayHeads: 'Head of each day',
  day: 'Day',
  event: 'Last event',
  hash: 'Hash',
};

/** The shape every language of this bundle has. */
export type TrackRecordMessages = Catalogue<typeof en>;

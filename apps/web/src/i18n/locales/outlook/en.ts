import type { Catalogue } from '../en';

// English is the reference catalogue of the market outlook (the members' list of posts and a
// post's page): fr and ar must have exactly these keys (checked by i18n.test.ts). It loads with
// those screens' code, under the key `outlook`.
export const en = {
  title: 'Market outlook',
  intro:
    'The analysts’ weekly read of the markets: the levels they watch, the scenarios they expect and the trades behind them.',
  search: 'Search the outlook',
  searchPlaceholder: 'A word of a title or summary',
  tags: 'Filter by tag',
  assetClasses: {
    forex: 'Forex',
    crypto: 'Crypto',
    indices: 'Indices',
    commodities: 'Commodities',
    stocks: 'Stocks',
  },
  loadError: 'The outlook could not be loaded.',
  empty: 'No outlook yet',
  emptyText: 'The analysts’ first outlook will be here as soon as it is published.',
  noMatch: 'No post matches',
  noMatchText: 'Try other words, or another tag.',
  clearFilters: 'Clear the filters',
  pages: 'Pages of the outlook',
  edited: 'Edited',
  editedOn: 'Edited on {{date}}',
  byline: 'By {{name}}',
  postTags: 'Tags',
  back: 'All outlooks',
  postLoadError: 'This post could not be loaded.',
  notFound: 'This post does not exist or is no longer published.',
  locked: {
    title: 'The full outlook is for members',
    text: 'Subscribe to read every outlook in full, with the trades it discusses.',
    seePlans: 'See the plans',
  },
  trades: {
    title: 'Trades in this post',
    loadError: 'This trade could not be loaded.',
    open: 'Open in Trades',
    openFor: 'Open in Trades: {{symbol}}',
  },
};

/** The shape every language of this bundle has. */
export type OutlookMessages = Catalogue<typeof en>;

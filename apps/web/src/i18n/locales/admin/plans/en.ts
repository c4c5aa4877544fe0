import type { Catalogue } from '../../en';

// English is the reference of this part of the admin catalogue: fr and ar have exactly its keys
// (checked by i18n.test.ts). It loads with its screens' code, under the key `admin`.
export const en = {
  plans: {
    intro: 'Archived plans stay with their subscribers but are no longer offered.',
    new: 'New plan',
    newTitle: 'New plan',
    editTitle: 'Edit {{name}}',
    create: 'Create',
    caption: 'Plans, archived ones included',
    empty: 'No plans yet.',
    name: 'Name',
    description: 'Description',
    price: 'Price (USD)',
    priceHint: 'In dollars, up to two decimals, e.g. 49.90.',
    interval: 'Billing',
    intervals: {
      month: 'month',
      year: 'year',
    },
    trialDays: 'Trial days',
    sortOrder: 'Order',
    features: 'Features',
    featuresLoading: 'Loading features…',
    featuresError: 'The features could not be loaded.',
    featureOff: {
      telegram: 'Listed once Telegram is on in Connect.',
      discord: 'Listed once Discord is on in Connect.',
    },
    retired: {
      title: 'Former lines',
      text: 'Lines this plan listed before that name no feature Finfree has. Members no longer see them.',
      remove: 'Remove these lines',
      removed: 'The former lines will be removed when you save.',
      keep: 'Keep these lines',
    },
    highlighted: 'Highlight this plan',
    highlightedShort: 'Highlighted',
    state: 'State',
    active: 'Offered',
    archived: 'Archived',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    archive: 'Archive',
    archiveNamed: 'Archive {{name}}',
    archiveTitle: 'Archive {{name}}',
    archiveText:
      '{{name}} ({{price}}) will no longer be offered on the pricing pages. Existing subscribers keep it and renew on it.',
    archivedDone: '{{name}} was archived.',
    created: '{{name}} was created.',
    saved: '{{name}} was saved.',
    errors: {
      name: 'Enter a name of at most 80 characters.',
      description: 'At most 2,000 characters.',
      price: 'Enter an amount in dollars, like 49 or 49.90.',
      priceDecimals: 'Cents only: at most two decimals.',
      trialDays: 'A whole number of days from 0 to 365.',
      sortOrder: 'A whole number from −1000 to 1000.',
    },
  },
};

/** The shape every language of this part has. */
export type Messages = Catalogue<typeof en>;

import type { Catalogue } from '../en';

// English is the reference catalogue of the billing screens: fr and ar must have exactly these
// keys (checked by i18n.test.ts). It loads with those screens' code, under the key `billing`.
export const en = {
  title: 'Billing',
};

/** The shape every language of this bundle has. */
export type BillingMessages = Catalogue<typeof en>;

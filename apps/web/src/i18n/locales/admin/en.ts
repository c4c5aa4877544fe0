import type { Catalogue } from '../en';

// English is the reference catalogue of the admin screens: fr and ar must have exactly these
// keys (checked by i18n.test.ts). It loads with those screens' code, under the key `admin`.
export const en = {
  title: 'Admin',
};

/** The shape every language of this bundle has. */
export type AdminMessages = Catalogue<typeof en>;

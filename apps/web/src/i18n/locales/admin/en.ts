import type { Catalogue } from '../en';
import { en as audit } from './audit/en';
import { en as common } from './common/en';
import { en as disputes } from './disputes/en';
import { en as members } from './members/en';
import { en as outlook } from './outlook/en';
import { en as payouts } from './payouts/en';
import { en as plans } from './plans/en';
import { en as trades } from './trades/en';

// The admin screens' catalogue, under the key `admin`, in parts that load with the screens that
// use them (`admin.members`, `admin.trades`, … in `loadBundles`). English is the reference: fr
// and ar must have exactly these keys (checked by i18n.test.ts).
export const en = {
  ...common,
  ...members,
  ...disputes,
  ...trades,
  ...payouts,
  ...plans,
  ...outlook,
  ...audit,
};

/** The shape every language of this bundle has. */
export type AdminMessages = Catalogue<typeof en>;

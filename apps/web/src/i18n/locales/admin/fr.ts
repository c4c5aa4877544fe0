import type { AdminMessages } from './en';
import { fr as audit } from './audit/fr';
import { fr as common } from './common/fr';
import { fr as disputes } from './disputes/fr';
import { fr as members } from './members/fr';
import { fr as outlook } from './outlook/fr';
import { fr as payouts } from './payouts/fr';
import { fr as plans } from './plans/fr';
import { fr as trades } from './trades/fr';

export const fr = {
  ...common,
  ...members,
  ...disputes,
  ...trades,
  ...payouts,
  ...plans,
  ...outlook,
  ...audit,
} satisfies AdminMessages;

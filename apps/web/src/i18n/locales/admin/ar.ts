import type { AdminMessages } from './en';
import { ar as audit } from './audit/ar';
import { ar as common } from './common/ar';
import { ar as disputes } from './disputes/ar';
import { ar as members } from './members/ar';
import { ar as outlook } from './outlook/ar';
import { ar as payouts } from './payouts/ar';
import { ar as plans } from './plans/ar';
import { ar as trades } from './trades/ar';

export const ar = {
  ...common,
  ...members,
  ...disputes,
  ...trades,
  ...payouts,
  ...plans,
  ...outlook,
  ...audit,
} satisfies AdminMessages;

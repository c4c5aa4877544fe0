import { z } from 'zod';
import { singleLine } from '../../../lib/input-rules';
import { pagedQuery } from '../../../lib/pagination';

/** A referral's funnel stage. */
export const referralStatuses = ['signed_up', 'active', 'churned'] as const;

/** `POST /affiliates/clicks` body. */
export const clickBody = z.strictObject({ code: singleLine(z.string().trim().min(1).max(32)) });

/** `GET /affiliates/referrals` query. */
export const referralsQuery = pagedQuery({
  status: z.enum(referralStatuses).optional(),
});

/** Someone the member referred, as initials. */
export const referralSchema = z
  .object({
    id: z.string(),
    initials: z.string(),
    status: z.enum(referralStatuses),
    createdAt: z.string(),
    convertedAt: z.string().nullable(),
  })
  .meta({ id: 'Referral' });

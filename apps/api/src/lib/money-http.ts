import { z } from 'zod';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from './idempotency';
import { errorSchema } from './pagination';

/** Idempotency-Key header of money-moving calls: the rule `idempotencyKeyOf` applies. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, { message: IDEMPOTENCY_KEY_MESSAGE })
    .meta({ description: 'One key per user action; a retry with the same key is replayed' }),
});

/** Error answers of money routes. */
export const moneyErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
};

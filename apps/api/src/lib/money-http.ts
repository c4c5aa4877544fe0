import { z } from 'zod';
import { errorSchema } from './pagination';

/** Idempotency-Key header of money-moving calls. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(255)
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

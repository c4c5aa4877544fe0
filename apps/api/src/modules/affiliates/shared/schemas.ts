import { z } from 'zod';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';

/** A path or query id. */
export const id = singleLine(z.string().min(1).max(64));

/** A user as admin views show them. */
export const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** Errors of a list route. */
export const listErrors = { 400: errorSchema, 401: errorSchema };

import { z } from 'zod';

/** `limit` (1–100, default 10) and `page` (≥1, default 1) query fields. */
const paginationQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
};

/** A list route's query: `limit`, `page` and the given filters, and no other key. */
export function pagedQuery<const F extends z.ZodRawShape = Record<never, never>>(
  filters: F = {} as F,
) {
  return z.strictObject({ ...paginationQuery, ...filters });
}

/** The list envelope `{results, page, limit, totalPages, totalResults}`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalResults: z.number().int(),
  });
}

/** Builds the list envelope from a page of rows and the total count. */
export function toPage<T>(results: T[], page: number, limit: number, totalResults: number) {
  return {
    results,
    page,
    limit,
    totalPages: Math.ceil(totalResults / limit),
    totalResults,
  };
}

/** Error body schema shared by every route's error answers. */
export const errorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});

/** Parses `field:asc|desc` against the allowed fields. */
export function sortByQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .string()
    .regex(new RegExp(`^(${fields.join('|')}):(asc|desc)$`), {
      message: `must be one of ${fields.join(', ')} followed by :asc or :desc`,
    })
    .optional();
}

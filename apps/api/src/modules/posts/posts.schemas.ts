import { ASSET_CLASSES } from '@finfree/core';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import { errorSchema, paginated, pagedQuery } from '../../lib/pagination';
import { documentSchema } from './posts.document';
import { POST_LANGUAGES, POST_STATES } from './posts.tables';

export { errorSchema };
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
export const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });

/** At most this many tags and linked trades per post. */
export const MAX_TAGS = 10;
export const MAX_TRADES = 10;

const assetClasses: readonly string[] = ASSET_CLASSES;

/** A tag as stored: an asset class lower-case (`forex`), anything else a symbol, upper-case. */
export const normaliseTag = (tag: string): string =>
  assetClasses.includes(tag.toLowerCase()) ? tag.toLowerCase() : tag.toUpperCase();

/** One tag: a symbol (`EURUSD`, `BTC/USD`) or an asset class, normalised. */
export const tagField = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9./_-]+$/, { message: 'must be letters, digits, ".", "/", "_" or "-"' })
  .transform(normaliseTag);

const tagsField = z
  .array(tagField)
  .max(MAX_TAGS)
  .transform((tags) => [...new Set(tags)])
  .meta({
    description: `Symbols (\`EURUSD\`, stored upper-case) and asset classes (${ASSET_CLASSES.join(', ')}, stored lower-case); at most ${MAX_TAGS}, each once.`,
  });

const tradeIdsField = z
  .array(singleLine(z.string().min(1).max(64)))
  .max(MAX_TRADES)
  .transform((ids) => [...new Set(ids)])
  .meta({ description: `Trades the post discusses (at most ${MAX_TRADES}); each must exist.` });

const titleField = singleLine(z.string().trim().min(1).max(200));
const languageField = z.enum(POST_LANGUAGES).meta({
  id: 'PostLanguage',
  description: 'The language the post is written in: readers lay it out in its direction.',
});

/** `POST /admin/posts`: a new draft. */
export const newPostBody = z.strictObject({
  title: titleField,
  body: documentSchema.optional(),
  language: languageField,
  tags: tagsField.optional(),
  tradeIds: tradeIdsField.optional(),
});
export type NewPostInput = z.infer<typeof newPostBody>;

/** `PATCH /admin/posts/:id`: any of the fields. */
export const postChangesBody = z
  .strictObject({
    title: titleField.optional(),
    body: documentSchema.optional(),
    language: languageField.optional(),
    tags: tagsField.optional(),
    tradeIds: tradeIdsField.optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'names nothing to change' });
export type PostChangesInput = z.infer<typeof postChangesBody>;

/** `POST /admin/posts/:id/publish` (the body may be left out: published now). */
export const publishBody = z
  .strictObject({
    at: z.iso.datetime({ offset: true }).optional().meta({
      description:
        'When readers see it: absent or not in the future, now (published); later, scheduled (at most a year ahead).',
    }),
  })
  .nullish();
export type PublishInput = z.infer<typeof publishBody>;

const search = singleLine(z.string().trim().min(1).max(100)).optional().meta({
  description: 'Words in the title or the excerpt (case-insensitive; `%` and `_` are literal).',
});

/** `GET /posts`. */
export const listQuery = pagedQuery({
  search,
  tag: tagField.optional().meta({ description: 'Posts with this tag (a symbol or asset class).' }),
});
export type ListQuery = z.infer<typeof listQuery>;

/** `GET /posts/latest`. */
export const latestQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(10).default(3),
});

/** The state of a post: `published` once its time has come, whether it was scheduled or not. */
export const postStatus = z.enum(POST_STATES).meta({
  id: 'PostStatus',
  description:
    '`draft` (admins only), `scheduled` (admins only until `publishAt`), `published` (visible; a scheduled post is answered as published once its time has come).',
});
export type PostStatus = z.infer<typeof postStatus>;

/** `GET /admin/posts`. */
export const adminListQuery = pagedQuery({ status: postStatus.optional(), search });
export type AdminListQuery = z.infer<typeof adminListQuery>;

const authorSchema = z.object({ name: z.string() }).meta({ id: 'PostAuthor' });

const summaryFields = {
  id: z.string(),
  title: z.string(),
  excerpt: z.string().meta({
    description: 'The first paragraph as plain text, cut at a word (at most 400 characters).',
  }),
  language: languageField,
  tags: z.array(z.string()),
  tradeIds: z.array(z.string()),
  editedAt: z.string().nullable().meta({
    description: 'When the post was last changed after it became visible; null if never.',
  }),
  author: authorSchema,
};

/** A visible post in the readers' lists: no body. */
export const postSummarySchema = z
  .object({
    ...summaryFields,
    publishedAt: z.string().meta({ description: 'When it became visible (`publishAt`).' }),
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof postSummarySchema>;

/** A post in the admins' list: every state. */
export const adminPostSummarySchema = z
  .object({
    ...summaryFields,
    status: postStatus,
    publishAt: z.string().nullable().meta({
      description: 'When it is or becomes visible; null for a draft.',
    }),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPostSummary' });
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

/**
 * One post. Members (and admins) get its `body`; anyone else gets `body: null` and
 * `locked: true` (the title, excerpt and tags are the teaser).
 */
export const postSchema = z
  .object({
    ...summaryFields,
    status: postStatus,
    publishAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    body: documentSchema.nullable(),
    locked: z.boolean(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

export const postListSchema = paginated(postSummarySchema);
export const adminPostListSchema = paginated(adminPostSummarySchema);

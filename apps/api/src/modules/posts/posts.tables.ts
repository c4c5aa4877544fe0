import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import type { PostDocument } from './posts.document';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The languages a post is written in (readers lay it out in its direction). */
export const POST_LANGUAGES = ['en', 'fr', 'ar'] as const;
/** The stored states of a post. */
export const POST_STATES = ['draft', 'scheduled', 'published'] as const;

/**
 * The analysts' market outlook posts. A post is visible to readers when it is `scheduled` or
 * `published` and its `publishAt` has come (`status in ('scheduled', 'published') and
 * publish_at <= now()`): a scheduled post appears by the query itself, no job flips it.
 * `body` is the structured document (`posts.document.ts`), `excerpt` its first paragraph as
 * plain text, computed on every write.
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    body: jsonb('body').$type<PostDocument>().notNull().default({ type: 'doc', content: [] }),
    excerpt: text('excerpt').notNull().default(''),
    language: text('language', { enum: POST_LANGUAGES }).notNull().default('en'),
    /** Symbols (upper-case) and asset classes (lower-case). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Trades the post discusses (each existed when it was saved). */
    tradeIds: jsonb('trade_ids').$type<string[]>().notNull().default([]),
    status: text('status', { enum: POST_STATES }).notNull().default('draft'),
    /** When it is (or becomes) visible; null for a draft. */
    publishAt: ts('publish_at'),
    /** When it was made visible, or will be (scheduled); null for a draft. */
    publishedAt: ts('published_at'),
    /** Set when a visible post is changed; null until then. */
    editedAt: ts('edited_at'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The readers' query: visible posts, latest first.
    index('posts_visible_idx')
      .on(t.publishAt.desc(), t.id)
      .where(sql`${t.status} in ('scheduled', 'published')`),
    // The admins' list: newest change first.
    index('posts_updated_idx').on(t.updatedAt.desc(), t.id),
    // `?tag=`: containment of one tag.
    index('posts_tags_idx').using('gin', sql`${t.tags} jsonb_path_ops`),
  ],
);

/** A stored post. */
export type PostRow = typeof posts.$inferSelect;

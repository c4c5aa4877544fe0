import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { trades, users } from '../../db/schema';
import { paged, type Tx } from '../../db/sql';
import { type AuditRow, writeAudit } from '../../lib/audit';
import type { PostStatus } from './posts.schemas';
import { type PostRow, posts } from './posts.tables';

/** A post with its author's name. */
export type PostWithAuthor = PostRow & { authorName: string | null };

/** A post as locked for a change, with what the database clock says of it. */
export interface LockedPost {
  row: PostRow;
  /** Readers see it now. */
  visible: boolean;
  /** The database's `now()`. */
  now: Date;
}

/** Readers see a post once it is scheduled or published and its time has come. */
export const visibleSql = (): SQL =>
  sql`(${posts.status} in ('scheduled', 'published') and ${posts.publishAt} <= now())`;

/** `%…%` around `s`, with its own `\`, `%` and `_` taken literally. */
export const likePattern = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const searchSql = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(posts.title, pattern), ilike(posts.excerpt, pattern));
};

const tagSql = (tag: string | undefined): SQL | undefined =>
  tag ? sql`${posts.tags} @> ${JSON.stringify([tag])}::jsonb` : undefined;

/** A post in the state `status` as answered (a scheduled post whose time has come is published). */
const statusSql = (status: PostStatus): SQL => {
  if (status === 'draft') return sql`${posts.status} = 'draft'`;
  if (status === 'scheduled')
    return sql`(${posts.status} = 'scheduled' and ${posts.publishAt} > now())`;
  return visibleSql();
};

const withAuthor = { post: posts, authorName: users.name };
const flatten = (r: { post: PostRow; authorName: string | null }): PostWithAuthor => ({
  ...r.post,
  authorName: r.authorName,
});

/** The posts table: the only place with post queries. */
export class PostsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A page of visible posts, latest first, and how many match. */
  async visible(q: {
    search?: string | undefined;
    tag?: string | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: PostWithAuthor[]; total: number }> {
    const where = and(visibleSql(), searchSql(q.search), tagSql(q.tag));
    const { rows, total } = await paged(
      this.db,
      this.db
        .select(withAuthor)
        .from(posts)
        .leftJoin(users, eq(users.id, posts.authorId))
        .where(where)
        // As the index is ordered (`posts_visible_idx`).
        .orderBy(sql`${posts.publishAt} desc nulls last`, asc(posts.id)),
      { table: posts, where },
      q,
    );
    return { rows: rows.map(flatten), total };
  }

  /** A page of posts in every state, newest change first. */
  async all(q: {
    status?: PostStatus | undefined;
    search?: string | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: (PostWithAuthor & { visible: boolean })[]; total: number }> {
    const where = and(q.status ? statusSql(q.status) : undefined, searchSql(q.search));
    const { rows, total } = await paged(
      this.db,
      this.db
        .select({ ...withAuthor, visible: sql<boolean>`${visibleSql()}` })
        .from(posts)
        .leftJoin(users, eq(users.id, posts.authorId))
        .where(where)
        .orderBy(sql`${posts.updatedAt} desc nulls last`, asc(posts.id)),
      { table: posts, where },
      q,
    );
    return { rows: rows.map((r) => ({ ...flatten(r), visible: Boolean(r.visible) })), total };
  }

  /** One post with its author and whether readers see it now, or undefined. */
  async byId(id: string): Promise<(PostWithAuthor & { visible: boolean }) | undefined> {
    return this.find(this.db, id);
  }

  /** {@link byId} in a transaction. */
  async find(tx: Tx, id: string): Promise<(PostWithAuthor & { visible: boolean }) | undefined> {
    const [row] = await tx
      .select({ ...withAuthor, visible: sql<boolean>`${visibleSql()}` })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, id));
    return row ? { ...flatten(row), visible: Boolean(row.visible) } : undefined;
  }

  /** One post locked for the rest of the transaction, with the database clock; or undefined. */
  async lock(tx: Tx, id: string): Promise<LockedPost | undefined> {
    const [row] = await tx
      .select({
        post: posts,
        visible: sql<boolean>`${visibleSql()}`,
        now: sql<string>`now()`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(posts)
      .where(eq(posts.id, id))
      .for('update');
    return row ? { row: row.post, visible: Boolean(row.visible), now: row.now } : undefined;
  }

  /** The latest visible posts. */
  async latest(limit: number): Promise<PostWithAuthor[]> {
    const rows = await this.db
      .select(withAuthor)
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(visibleSql())
      .orderBy(sql`${posts.publishAt} desc nulls last`, asc(posts.id))
      .limit(limit);
    return rows.map(flatten);
  }

  /** The ids among `ids` that name no trade. */
  async unknownTrades(tx: Tx, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await tx
      .select({ id: trades.id })
      .from(trades)
      .where(inArray(trades.id, [...ids]));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Inserts a post. */
  async insert(tx: Tx, values: typeof posts.$inferInsert): Promise<PostRow> {
    const [row] = await tx.insert(posts).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  /** Changes a post (and its `updatedAt`). */
  async update(tx: Tx, id: string, set: PgUpdateSetSource<typeof posts>): Promise<PostRow> {
    const [row] = await tx
      .update(posts)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(posts.id, id))
      .returning();
    if (!row) throw new Error('update returned nothing');
    return row;
  }

  /** Deletes a post. */
  async delete(tx: Tx, id: string): Promise<void> {
    await tx.delete(posts).where(eq(posts.id, id));
  }

  /** Appends to the admin audit log, in the caller's transaction. */
  audit(tx: Tx, row: AuditRow): Promise<void> {
    return writeAudit(tx, row);
  }
}

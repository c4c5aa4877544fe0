import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/sql';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toPage } from '../../lib/pagination';
import { EMPTY_DOCUMENT, excerptOf, isEmptyDocument, type PostDocument } from './posts.document';
import type { LockedPost, PostsRepository, PostWithAuthor } from './posts.repository';
import type {
  AdminListQuery,
  AdminPostSummary,
  ListQuery,
  NewPostInput,
  Post,
  PostChangesInput,
  PostStatus,
  PostSummary,
  PublishInput,
} from './posts.schemas';
import type { PostRow } from './posts.tables';

/** Who reads: members (admins included) get bodies; admins also see drafts and scheduled posts. */
export interface Reader {
  isMember: boolean;
  isAdmin: boolean;
}

/** The byline of a post whose author's account is gone. */
const NO_AUTHOR = 'Finfree';
/** How far ahead a post may be scheduled. */
const MAX_SCHEDULE_MS = 366 * 86_400_000;

type AuditAction =
  | 'post.created'
  | 'post.updated'
  | 'post.published'
  | 'post.scheduled'
  | 'post.unpublished'
  | 'post.deleted';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The state answered: a scheduled post whose time has come is published. */
const statusOf = (row: PostRow, visible: boolean): PostStatus =>
  visible ? 'published' : row.status;

const summaryOf = (row: PostWithAuthor) => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  language: row.language,
  tags: row.tags,
  tradeIds: row.tradeIds,
  editedAt: iso(row.editedAt),
  author: { name: row.authorName ?? NO_AUTHOR },
});

/** A visible post in the readers' lists. */
const toSummary = (row: PostWithAuthor): PostSummary => ({
  ...summaryOf(row),
  publishedAt: iso(row.publishAt) ?? row.createdAt.toISOString(),
});

/** A post in the admins' list. */
const toAdminSummary = (row: PostWithAuthor & { visible: boolean }): AdminPostSummary => ({
  ...summaryOf(row),
  status: statusOf(row, row.visible),
  publishAt: iso(row.publishAt),
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One post for `reader`: the body for members only. */
const toPost = (row: PostWithAuthor, visible: boolean, reader: Reader): Post => ({
  ...summaryOf(row),
  status: statusOf(row, visible),
  publishAt: iso(row.publishAt),
  publishedAt: iso(row.publishedAt),
  body: reader.isMember ? row.body : null,
  locked: !reader.isMember,
});

const ADMIN: Reader = { isMember: true, isAdmin: true };

/**
 * The rules of the market outlook: who sees which posts and their bodies, the states (draft,
 * scheduled, published) and their moves, edits after publication, audited admin writes.
 */
export class PostsService {
  constructor(private readonly repo: PostsRepository) {}

  /** A page of visible posts, latest first. */
  async list(q: ListQuery) {
    const { rows, total } = await this.repo.visible({
      search: q.search,
      tag: q.tag,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return toPage(rows.map(toSummary), q.page, q.limit, total);
  }

  /** The latest visible posts (the dashboard's). */
  async latest(limit: number): Promise<PostSummary[]> {
    return (await this.repo.latest(limit)).map(toSummary);
  }

  /** One post: visible ones to everyone (the body to members), every one to admins. */
  async get(reader: Reader, id: string): Promise<Post> {
    const row = await this.repo.byId(id);
    if (!row || (!row.visible && !reader.isAdmin)) throw notFound('Post not found');
    return toPost(row, row.visible, reader);
  }

  /** A page of posts in every state (admins). */
  async adminList(q: AdminListQuery) {
    const { rows, total } = await this.repo.all({
      status: q.status,
      search: q.search,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return toPage(rows.map(toAdminSummary), q.page, q.limit, total);
  }

  /** Creates a draft, audited. */
  async create(actorId: string, input: NewPostInput): Promise<Post> {
    return this.repo.transaction(async (tx) => {
      const tradeIds = input.tradeIds ?? [];
      await this.checkTrades(tx, tradeIds);
      const body = input.body ?? EMPTY_DOCUMENT;
      const row = await this.repo.insert(tx, {
        id: newId(),
        title: input.title,
        body,
        excerpt: excerptOf(body),
        language: input.language,
        tags: input.tags ?? [],
        tradeIds,
        status: 'draft',
        authorId: actorId,
      });
      return this.audited(tx, actorId, 'post.created', row, {
        language: row.language,
        tags: row.tags,
        tradeIds: row.tradeIds,
      });
    });
  }

  /**
   * Changes a post, audited. A change to a post readers see marks it edited (`editedAt`); a
   * visible post keeps a body. Nothing that differs: nothing written.
   */
  async update(actorId: string, id: string, input: PostChangesInput): Promise<Post> {
    return this.repo.transaction(async (tx) => {
      const { row, visible } = await this.locked(tx, id);
      const changes: Partial<{
        title: string;
        body: PostDocument;
        excerpt: string;
        language: PostRow['language'];
        tags: string[];
        tradeIds: string[];
      }> = {};
      if (input.title !== undefined && input.title !== row.title) changes.title = input.title;
      if (input.language !== undefined && input.language !== row.language)
        changes.language = input.language;
      if (input.tags !== undefined && !sameList(input.tags, row.tags)) changes.tags = input.tags;
      if (input.tradeIds !== undefined && !sameList(input.tradeIds, row.tradeIds)) {
        await this.checkTrades(tx, input.tradeIds);
        changes.tradeIds = input.tradeIds;
      }
      if (input.body !== undefined && !isDeepStrictEqual(input.body, row.body)) {
        if (row.status !== 'draft' && isEmptyDocument(input.body))
          throw new HttpError(400, 'A published or scheduled post needs a body');
        changes.body = input.body;
        changes.excerpt = excerptOf(input.body);
      }
      if (Object.keys(changes).length === 0) return this.answer(tx, row.id);
      const updated = await this.repo.update(tx, id, {
        ...changes,
        ...(visible ? { editedAt: sql`now()` } : {}),
      });
      const { body: _body, excerpt: _excerpt, ...logged } = changes;
      return this.audited(tx, actorId, 'post.updated', updated, {
        ...logged,
        ...(changes.body ? { body: 'changed' } : {}),
        edited: visible,
      });
    });
  }

  /**
   * Publishes a post now, or schedules it for `at` when that is in the future. A post readers
   * already see is a 409; one without a body a 400.
   */
  async publish(actorId: string, id: string, input: PublishInput): Promise<Post> {
    return this.repo.transaction(async (tx) => {
      const { row, visible, now } = await this.locked(tx, id);
      if (visible) throw new HttpError(409, 'Post is already published');
      if (isEmptyDocument(row.body))
        throw new HttpError(400, 'A post needs a body before it is published');
      const at = input?.at ? new Date(input.at) : undefined;
      if (at && at.getTime() - now.getTime() > MAX_SCHEDULE_MS)
        throw new HttpError(400, 'A post can be scheduled at most a year ahead', [
          { field: 'at', message: 'is more than a year ahead' },
        ]);
      const later = at !== undefined && at.getTime() > now.getTime();
      const when = later ? at : sql`now()`;
      const updated = await this.repo.update(tx, id, {
        status: later ? 'scheduled' : 'published',
        publishAt: when,
        publishedAt: when,
        editedAt: null,
      });
      return this.audited(tx, actorId, later ? 'post.scheduled' : 'post.published', updated, {
        publishAt: iso(updated.publishAt),
      });
    });
  }

  /** Takes a post back to draft (readers no longer see it). A draft already: 409. */
  async unpublish(actorId: string, id: string): Promise<Post> {
    return this.repo.transaction(async (tx) => {
      const { row } = await this.locked(tx, id);
      if (row.status === 'draft') throw new HttpError(409, 'Post is a draft already');
      const updated = await this.repo.update(tx, id, {
        status: 'draft',
        publishAt: null,
        publishedAt: null,
        editedAt: null,
      });
      return this.audited(
        tx,
        actorId,
        'post.unpublished',
        updated,
        {},
        { status: row.status, publishAt: iso(row.publishAt) },
      );
    });
  }

  /** Deletes a draft or a post not yet visible, audited; a visible post is a 409. */
  async remove(actorId: string, id: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const { row, visible } = await this.locked(tx, id);
      if (visible) throw new HttpError(409, 'A published post is unpublished before it is deleted');
      await this.repo.delete(tx, id);
      await this.repo.audit(tx, {
        actorId,
        action: 'post.deleted',
        targetType: 'post',
        targetId: id,
        before: { title: row.title, status: row.status },
      });
    });
  }

  /** The post locked for a change; 404 when there is none. */
  private async locked(tx: Tx, id: string): Promise<LockedPost> {
    const found = await this.repo.lock(tx, id);
    if (!found) throw notFound('Post not found');
    return found;
  }

  /** 400 naming the first trade that does not exist. */
  private async checkTrades(tx: Tx, ids: readonly string[]): Promise<void> {
    const unknown = await this.repo.unknownTrades(tx, ids);
    if (unknown.length === 0) return;
    const index = ids.indexOf(unknown[0] as string);
    throw new HttpError(400, `Invalid body: tradeIds.${index} names no trade`, [
      { field: `tradeIds.${index}`, message: 'names no trade' },
    ]);
  }

  /** The post as admins read it. */
  private async answer(tx: Tx, id: string): Promise<Post> {
    const row = await this.repo.find(tx, id);
    if (!row) throw notFound('Post not found');
    return toPost(row, row.visible, ADMIN);
  }

  /** Audits what the actor did to a post (its title, state and `after`); answers the post. */
  private async audited(
    tx: Tx,
    actorId: string,
    action: AuditAction,
    row: PostRow,
    after: Record<string, unknown>,
    before?: Record<string, unknown>,
  ): Promise<Post> {
    await this.repo.audit(tx, {
      actorId,
      action,
      targetType: 'post',
      targetId: row.id,
      before: before ?? null,
      after: { title: row.title, status: row.status, ...after },
    });
    return this.answer(tx, row.id);
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

import {
  ASSET_CLASSES,
  type CreatePostRequest,
  type Post,
  type UpdatePostRequest,
} from '@finfree/core';
import {
  bodyProblem,
  emptyDocument,
  isEmptyDocument,
  toPostDocument,
  type BodyProblem,
  type PostDocumentInput,
} from './postDocument';

/** The language a post is written in. */
export type PostLanguage = Post['language'];
/** The languages a post may be written in, in the order the editor offers them. */
export const postLanguages: readonly PostLanguage[] = ['en', 'fr', 'ar'];

/** At most this many tags and linked trades per post (the API's limits). */
export const MAX_TAGS = 10;
export const MAX_TRADES = 10;
/** Characters of a title. */
export const MAX_TITLE = 200;

/** The post as the editor holds it: the tags as typed, the body as the API takes it. */
export interface PostDraft {
  title: string;
  language: PostLanguage;
  /** Comma-separated, as typed. */
  tags: string;
  tradeIds: string[];
  body: PostDocumentInput;
}

/** A new post: in the app's language when a post can be written in it. */
export const emptyPostDraft = (language: string): PostDraft => ({
  title: '',
  language: postLanguages.find((l) => language.startsWith(l)) ?? 'en',
  tags: '',
  tradeIds: [],
  body: emptyDocument(),
});

/** A post's values back into the editor. */
export const draftOf = (post: Post): PostDraft => ({
  title: post.title,
  language: post.language,
  tags: post.tags.join(', '),
  tradeIds: [...post.tradeIds],
  body: toPostDocument(post.body),
});

const assetClasses: readonly string[] = ASSET_CLASSES;

/** A tag as the API stores it: an asset class lower-case (`forex`), a symbol upper-case. */
export const normaliseTag = (tag: string): string =>
  assetClasses.includes(tag.toLowerCase()) ? tag.toLowerCase() : tag.toUpperCase();

const TAG = /^[A-Za-z0-9./_-]{1,20}$/;

/** The tags as typed → the tags as stored (each once, in order), and the first one refused. */
export function parseTags(text: string): { tags: string[]; invalid?: string } {
  const tags: string[] = [];
  for (const piece of text.split(',')) {
    const tag = piece.trim();
    if (!tag) continue;
    if (!TAG.test(tag)) return { tags, invalid: tag };
    const stored = normaliseTag(tag);
    if (!tags.includes(stored)) tags.push(stored);
  }
  return { tags };
}

/** What the admin is about to do: the checks differ (publishing needs a body). */
export type PostIntent = 'save' | 'publish' | 'schedule';

/** A problem of a field, as a key under `admin.outlook.errors` with its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** The fields of the editor a problem can be shown at. */
export type PostField = 'title' | 'language' | 'tags' | 'tradeIds' | 'body' | 'at';
export type PostProblems = Partial<Record<PostField, FieldProblem>>;

/**
 * The API's rules, checked before anything is sent. A post readers may see, or one scheduled
 * (`keepsBody`), cannot be emptied; publishing or scheduling needs a body too.
 */
export function validatePost(
  draft: PostDraft,
  intent: PostIntent,
  {
    keepsBody = false,
    at,
    now = new Date(),
  }: { keepsBody?: boolean; at?: string; now?: Date } = {},
): PostProblems {
  const problems: PostProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = { key: 'titleRequired' };
  else if (title.length > MAX_TITLE)
    problems.title = { key: 'titleTooLong', values: { max: MAX_TITLE } };
  const { tags, invalid } = parseTags(draft.tags);
  if (invalid !== undefined) problems.tags = { key: 'tagInvalid', values: { tag: invalid } };
  else if (tags.length > MAX_TAGS)
    problems.tags = { key: 'tagsTooMany', values: { max: MAX_TAGS } };
  if (draft.tradeIds.length > MAX_TRADES)
    problems.tradeIds = { key: 'tradesTooMany', values: { max: MAX_TRADES } };
  const tooBig: BodyProblem | undefined = bodyProblem(draft.body);
  if (tooBig) problems.body = { key: tooBig };
  else if (isEmptyDocument(draft.body) && (intent !== 'save' || keepsBody))
    problems.body = { key: intent === 'save' ? 'bodyKept' : 'bodyRequired' };
  if (intent === 'schedule') {
    const when = at ? fromLocalInput(at) : null;
    if (!when) problems.at = { key: 'atRequired' };
    else if (when.getTime() <= now.getTime()) problems.at = { key: 'atPast' };
    else if (when.getTime() > now.getTime() + YEAR_MS) problems.at = { key: 'atTooFar' };
  }
  return problems;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The body of `POST /admin/posts` for a valid draft. */
export function toCreateRequest(draft: PostDraft): CreatePostRequest {
  const tags = parseTags(draft.tags).tags;
  return {
    title: draft.title.trim(),
    language: draft.language,
    body: draft.body,
    tags,
    tradeIds: [...draft.tradeIds],
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of `PATCH /admin/posts/:id`: only what changed since `saved` (a change to a post
 * readers see marks it edited, so nothing unchanged is sent); null when nothing did.
 */
export function toUpdateRequest(draft: PostDraft, saved: PostDraft): UpdatePostRequest | null {
  const next = toCreateRequest(draft);
  const before = toCreateRequest(saved);
  const changes: UpdatePostRequest = {};
  if (next.title !== before.title) changes.title = next.title;
  if (next.language !== before.language) changes.language = next.language;
  if (!same(next.tags, before.tags)) changes.tags = next.tags;
  if (!same(next.tradeIds, before.tradeIds)) changes.tradeIds = next.tradeIds;
  if (!same(next.body, before.body)) changes.body = next.body;
  return Object.keys(changes).length ? changes : null;
}

/** Whether the draft differs from what was saved (or opened). */
export const isDirty = (draft: PostDraft, saved: PostDraft): boolean =>
  draft.title !== saved.title ||
  draft.language !== saved.language ||
  !same(parseTags(draft.tags), parseTags(saved.tags)) ||
  !same(draft.tradeIds, saved.tradeIds) ||
  !same(draft.body, saved.body);

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in this browser's time zone (`2026-11-25T09:30`). */
export function toLocalInput(value: string | Date): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) → the moment, or null if incomplete. */
export function fromLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The field of the editor a server error names (`tags.2` → tags, `body.content.0…` → body). */
export function postFieldOf(field: string): PostField | null {
  const head = field.split('.')[0];
  switch (head) {
    case 'title':
    case 'language':
    case 'tags':
    case 'tradeIds':
    case 'body':
    case 'at':
      return head;
    default:
      return null;
  }
}

/** The server's field errors of a failed call, by field of the editor (the first of each). */
export function serverProblems(error: unknown): Partial<Record<PostField, string>> {
  const list =
    error && typeof error === 'object'
      ? ((error as { errors?: { field: string; message: string }[] }).errors ?? [])
      : [];
  const problems: Partial<Record<PostField, string>> = {};
  for (const { field, message } of list) {
    const name = postFieldOf(field);
    if (name && !problems[name]) problems[name] = message;
  }
  return problems;
}

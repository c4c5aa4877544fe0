import type { Post } from '@finfree/core';
import {
  draftOf,
  emptyPostDraft,
  fromLocalInput,
  isDirty,
  parseTags,
  postFieldOf,
  serverProblems,
  toCreateRequest,
  toLocalInput,
  toUpdateRequest,
  validatePost,
  type PostDraft,
} from './postDraft';
import { isVisible } from './postState';

const body = {
  type: 'doc' as const,
  content: [
    { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Dollar up.' }] },
  ],
};

const post: Post = {
  id: 'post_1',
  title: 'Week 47',
  excerpt: 'Dollar up.',
  language: 'en',
  tags: ['EURUSD', 'forex'],
  tradeIds: ['trd_1'],
  body,
  locked: false,
  status: 'draft',
  publishAt: null,
  publishedAt: null,
  editedAt: null,
  author: { name: 'Desk' },
};

const draft = (over: Partial<PostDraft> = {}): PostDraft => ({ ...draftOf(post), ...over });

describe('tags as typed', () => {
  it('are split at commas, symbols upper-case, asset classes lower-case, each once', () => {
    expect(parseTags(' eurusd, Forex ,, btc/usd, EURUSD, CRYPTO ')).toEqual({
      tags: ['EURUSD', 'forex', 'BTC/USD', 'crypto'],
    });
    expect(parseTags('')).toEqual({ tags: [] });
  });

  it('name the first one the API would refuse', () => {
    expect(parseTags('EURUSD, has space, x')).toEqual({ tags: ['EURUSD'], invalid: 'has space' });
    expect(parseTags('x'.repeat(21)).invalid).toBe('x'.repeat(21));
    expect(parseTags('€uro').invalid).toBe('€uro');
  });
});

describe('checks before sending', () => {
  it('a title is required, on one line of at most 200 characters', () => {
    expect(validatePost(draft({ title: '  ' }), 'save').title).toEqual({ key: 'titleRequired' });
    expect(validatePost(draft({ title: 'x'.repeat(201) }), 'save').title?.key).toBe('titleTooLong');
    expect(validatePost(draft(), 'save')).toEqual({});
  });

  it('tags follow the API’s rule, at most 10', () => {
    expect(validatePost(draft({ tags: 'a b' }), 'save').tags).toEqual({
      key: 'tagInvalid',
      values: { tag: 'a b' },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `T${i}`).join(',');
    expect(validatePost(draft({ tags: eleven }), 'save').tags?.key).toBe('tagsTooMany');
  });

  it('a draft may be saved empty; publishing, scheduling or a post out needs a body', () => {
    const empty = draft({ body: { type: 'doc', content: [] } });
    expect(validatePost(empty, 'save')).toEqual({});
    expect(validatePost(empty, 'publish').body).toEqual({ key: 'bodyRequired' });
    expect(validatePost(empty, 'save', { keepsBody: true }).body).toEqual({ key: 'bodyKept' });
  });

  it('a schedule needs a time in the future, at most a year ahead', () => {
    const now = new Date(2026, 10, 20, 12, 0);
    const at = (value: string) => validatePost(draft(), 'schedule', { at: value, now }).at?.key;
    expect(at('')).toBe('atRequired');
    expect(at('2026-11-20T11:59')).toBe('atPast');
    expect(at('2026-11-20T12:00')).toBe('atPast');
    expect(at('2026-11-25T09:30')).toBeUndefined();
    expect(at('2027-11-21T12:00')).toBe('atTooFar');
  });
});

describe('requests', () => {
  it('a new post sends every field, the tags as stored', () => {
    expect(toCreateRequest(draft({ title: ' Week 47 ', tags: 'gbpjpy, Indices' }))).toEqual({
      title: 'Week 47',
      language: 'en',
      body,
      tags: ['GBPJPY', 'indices'],
      tradeIds: ['trd_1'],
    });
  });

  it('a change sends only what changed, and nothing when nothing did', () => {
    const saved = draftOf(post);
    expect(toUpdateRequest(draft(), saved)).toBeNull();
    // The same tags typed differently are no change.
    expect(toUpdateRequest(draft({ tags: 'eurusd,FOREX' }), saved)).toBeNull();
    expect(toUpdateRequest(draft({ title: 'Week 48', tradeIds: [] }), saved)).toEqual({
      title: 'Week 48',
      tradeIds: [],
    });
    const other = { ...body, content: [...body.content, { type: 'horizontalRule' as const }] };
    expect(toUpdateRequest(draft({ body: other, language: 'fr' }), saved)).toEqual({
      body: other,
      language: 'fr',
    });
    expect(isDirty(draft(), saved)).toBe(false);
    expect(isDirty(draft({ title: 'Week 48' }), saved)).toBe(true);
  });

  it('a new post starts in the app’s language when a post can be written in it', () => {
    expect(emptyPostDraft('fr').language).toBe('fr');
    expect(emptyPostDraft('ar-EG').language).toBe('ar');
    expect(emptyPostDraft('de').language).toBe('en');
  });
});

describe('the schedule’s time', () => {
  it('is typed in the browser’s time zone and sent as a moment (ISO, UTC)', () => {
    const moment = fromLocalInput('2026-11-25T09:30');
    expect(moment).toEqual(new Date(2026, 10, 25, 9, 30));
    expect(toLocalInput(moment!)).toBe('2026-11-25T09:30');
    expect(toLocalInput(new Date(2026, 0, 5, 7, 3).toISOString())).toBe('2026-01-05T07:03');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-11-25')).toBeNull();
  });
});

describe('server errors', () => {
  it('are shown at the field they name', () => {
    expect(postFieldOf('tags.2')).toBe('tags');
    expect(postFieldOf('body.content.0.content.0.marks.0.attrs.href')).toBe('body');
    expect(postFieldOf('tradeIds.1')).toBe('tradeIds');
    expect(postFieldOf('status')).toBeNull();
    expect(
      serverProblems({
        code: 400,
        message: 'Invalid body: tradeIds.1 names no trade',
        errors: [
          { field: 'tradeIds.1', message: 'names no trade' },
          { field: 'tradeIds.2', message: 'names no trade either' },
          { field: 'title', message: 'is too long' },
        ],
      }),
    ).toEqual({ tradeIds: 'names no trade', title: 'is too long' });
    expect(serverProblems({ code: 500, message: 'Internal server error' })).toEqual({});
    expect(serverProblems(null)).toEqual({});
  });
});

describe('whether readers see a post', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('published, or scheduled and its time has come', () => {
    expect(isVisible({ status: 'draft', publishAt: null, editedAt: null }, now)).toBe(false);
    expect(
      isVisible({ status: 'scheduled', publishAt: '2026-11-21T08:00:00Z', editedAt: null }, now),
    ).toBe(false);
    expect(
      isVisible({ status: 'scheduled', publishAt: '2026-11-20T08:00:00Z', editedAt: null }, now),
    ).toBe(true);
    expect(
      isVisible({ status: 'published', publishAt: '2026-11-19T08:00:00Z', editedAt: null }, now),
    ).toBe(true);
  });
});

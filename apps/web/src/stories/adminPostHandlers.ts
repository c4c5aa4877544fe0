// MSW handlers of the admins' market outlook (`/admin/posts`, and `GET /posts/:id` with the body).
import type {
  CreatePostRequest,
  Post,
  PostDocument,
  PostStatus,
  UpdatePostRequest,
} from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { adminPostSummaries, adminPosts } from './adminPostFixtures';
import { paginate } from './fixtures';
import { api, apiError } from './handlers';

/** Posts a story created or changed (by id), over the fixtures. */
const written = new Map<string, Post>();

/** Forgets what the last story wrote (a screen story's `beforeEach`). */
export const resetAdminPosts = () => written.clear();
const postById = (id: string) => written.get(id) ?? adminPosts.find((p) => p.id === id);

const visible = (post: Post) =>
  post.status === 'published' ||
  (post.status === 'scheduled' && !!post.publishAt && new Date(post.publishAt) <= new Date());

const textOf = (doc: PostDocument | null | undefined): string =>
  JSON.stringify(doc ?? {})
    .match(/"text":"((?:[^"\\]|\\.)*)"/g)
    ?.map((m) => m.slice(8, -1))
    .join(' ') ?? '';

const store = (post: Post): Post => {
  const saved = { ...post, excerpt: textOf(post.body).slice(0, 400) };
  written.set(post.id, saved);
  return saved;
};
const save = (post: Post) => HttpResponse.json(store(post));

export const adminPostHandlers: RequestHandler[] = [
  http.get(api('/admin/posts'), ({ request }) => {
    const url = new URL(request.url);
    const status = url.searchParams.get('status') as PostStatus | null;
    const page = Number(url.searchParams.get('page')) || 1;
    const limit = Number(url.searchParams.get('limit')) || 10;
    const rows = adminPostSummaries.filter((p) => !status || p.status === status);
    return HttpResponse.json(paginate(rows, page, limit));
  }),
  http.get(api('/posts/:id'), ({ params }) => {
    // `/posts/latest` is another route.
    if (params.id === 'latest') return undefined;
    const post = postById(String(params.id));
    return post ? HttpResponse.json(post) : apiError(404, 'Post not found');
  }),
  http.post(api('/admin/posts'), async ({ request }) => {
    const body = (await request.json()) as CreatePostRequest;
    const post: Post = {
      id: `post_new_${written.size + 1}`,
      title: body.title,
      language: body.language,
      tags: body.tags ?? [],
      tradeIds: body.tradeIds ?? [],
      body: (body.body as PostDocument | undefined) ?? { type: 'doc', content: [] },
      excerpt: '',
      locked: false,
      status: 'draft',
      publishAt: null,
      publishedAt: null,
      editedAt: null,
      author: { name: 'Sofia Rahman' },
    };
    return HttpResponse.json(store(post), { status: 201 });
  }),
  http.patch(api('/admin/posts/:id'), async ({ request, params }) => {
    const post = postById(String(params.id));
    if (!post) return apiError(404, 'Post not found');
    const changes = (await request.json()) as UpdatePostRequest;
    return save({
      ...post,
      ...(changes as Partial<Post>),
      editedAt: visible(post) ? new Date().toISOString() : post.editedAt,
    });
  }),
  http.post(api('/admin/posts/:id/publish'), async ({ request, params }) => {
    const post = postById(String(params.id));
    if (!post) return apiError(404, 'Post not found');
    if (visible(post)) return apiError(409, 'Post is already published');
    if (!textOf(post.body).trim()) return apiError(400, 'A post needs a body to be published');
    const { at } = ((await request.json().catch(() => ({}))) ?? {}) as { at?: string };
    const now = new Date().toISOString();
    return at && new Date(at) > new Date()
      ? save({ ...post, status: 'scheduled', publishAt: at, publishedAt: null })
      : save({ ...post, status: 'published', publishAt: now, publishedAt: now });
  }),
  http.post(api('/admin/posts/:id/unpublish'), ({ params }) => {
    const post = postById(String(params.id));
    if (!post) return apiError(404, 'Post not found');
    if (post.status === 'draft') return apiError(409, 'Post is a draft');
    return save({ ...post, status: 'draft', publishAt: null, publishedAt: null });
  }),
  http.delete(api('/admin/posts/:id'), ({ params }) => {
    const post = postById(String(params.id));
    if (!post) return apiError(404, 'Post not found');
    if (visible(post)) return apiError(409, 'Unpublish the post before deleting it');
    return new HttpResponse(null, { status: 204 });
  }),
];

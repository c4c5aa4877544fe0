// The analysts' market outlook: posts members read, and the admins' writing of them.
import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import { DEFAULT_PAGE } from './catalog';
import type {
  AdminPostSummary,
  AdminPostsParams,
  CreatePostRequest,
  Paginated,
  Post,
  PostSummary,
  PostsParams,
  UpdatePostRequest,
} from '../types';

/** `GET /posts`: visible posts, latest first (limit 10, page 1 unless given), no body. */
export function listPosts(
  client: ApiClient,
  params: PostsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<PostSummary>> {
  const query = { ...DEFAULT_PAGE, ...params };
  return callApi(client, 'get', '/posts', { query, signal: request.signal });
}

/** `GET /posts/latest`: the latest visible posts (3 unless given). */
export function listLatestPosts(
  client: ApiClient,
  limit = 3,
  request: RequestOptions = {},
): Promise<PostSummary[]> {
  return callApi(client, 'get', '/posts/latest', { query: { limit }, signal: request.signal });
}

/** `GET /posts/:id`: one post; its body only for members (`locked` otherwise). */
export function getPost(
  client: ApiClient,
  id: string,
  request: RequestOptions = {},
): Promise<Post> {
  return callApi(client, 'get', '/posts/{id}', { path: { id }, signal: request.signal });
}

/** `GET /admin/posts`: every post with its state, most recently changed first. */
export function adminListPosts(
  client: ApiClient,
  params: AdminPostsParams = {},
  request: RequestOptions = {},
): Promise<Paginated<AdminPostSummary>> {
  const query = { ...DEFAULT_PAGE, ...params };
  return callApi(client, 'get', '/admin/posts', { query, signal: request.signal });
}

/** `POST /admin/posts`: a new draft. */
export function adminCreatePost(client: ApiClient, body: CreatePostRequest): Promise<Post> {
  return callApi(client, 'post', '/admin/posts', { body });
}

/** `PATCH /admin/posts/:id`: changes a post (a visible one is marked edited). */
export function adminUpdatePost(
  client: ApiClient,
  { id, body }: { id: string; body: UpdatePostRequest },
): Promise<Post> {
  return callApi(client, 'patch', '/admin/posts/{id}', { path: { id }, body });
}

/** `POST /admin/posts/:id/publish`: now, or scheduled at `at` (ISO) when it is in the future. */
export function adminPublishPost(
  client: ApiClient,
  { id, at }: { id: string; at?: string },
): Promise<Post> {
  return callApi(client, 'post', '/admin/posts/{id}/publish', {
    path: { id },
    body: at ? { at } : {},
  });
}

/** `POST /admin/posts/:id/unpublish`: back to a draft, hidden from readers. */
export function adminUnpublishPost(client: ApiClient, id: string): Promise<Post> {
  return callApi(client, 'post', '/admin/posts/{id}/unpublish', { path: { id } });
}

/** `DELETE /admin/posts/:id`: deletes a draft or a scheduled post. */
export async function adminDeletePost(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'delete', '/admin/posts/{id}', { path: { id } });
}

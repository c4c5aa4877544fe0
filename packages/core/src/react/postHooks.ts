// The market outlook. Its own module, so only the screens that show posts load it.
import {
  adminCreatePost,
  adminDeletePost,
  adminListPosts,
  adminPublishPost,
  adminUnpublishPost,
  adminUpdatePost,
  getPost,
  listLatestPosts,
  listPosts,
} from '../api/posts';
import type { AdminPostsParams, PostsParams } from '../types';
import { DEFAULT_PAGE } from '../api/catalog';
import { asIs, defineMutation, defineQuery } from './define';
import { clean } from './queryKeys';

/** Query keys of the posts; `all()` is the prefix of every other. */
export const postKeys = {
  all: () => ['finfree', 'posts'] as const,
  /** A page of visible posts (limit 10, page 1 by default). */
  list: (params: PostsParams = {}) =>
    ['finfree', 'posts', 'list', clean({ ...DEFAULT_PAGE, ...params })] as const,
  /** The latest visible posts. */
  latest: (limit = 3) => ['finfree', 'posts', 'latest', limit] as const,
  /** One post. */
  detail: (id: string) => ['finfree', 'posts', 'detail', id] as const,
  /** A page of the admins' list. */
  admin: (params: AdminPostsParams = {}) =>
    ['finfree', 'posts', 'admin', clean({ ...DEFAULT_PAGE, ...params })] as const,
};

/** A page of visible posts, latest first. */
export const usePosts = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: PostsParams) => postKeys.list(params),
  fetch: (client, request, [params]) => listPosts(client, params, request),
});

/** The latest visible posts (3 by default). */
export const useLatestPosts = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (limit?: number) => postKeys.latest(limit),
  fetch: (client, request, [limit]) => listLatestPosts(client, limit, request),
});

/** One post; waits while `id` is empty. */
export const usePost = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (id: string | null | undefined) => postKeys.detail(id ?? ''),
  fetch: (client, request, [id]) => getPost(client, id ?? '', request),
  ready: ([id]) => Boolean(id),
});

/** Admin: a page of every post with its state. */
export const useAdminPosts = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params?: AdminPostsParams) => postKeys.admin(params),
  fetch: (client, request, [params]) => adminListPosts(client, params, request),
});

const afterPostChange = () => [postKeys.all()];

/** Admin: a new draft. */
export const useAdminCreatePost = defineMutation(adminCreatePost, { invalidates: afterPostChange });
/** Admin: changes a post. */
export const useAdminUpdatePost = defineMutation(adminUpdatePost, { invalidates: afterPostChange });
/** Admin: publishes a post now, or schedules it. */
export const useAdminPublishPost = defineMutation(adminPublishPost, {
  invalidates: afterPostChange,
});
/** Admin: takes a post back to a draft. */
export const useAdminUnpublishPost = defineMutation(adminUnpublishPost, {
  invalidates: afterPostChange,
});
/** Admin: deletes a draft or a scheduled post. */
export const useAdminDeletePost = defineMutation(adminDeletePost, { invalidates: afterPostChange });

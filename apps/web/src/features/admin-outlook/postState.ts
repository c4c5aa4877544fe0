import type { AdminPostSummary } from '@finfree/core';

// Apart from the editor's rules (postDraft.ts), so the list's chunk carries only this.

/** A post's state as the admins' list shows it. */
export type PostState = Pick<AdminPostSummary, 'status' | 'publishAt' | 'editedAt'>;

/** Whether readers see the post (published, or scheduled and its time has come). */
export const isVisible = (post: PostState, now = new Date()): boolean =>
  post.status === 'published' ||
  (post.status === 'scheduled' && !!post.publishAt && new Date(post.publishAt) <= now);

import type { PostsParams } from '@finfree/core';
import { readPage } from '../../lib/useListParams';
import { paths } from '../../routes/paths';

/**
 * The page of one post of the market outlook. (Here rather than in `paths.ts`, which the public
 * pages' header carries.)
 */
export function postPath(id: string): string {
  return `${paths.dashboard.outlook}/${encodeURIComponent(id)}`;
}

/** Posts a page of the outlook shows. */
export const POSTS_LIMIT = 10;

/** The asset classes the list offers as filters, whatever the page holds. */
export const assetClasses = ['forex', 'crypto', 'indices', 'commodities'] as const;

/** Every asset class a post's tag may name (the others are symbols). */
const allAssetClasses: readonly string[] = [...assetClasses, 'stocks'];

/** True when `tag` names an asset class (`forex`, …), not a symbol (`EURUSD`). */
export const isAssetClass = (tag: string) => allAssetClasses.includes(tag);

/**
 * A tag as the API stores it — an asset class in lower case, a symbol in upper case — or null
 * when it cannot be a tag (1–20 of `A–Z a–z 0–9 . / _ -`).
 */
export function normaliseTag(value: string | null | undefined): string | null {
  const tag = value?.trim() ?? '';
  if (!/^[A-Za-z0-9./_-]{1,20}$/.test(tag)) return null;
  return isAssetClass(tag.toLowerCase()) ? tag.toLowerCase() : tag.toUpperCase();
}

/**
 * The list's parameters from the address: `?page=`, `?q=` (the search) and `?tag=`. With none of
 * them, exactly what the page's head reads early (`EARLY_READS` in `src/app/earlyReads.ts`).
 */
export function readOutlookParams(search: URLSearchParams): PostsParams {
  const q = search.get('q')?.trim();
  const tag = normaliseTag(search.get('tag'));
  return {
    limit: POSTS_LIMIT,
    page: readPage(search),
    ...(q ? { search: q } : {}),
    ...(tag ? { tag } : {}),
  };
}

/**
 * The tags to filter by: the asset classes, then the other tags of the posts on screen (in
 * alphabetical order), and the active tag even when no post on screen has it.
 */
export function filterTags(posts: ReadonlyArray<{ tags: string[] }>, active?: string): string[] {
  const seen = new Set<string>(assetClasses);
  const others: string[] = [];
  for (const tag of [...posts.flatMap((post) => post.tags), ...(active ? [active] : [])]) {
    if (seen.has(tag)) continue;
    seen.add(tag);
    others.push(tag);
  }
  return [...assetClasses, ...others.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))];
}

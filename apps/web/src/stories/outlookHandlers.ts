// The market outlook's API for the stories: `GET /posts` (search, tag, pages), `GET /posts/latest`
// and `GET /posts/:id` (the body for members, the teaser for others; 404 for an unknown id).
// The trades a post links are answered by the default handlers (`GET /trades/:id`).
import type { Post } from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { paginate } from './fixtures';
import { api, apiError, isMember, requestUser } from './handlers';
import { lockPost, outlookPosts, summaryOf } from './outlookFixtures';

const assetClasses = ['forex', 'crypto', 'indices', 'commodities', 'stocks'];

/** A tag as the API normalises it: asset classes lower case, symbols upper case. */
const normalised = (tag: string) =>
  assetClasses.includes(tag.toLowerCase()) ? tag.toLowerCase() : tag.toUpperCase();

/** Handlers answering the outlook's reads from `posts` (latest first). */
export function outlookHandlers(posts: readonly Post[] = outlookPosts): RequestHandler[] {
  return [
    http.get(api('/posts/latest'), ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit')) || 3;
      return HttpResponse.json(posts.slice(0, limit).map(summaryOf));
    }),
    http.get(api('/posts/:id'), ({ params, request }) => {
      const found = posts.find((item) => item.id === params.id);
      if (!found) return apiError(404, 'Post not found');
      return HttpResponse.json(isMember(requestUser(request)) ? found : lockPost(found));
    }),
    http.get(api('/posts'), ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase();
      const tag = url.searchParams.get('tag');
      const page = Number(url.searchParams.get('page')) || 1;
      const limit = Number(url.searchParams.get('limit')) || 10;
      const list = posts.filter(
        (item) =>
          (!search ||
            item.title.toLowerCase().includes(search) ||
            item.excerpt.toLowerCase().includes(search)) &&
          (!tag || item.tags.includes(normalised(tag))),
      );
      return HttpResponse.json(paginate(list.map(summaryOf), page, limit));
    }),
  ];
}

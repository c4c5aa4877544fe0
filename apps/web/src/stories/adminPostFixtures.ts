// The market outlook as the admins' screen sees it: a post in each state, with their bodies.
import type { AdminPostSummary, Post, PostDocument } from '@finfree/core';
import { adminUser, tradeOpen, tradeWin } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** The Monday after tomorrow, 07:00 UTC: a scheduled post is always in the future. */
export const scheduledAt = (() => {
  const day = new Date(Date.now() + 2 * DAY);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  day.setUTCHours(7, 0, 0, 0);
  return day.toISOString();
})();

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});

const doc = (...content: PostDocument['content']): PostDocument => ({ type: 'doc', content });

const author = { name: adminUser.name };

/** Every admin post, full (the body as `GET /posts/:id` answers an admin). */
export const adminPosts: Post[] = [
  {
    id: 'post_week48_draft',
    title: 'Week 48: what the Fed minutes could move',
    excerpt: 'The minutes land on Wednesday: the dollar pairs and gold are the ones to watch.',
    language: 'en',
    tags: ['EURUSD', 'XAUUSD', 'forex'],
    tradeIds: [],
    body: doc(
      paragraph('The minutes land on Wednesday: the dollar pairs and gold are the ones to watch.'),
    ),
    locked: false,
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    editedAt: null,
    author,
  },
  {
    id: 'post_gold_scheduled',
    title: 'Gold into the December meeting',
    excerpt: 'Gold holds above its November low while real yields ease.',
    language: 'en',
    tags: ['XAUUSD', 'commodities'],
    tradeIds: [],
    body: doc(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The levels' }] },
      paragraph('Gold holds above its November low while real yields ease.'),
    ),
    locked: false,
    status: 'scheduled',
    publishAt: scheduledAt,
    publishedAt: null,
    editedAt: null,
    author,
  },
  {
    id: 'post_week47',
    title: 'Week 47: dollar strength meets the ECB',
    excerpt: 'The dollar kept its bid all week; the ECB is the test for EURUSD.',
    language: 'en',
    tags: ['EURUSD', 'GBPJPY', 'forex'],
    tradeIds: [tradeWin.id, tradeOpen.id],
    body: doc(paragraph('The dollar kept its bid all week; the ECB is the test for EURUSD.'), {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [paragraph('EURUSD: sellers below 1.0550.')] },
        { type: 'listItem', content: [paragraph('GBPJPY: the short stays open.')] },
      ],
    }),
    locked: false,
    status: 'published',
    publishAt: '2026-11-23T07:00:00.000Z',
    publishedAt: '2026-11-23T07:00:00.000Z',
    editedAt: null,
    author,
  },
  {
    id: 'post_week46',
    title: 'Semaine 46 : le risque revient avant la fin du mois',
    excerpt: 'Les indices reprennent leurs plus hauts et le yen recule.',
    language: 'fr',
    tags: ['US500', 'indices'],
    tradeIds: [],
    body: doc(paragraph('Les indices reprennent leurs plus hauts et le yen recule.')),
    locked: false,
    status: 'published',
    publishAt: '2026-11-16T07:00:00.000Z',
    publishedAt: '2026-11-16T07:00:00.000Z',
    editedAt: '2026-11-17T10:15:00.000Z',
    author,
  },
  {
    id: 'post_week45_ar',
    title: 'الأسبوع 45: الذهب والدولار',
    excerpt: 'يبقى الذهب فوق أدنى مستوياته في نوفمبر.',
    language: 'ar',
    tags: ['XAUUSD'],
    tradeIds: [],
    body: doc(paragraph('يبقى الذهب فوق أدنى مستوياته في نوفمبر.')),
    locked: false,
    status: 'draft',
    publishAt: null,
    publishedAt: null,
    editedAt: null,
    author,
  },
];

/** When each post was last changed (the list's order: newest change first). */
const changedAt: Record<string, string> = {
  post_week48_draft: '2026-11-27T16:40:00.000Z',
  post_gold_scheduled: '2026-11-26T18:05:00.000Z',
  post_week47: '2026-11-23T07:00:00.000Z',
  post_week46: '2026-11-17T10:15:00.000Z',
  post_week45_ar: '2026-11-09T12:00:00.000Z',
};

/** A post as the admins' list has it (no body). */
export function adminPostSummary(post: Post, updatedAt = changedAt[post.id]): AdminPostSummary {
  const { body: _body, locked: _locked, ...summary } = post;
  const at = updatedAt ?? '2026-11-28T09:00:00.000Z';
  return { ...summary, createdAt: changedAt[post.id] ?? at, updatedAt: at };
}

/** `GET /admin/posts`: every post, newest change first. */
export const adminPostSummaries: AdminPostSummary[] = adminPosts.map((post) =>
  adminPostSummary(post),
);

// The market outlook as the stories see it: posts in English (headings, lists, marks, links),
// one in Arabic, one in French and one with a very long title, each linking trades of the
// trades fixtures. Their bodies are the document trees the API stores (never HTML).
import type { Post, PostDocument, PostSummary } from '@finfree/core';
import { tradeBreakeven, tradeLoss, tradeOpen, tradePending, tradeWin } from './fixtures';

type Mark = 'bold' | 'italic' | 'strike' | 'code';
type Run = string | [string, ...Mark[]] | { link: string; href: string };
type Block = PostDocument['content'][number];

/** Inline runs: plain strings, `[text, ...marks]`, or `{link, href}`. */
const runs = (...parts: Run[]) =>
  parts.map((part) => {
    if (typeof part === 'string') return { type: 'text' as const, text: part };
    if (Array.isArray(part)) {
      const [text, ...marks] = part;
      return { type: 'text' as const, text, marks: marks.map((type) => ({ type })) };
    }
    return {
      type: 'text' as const,
      text: part.link,
      marks: [{ type: 'link' as const, attrs: { href: part.href } }],
    };
  });

const p = (...parts: Run[]): Block => ({ type: 'paragraph', content: runs(...parts) });
const h = (level: 2 | 3, text: string): Block => ({
  type: 'heading',
  attrs: { level },
  content: runs(text),
});
const list = (ordered: boolean, items: Run[][]): Block => ({
  type: ordered ? 'orderedList' : 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [p(...item)] })),
});
const doc = (...content: Block[]): PostDocument => ({ type: 'doc', content });

/** A post as the API answers a member (`locked: false`, with its body). */
function post(
  fields: Pick<Post, 'id' | 'title' | 'excerpt' | 'language' | 'tags' | 'tradeIds'> & {
    publishedAt: string;
    editedAt?: string | null;
    body: PostDocument;
  },
): Post {
  return {
    status: 'published',
    publishAt: fields.publishedAt,
    editedAt: null,
    author: { name: 'Sara Benali' },
    locked: false,
    ...fields,
  };
}

/** The latest: English, edited after publication, with a heading, a list, marks and a link. */
export const postDollar = post({
  id: 'pst_dollar',
  title: 'Weekly outlook: the dollar’s bounce meets month-end flows',
  excerpt:
    'The dollar spent last week clawing back the ground it lost after the softer jobs report. EURUSD slipped back under 1.0850 and cable failed twice at the same resistance.',
  language: 'en',
  tags: ['EURUSD', 'GBPJPY', 'forex'],
  tradeIds: [tradeWin.id, tradeOpen.id],
  publishedAt: '2026-11-16T07:00:00.000Z',
  editedAt: '2026-11-16T12:30:00.000Z',
  body: doc(
    p(
      'The dollar spent last week clawing back the ground it lost after the softer jobs report. ',
      'EURUSD slipped back under 1.0850 and cable failed twice at the same resistance. We expect ',
      ['choppy, two-way trade', 'bold'],
      ' early in the week.',
    ),
    h(2, 'What we are watching'),
    list(false, [
      ['EURUSD: ', ['1.0800', 'code'], ' is the line in the sand.'],
      ['GBPJPY: sellers defended ', ['199.00', 'code'], ' twice.'],
      ['Thursday’s PCE print: ', ['a hot core reading', 'italic'], ' would extend the bounce.'],
    ]),
    h(3, 'Risk'),
    p(
      'Size every position so a stop-out costs no more than 1% of your account — ',
      ['no exceptions', 'strike'],
      ' read ',
      { link: 'our risk guide', href: 'https://finfree.app/about-us' },
      ' or write to ',
      { link: 'the desk', href: 'mailto:desk@finfree.app' },
      '.',
    ),
  ),
});

/** An Arabic post: read right to left in a page of any language. */
export const postGoldArabic = post({
  id: 'pst_gold_ar',
  title: 'نظرة أسبوعية: الذهب يختبر منطقة الاختراق',
  excerpt:
    'سجّل الذهب قمة قياسية جديدة الأسبوع الماضي مع تراجع عوائد السندات، ثم عاد ليختبر منطقة الاختراق.',
  language: 'ar',
  tags: ['XAUUSD', 'commodities'],
  tradeIds: [tradePending.id],
  publishedAt: '2026-11-09T07:00:00.000Z',
  body: doc(
    p(
      'سجّل الذهب قمة قياسية جديدة الأسبوع الماضي مع تراجع عوائد السندات، ثم عاد ليختبر منطقة الاختراق. ننتظر ',
      ['ارتدادًا واضحًا', 'bold'],
      ' قبل الشراء.',
    ),
    h(2, 'المستويات الرئيسية'),
    list(false, [
      ['الدعم: ', ['2641', 'code'], ' ثم ', ['2620', 'code'], '.'],
      ['المقاومة: القمة السابقة عند ', ['2690', 'code'], '.'],
    ]),
    p('للمزيد، اقرأ ', { link: 'دليل إدارة المخاطر', href: 'https://finfree.app/about-us' }, '.'),
  ),
});

/** A French post: an ordered list and a quote. */
export const postBitcoinFrench = post({
  id: 'pst_btc_fr',
  title: 'Perspectives hebdo : le bitcoin se comprime sous sa résistance',
  excerpt:
    'Le bitcoin a passé dix séances dans un range qui se resserre : chaque poussée au-dessus du plus haut hebdomadaire a été revendue en quelques heures.',
  language: 'fr',
  tags: ['BTCUSD', 'crypto'],
  tradeIds: [tradeLoss.id],
  publishedAt: '2026-11-02T07:00:00.000Z',
  body: doc(
    p(
      'Le bitcoin a passé dix séances dans un range qui se resserre : chaque poussée au-dessus du plus haut hebdomadaire a été revendue en quelques heures.',
    ),
    h(2, 'Les niveaux de la semaine'),
    list(true, [
      ['Résistance : le haut du range. Une clôture en 4 heures au-dessus déclenche nos achats.'],
      ['Support : le milieu du range, puis le plus bas du mois.'],
    ]),
    { type: 'blockquote', content: [p('La tendance est votre amie… jusqu’à ce qu’elle tourne.')] },
  ),
});

/** An English post with a very long title, a quote and a rule. */
export const postIndicesLong = post({
  id: 'pst_indices',
  title:
    'Weekly outlook: indices at record highs while breadth keeps lagging, earnings season looms and every dip buyer’s patience is tested by a market that refuses to pull back',
  excerpt:
    'US indices closed at fresh highs again, but fewer stocks are taking part: the advance is carried by a handful of large technology names.',
  language: 'en',
  tags: ['US500', 'NAS100', 'indices'],
  tradeIds: [tradeBreakeven.id],
  publishedAt: '2026-10-26T07:00:00.000Z',
  body: doc(
    p(
      'US indices closed at fresh highs again, but fewer stocks are taking part: the advance is carried by a handful of large technology names.',
    ),
    { type: 'blockquote', content: [p('Trend is your friend until the bend at the end.')] },
    { type: 'horizontalRule' },
    p('Earnings start next week: expect wider ranges.'),
  ),
});

/** The outlook's posts, latest first. */
export const outlookPosts: Post[] = [
  postDollar,
  postGoldArabic,
  postBitcoinFrench,
  postIndicesLong,
];

/** `count` more English posts, a week apart before the others: enough for several pages. */
export function olderPosts(count: number): Post[] {
  return Array.from({ length: count }, (_, i) =>
    post({
      id: `pst_old_${i + 1}`,
      title: `Weekly outlook: week ${count - i} of the archive`,
      excerpt: 'Notes on the majors, the indices and gold for the week ahead.',
      language: 'en',
      tags: ['forex'],
      tradeIds: [],
      publishedAt: new Date(Date.UTC(2026, 9, 19 - 7 * i, 7)).toISOString(),
      body: doc(p('Notes on the majors, the indices and gold for the week ahead.')),
    }),
  );
}

/** What the list carries of a post: no body, no state. */
export function summaryOf(item: Post): PostSummary {
  const { id, title, excerpt, language, tags, tradeIds, editedAt, author, publishedAt } = item;
  return {
    ...{ id, title, excerpt, language, tags, tradeIds, editedAt, author },
    publishedAt: publishedAt ?? '',
  };
}

/** What a non-member receives: the teaser, without the body. */
export function lockPost(item: Post): Post {
  return { ...item, body: null, locked: true };
}

import type { PostBlock, PostDocument, PostInline, PostMark } from './posts.document';

/** One demo post: its content, its age, and the symbols of the seeded trades it links. */
export interface DemoPost {
  title: string;
  tags: string[];
  /** Symbols of the trades it discusses: the demo links the latest trade of each. */
  tradeSymbols: string[];
  /** Days before the demo data's `now` it was published; null for the draft. */
  daysAgo: number | null;
  /** Hours after publication it was corrected (readers see "edited"); null if never. */
  editedAfterHours: number | null;
  body: PostDocument;
}

type Run = string | [string, ...PostMark['type'][]] | { link: string; href: string };

/** Inline runs: plain strings, `[text, ...marks]`, or `{link, href}`. */
const runs = (...parts: Run[]): PostInline[] =>
  parts.map((part) => {
    if (typeof part === 'string') return { type: 'text', text: part };
    if (Array.isArray(part)) {
      const [text, ...marks] = part;
      return { type: 'text', text, marks: marks.map((type) => ({ type }) as PostMark) };
    }
    return { type: 'text', text: part.link, marks: [{ type: 'link', attrs: { href: part.href } }] };
  });

const p = (...parts: Run[]): PostBlock => ({ type: 'paragraph', content: runs(...parts) });
const h = (level: 2 | 3, text: string): PostBlock => ({
  type: 'heading',
  attrs: { level },
  content: runs(text),
});
const list = (ordered: boolean, items: Run[][]): PostBlock => ({
  type: ordered ? 'orderedList' : 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [p(...item)] })),
});
const doc = (...content: PostBlock[]): PostDocument => ({ type: 'doc', content });

/** Four weekly outlooks (newest first) and a draft: the same text on every seed. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: 'Weekly outlook: the dollar’s bounce meets month-end flows',
    tags: ['EURUSD', 'GBPUSD', 'forex'],
    tradeSymbols: ['EURUSD', 'GBPUSD'],
    daysAgo: 1,
    editedAfterHours: 5,
    body: doc(
      p(
        'The dollar spent last week clawing back the ground it lost after the softer jobs report. ',
        'EURUSD slipped back under 1.0850 and cable failed twice at the same resistance. With month-end rebalancing ahead, we expect ',
        ['choppy, two-way trade', 'bold'],
        ' early in the week before the data calendar takes over.',
      ),
      h(2, 'What we are watching'),
      list(false, [
        [
          'EURUSD: ',
          ['1.0800', 'code'],
          ' is the line in the sand; a daily close below it opens 1.0720.',
        ],
        ['GBPUSD: sellers defended ', ['1.2760', 'code'], ' twice. We stay short-biased below it.'],
        ['Thursday’s PCE print: a hot core reading would extend the dollar’s bounce.'],
      ]),
      p(
        'Our open EURUSD idea from last week keeps its stop unchanged; the GBPUSD setup waits for a retest of resistance before entry. ',
        'As always, size every position so that a stop-out costs you no more than ',
        ['1% of your account', 'italic'],
        '.',
      ),
    ),
  },
  {
    title: 'Weekly outlook: Bitcoin coils under resistance',
    tags: ['BTCUSD', 'ETHUSD', 'crypto'],
    tradeSymbols: ['BTCUSD'],
    daysAgo: 8,
    editedAfterHours: null,
    body: doc(
      p(
        'Bitcoin has spent ten sessions inside a tightening range, with every push above the weekly high sold within hours. ',
        'Funding rates are flat and open interest is rising: the kind of coil that tends to resolve with a sharp move.',
      ),
      h(2, 'Levels for the week'),
      list(true, [
        ['Resistance: the range high. A 4-hour close above it is our trigger to look for longs.'],
        ['Support: the mid-range, then the swing low of the month.'],
        ['Invalidation: a daily close back inside the range after a breakout.'],
      ]),
      h(3, 'Ether'),
      p(
        'ETHUSD keeps underperforming. We will not trade it against Bitcoin until the ETH/BTC ratio stops making lower lows. ',
        'Background reading on how we size crypto trades: ',
        { link: 'our risk guide', href: 'https://finfree.app/about-us' },
        '.',
      ),
    ),
  },
  {
    title: 'Weekly outlook: indices at record highs, breadth lagging',
    tags: ['US500', 'NAS100', 'US30', 'indices'],
    tradeSymbols: ['NAS100', 'US30'],
    daysAgo: 15,
    editedAfterHours: null,
    body: doc(
      p(
        'US indices closed at fresh highs again, but fewer stocks are taking part: the advance is carried by a handful of large technology names. ',
        'That does not make a top by itself, yet it makes pullbacks deeper when they come.',
      ),
      h(2, 'Our plan'),
      list(false, [
        [
          'Buy dips in ',
          ['NAS100', 'bold'],
          ' toward the 20-day average rather than chase breakouts.',
        ],
        ['US30 lags: no new longs until it reclaims last month’s high.'],
        ['US500: watching the gap left two weeks ago as the first support.'],
      ]),
      { type: 'blockquote', content: [p('Trend is your friend until the bend at the end.')] },
      p(
        'Earnings from the largest names start next week; expect wider ranges and keep stops outside the opening spikes.',
      ),
    ),
  },
  {
    title: 'Weekly outlook: gold and the yen in a risk-off week',
    tags: ['XAUUSD', 'USDJPY', 'commodities', 'forex'],
    tradeSymbols: ['XAUUSD', 'USDJPY'],
    daysAgo: 22,
    editedAfterHours: null,
    body: doc(
      p(
        'Geopolitical headlines and a drop in yields sent money into the usual havens: gold printed a new high and the yen had its best week in two months.',
      ),
      h(2, 'Key levels'),
      list(false, [
        ['XAUUSD: the breakout level now acts as support; we buy a retest with a stop below it.'],
        ['USDJPY: a break of ', ['150.00', 'code'], ' would confirm the reversal we flagged.'],
      ]),
      { type: 'horizontalRule' },
      p(
        'Risk-off weeks reverse quickly. We keep positions smaller than usual and take partial profits at the first target.',
      ),
    ),
  },
  {
    title: 'Draft: central bank week preview',
    tags: ['EURUSD', 'forex'],
    tradeSymbols: [],
    daysAgo: null,
    editedAfterHours: null,
    body: doc(
      p('Notes for next week: the ECB and the Fed both meet. To finish before publishing.'),
      list(false, [['Rate expectations'], ['Positioning'], ['Scenarios for EURUSD']]),
    ),
  },
];

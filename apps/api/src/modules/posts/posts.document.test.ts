import { isSafeLinkHref as isSafeHref } from '@finfree/core';
import {
  cutAtWord,
  documentDepth,
  excerptOf,
  isEmptyDocument,
  MAX_DOCUMENT_TEXT,
  parseDocument,
  plainText,
  type PostDocument,
} from './posts.document';
import { DEMO_POSTS } from './posts.demo';

const text = (t: string, marks?: unknown[]) => ({
  type: 'text',
  text: t,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const link = (href: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  attrs: { href, ...extra },
});

/** The document as stored, or the problem's path and message. */
const parse = (value: unknown) => parseDocument(value);
const refused = (value: unknown) => {
  const result = parseDocument(value);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(value)}`);
  return result;
};

describe('post documents', () => {
  it('keeps every node and mark a TipTap StarterKit + Link editor writes, and drops unknown attributes', () => {
    const input = doc(
      {
        type: 'heading',
        attrs: { level: 2, id: 'x', textAlign: 'left' },
        content: [text('Levels')],
      },
      paragraph(
        text('Bold', [{ type: 'bold' }]),
        text(' italic ', [{ type: 'italic' }, { type: 'strike', attrs: {} }]),
        { type: 'hardBreak' },
        text('1.0850', [{ type: 'code' }]),
        text(' read ', []),
        text('here', [
          link('https://example.com/a?b=1', { target: '_blank', rel: 'noopener', class: 'x' }),
        ]),
      ),
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [paragraph(text('one'))] },
          {
            type: 'listItem',
            content: [
              paragraph(text('two')),
              {
                type: 'orderedList',
                attrs: { start: 3, type: null },
                content: [{ type: 'listItem', content: [paragraph(text('nested'))] }],
              },
            ],
          },
        ],
      },
      {
        type: 'blockquote',
        content: [paragraph(text('quote', [link('mailto:desk@example.com')]))],
      },
      { type: 'horizontalRule', attrs: {} },
      { type: 'paragraph' },
    );
    const result = parse(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = result.document;
    expect(stored.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Levels' }],
    });
    const marks = JSON.stringify(stored.content[1]);
    expect(marks).toContain('{"type":"link","attrs":{"href":"https://example.com/a?b=1"}}');
    expect(marks).not.toMatch(/target|noopener|class/);
    expect(JSON.stringify(stored.content[2])).toContain('"attrs":{"start":3}');
    expect(stored.content[4]).toEqual({ type: 'horizontalRule' });
  });

  it('refuses javascript:, data: and other links, whatever their spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      '/relative',
      'https://',
      'mailto:',
      '',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
      const problem = refused(doc(paragraph(text('x', [link(href)]))));
      expect(problem.path).toBe('content.0.content.0.marks.0.attrs.href');
      expect(problem.message).toBe(
        // A tab is refused first as what it is.
        href.includes('\t')
          ? 'must not contain control characters'
          : 'must be an https:, http: or mailto: address',
      );
    }
    for (const href of ['https://example.com', 'http://example.com/x#y', 'mailto:a@example.com'])
      expect(isSafeHref(href), href).toBe(true);
  });

  it('refuses node and mark types it does not know, naming what is allowed', () => {
    const image = refused(doc({ type: 'image', attrs: { src: 'https://example.com/a.png' } }));
    expect(image.path).toBe('content.0.type');
    expect(image.message).toBe(
      'is "image": a block must be one of paragraph, heading, bulletList, orderedList, blockquote, horizontalRule',
    );
    const iframe = refused(doc(paragraph({ type: 'iframe', attrs: { src: 'https://x' } })));
    expect(iframe.path).toBe('content.0.content.0.type');
    expect(iframe.message).toMatch(/^is "iframe": .* must be one of text, hardBreak$/);
    const underline = refused(doc(paragraph(text('x', [{ type: 'underline' }]))));
    expect(underline.message).toMatch(/^is "underline": a mark must be one of bold, italic/);
    // Right type, wrong place: text at the top level, a paragraph inside a list.
    expect(refused(doc(text('loose'))).path).toBe('content.0.type');
    expect(refused(doc({ type: 'bulletList', content: [paragraph(text('x'))] })).path).toBe(
      'content.0.content.0.type',
    );
    // Headings are levels 2 and 3 only (the title is the page's heading).
    expect(refused(doc({ type: 'heading', attrs: { level: 1 }, content: [text('x')] })).path).toBe(
      'content.0.attrs.level',
    );
    expect(refused({ type: 'html', content: '<p>x</p>' }).path).toBe('type');
    expect(refused('<p>x</p>').ok).toBe(false);
  });

  it('keeps <script> and other markup inside text as plain text', () => {
    const script = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const result = parse(doc(paragraph(text(script))));
    expect(result).toEqual({ ok: true, document: doc(paragraph(text(script))) });
    if (result.ok) expect(excerptOf(result.document)).toBe(script);
  });

  it('limits the text to 50,000 characters and the nesting to 8 levels', () => {
    const half = 'a'.repeat(MAX_DOCUMENT_TEXT / 2);
    expect(parse(doc(paragraph(text(half)), paragraph(text(half)))).ok).toBe(true);
    const over = refused(doc(paragraph(text(half)), paragraph(text(`${half}b`))));
    expect(over.message).toBe('holds 50001 characters of text; at most 50000');
    // A list in a list in a list: paragraph at depth 7, its text at 8.
    const nest = (levels: number) => {
      let node: unknown = paragraph(text('deep'));
      for (let i = 0; i < levels; i += 1)
        node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
      return doc(node);
    };
    expect(documentDepth(nest(3))).toBe(8);
    expect(parse(nest(3)).ok).toBe(true);
    expect(refused(nest(4)).message).toBe('nests nodes more than 8 deep');
    // Thousands deep is refused without walking it recursively.
    let deep: unknown = paragraph(text('x'));
    for (let i = 0; i < 20_000; i += 1) deep = { type: 'blockquote', content: [deep] };
    expect(documentDepth(doc(deep))).toBe(9);
    expect(refused(doc(deep)).message).toBe('nests nodes more than 8 deep');
  });

  it('takes the excerpt from the first paragraph, cut at a word', () => {
    const body = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Heading first')] },
      { type: 'paragraph' },
      paragraph(
        text('The   dollar '),
        text('bounced', [{ type: 'bold' }]),
        { type: 'hardBreak' },
        text('again.'),
      ),
      paragraph(text('Second paragraph.')),
    ) as PostDocument;
    expect(excerptOf(body)).toBe('The dollar bounced again.');
    expect(plainText(body)).toBe('Heading first\nThe dollar bounced again.\nSecond paragraph.');
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const excerpt = excerptOf(doc(paragraph(text(long))) as PostDocument);
    expect(excerpt.length).toBeLessThanOrEqual(400);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(long[excerpt.length - 1]).toBe(' ');
    expect(cutAtWord('short')).toBe('short');
    expect(cutAtWord('x'.repeat(500)).length).toBe(400);
    // Only a heading: the heading; nothing: empty.
    expect(
      excerptOf(
        doc({ type: 'heading', attrs: { level: 3 }, content: [text('Only')] }) as PostDocument,
      ),
    ).toBe('Only');
    expect(excerptOf(doc() as PostDocument)).toBe('');
    expect(isEmptyDocument(doc(paragraph(), { type: 'horizontalRule' }) as PostDocument)).toBe(
      true,
    );
  });

  it('accepts every demo post', () => {
    for (const post of DEMO_POSTS) {
      expect(parse(post.body).ok, post.title).toBe(true);
      expect(excerptOf(post.body).length, post.title).toBeGreaterThan(40);
    }
  });
});

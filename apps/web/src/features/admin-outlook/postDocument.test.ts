import { isSafeLinkHref as isAllowedHref } from '@finfree/core';
import {
  bodyProblem,
  completeHref,
  documentDepth,
  documentTextLength,
  isEmptyDocument,
  toPostDocument,
} from './postDocument';

describe('links a post may hold', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'mailto:desk@finfree.app',
    'HTTPS://EXAMPLE.COM',
  ])('keeps %s', (href) => expect(isAllowedHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'java\tscript:alert(1)',
    'ftp://example.com',
    'tel:+33123456789',
    '/relative',
    'example.com',
    'http://',
    'mailto:',
    'https://exa mple.com',
    '',
  ])('refuses %j', (href) => expect(isAllowedHref(href)).toBe(false));

  it('completes what is typed: a bare host gets https, an e-mail address mailto', () => {
    expect(completeHref(' example.com/path ')).toBe('https://example.com/path');
    expect(completeHref('desk@finfree.app')).toBe('mailto:desk@finfree.app');
    expect(completeHref('https://example.com')).toBe('https://example.com');
    // A scheme stays as typed (and is then refused if it is not allowed).
    expect(completeHref('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeHref('not a link')).toBe('not a link');
  });
});

describe('the editor’s JSON as the API takes it', () => {
  it('keeps the known nodes, marks and attributes, and drops the rest', () => {
    const json = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 2, textAlign: 'left' },
          content: [{ type: 'text', text: 'EURUSD' }],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }, { type: 'underline' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'link',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener' },
                },
              ],
            },
            {
              type: 'text',
              text: 'bad',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
        { type: 'image', attrs: { src: 'https://example.com/x.png' } },
        { type: 'bulletList', content: [] },
        { type: 'horizontalRule' },
      ],
    };
    expect(toPostDocument(json)).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'EURUSD' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'link',
              marks: [{ type: 'link', attrs: { href: 'https://example.com' } }],
            },
            { type: 'text', text: 'bad' },
          ],
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
        { type: 'horizontalRule' },
      ],
    });
  });

  it('leaves out the empty paragraphs the editor keeps at the end', () => {
    expect(
      toPostDocument({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
          { type: 'paragraph' },
          { type: 'paragraph' },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }],
    });
    expect(toPostDocument({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({
      type: 'doc',
      content: [],
    });
    expect(toPostDocument(null)).toEqual({ type: 'doc', content: [] });
  });

  it('tells an empty body, its length and its depth', () => {
    const list = (inner: object) => ({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [inner] }],
    });
    const text = { type: 'paragraph', content: [{ type: 'text', text: 'abc' }] };
    expect(isEmptyDocument({ type: 'doc', content: [] })).toBe(true);
    expect(
      isEmptyDocument({
        type: 'doc',
        content: [{ type: 'paragraph' }, { type: 'horizontalRule' }],
      }),
    ).toBe(true);
    expect(
      isEmptyDocument({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '  ' }, { type: 'hardBreak' }] },
        ],
      }),
    ).toBe(true);
    expect(isEmptyDocument({ type: 'doc', content: [list(text)] })).toBe(false);

    expect(documentTextLength({ type: 'doc', content: [text, list(text)] })).toBe(6);
    // list › item › list › item › list › item › paragraph › text: 8 deep, the API's limit.
    const three = { type: 'doc', content: [list(list(list(text)))] };
    expect(documentDepth(three)).toBe(8);
    expect(bodyProblem(three as never)).toBeUndefined();
    expect(bodyProblem({ type: 'doc', content: [list(list(list(list(text))))] } as never)).toBe(
      'bodyTooDeep',
    );
    const long = { type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(50_001) }] };
    expect(bodyProblem({ type: 'doc', content: [long] } as never)).toBe('bodyTooLong');
  });
});

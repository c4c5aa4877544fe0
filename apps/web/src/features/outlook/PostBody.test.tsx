import type { PostDocument } from '@finfree/core';
import { render, screen } from '@testing-library/react';
import { PostBody, safeHref } from './PostBody';

/** A document of `content`, typed loosely: the tests also pass what the contract does not allow. */
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as unknown as PostDocument;
const text = (value: string, ...marks: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks.length ? { marks } : {}),
});
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const item = (...content: unknown[]) => ({ type: 'listItem', content });
const link = (href: string) => ({ type: 'link', attrs: { href } });

function renderBody(document: PostDocument, language: 'en' | 'fr' | 'ar' = 'en') {
  const { container } = render(<PostBody document={document} language={language} />);
  return container.querySelector('article')!;
}

describe('PostBody', () => {
  it("is an article in the post's language, laid out in the direction of its text", () => {
    const article = renderBody(doc(p(text('نظرة أسبوعية على الأسواق'))), 'ar');
    expect(article).toHaveAttribute('lang', 'ar');
    expect(article).toHaveAttribute('dir', 'auto');
  });

  it('renders paragraphs, headings of level 2 and 3, and line breaks', () => {
    const article = renderBody(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('What we watch')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Gold')] },
        p(text('First line'), { type: 'hardBreak' }, text('second line')),
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What we watch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Gold' })).toBeInTheDocument();
    const paragraph = article.querySelector('p')!;
    expect(paragraph.innerHTML).toBe('First line<br>second line');
  });

  it('never renders a heading of level 1 (the title is the page’s): another level is a 2', () => {
    renderBody(doc({ type: 'heading', attrs: { level: 1 }, content: [text('Big')] }));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeInTheDocument();
  });

  it('renders bullet and ordered lists (with their start), their items and nested blocks', () => {
    const article = renderBody(
      doc(
        { type: 'bulletList', content: [item(p(text('One'))), item(p(text('Two')))] },
        { type: 'orderedList', attrs: { start: 3 }, content: [item(p(text('Third')))] },
        { type: 'orderedList', content: [item(p(text('First')))] },
      ),
    );
    const [bullets, ordered] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'One',
      'Two',
      'Third',
      'First',
    ]);
    expect(ordered).toHaveAttribute('start', '3');
    expect(article.querySelectorAll('ol')[1]).not.toHaveAttribute('start');
  });

  it('renders a quote and a horizontal rule', () => {
    const article = renderBody(
      doc(
        { type: 'blockquote', content: [p(text('Trend is your friend'))] },
        {
          type: 'horizontalRule',
        },
      ),
    );
    expect(article.querySelector('blockquote p')).toHaveTextContent('Trend is your friend');
    expect(article.querySelector('hr')).toBeInTheDocument();
  });

  it('renders every mark: bold, italic, strike, code, and all of them at once', () => {
    const article = renderBody(
      doc(
        p(
          text('bold', { type: 'bold' }),
          text('italic', { type: 'italic' }),
          text('strike', { type: 'strike' }),
          text('1.0800', { type: 'code' }),
          text('all', { type: 'bold' }, { type: 'italic' }, { type: 'strike' }, { type: 'code' }),
        ),
      ),
    );
    expect(article.querySelector('p')!.innerHTML).toBe(
      '<strong>bold</strong><em>italic</em><s>strike</s><code>1.0800</code>' +
        '<strong><em><s><code>all</code></s></em></strong>',
    );
  });

  it('opens an http(s) link in a new tab without giving it the page, and a mailto: in place', () => {
    renderBody(
      doc(
        p(
          text('our guide', link('https://example.com/about-us'), { type: 'bold' }),
          text(' or '),
          text('plain http', link('http://example.com/x')),
          text(' or '),
          text('write to us', link('mailto:desk@example.com')),
        ),
      ),
    );
    const guide = screen.getByRole('link', { name: 'our guide' });
    expect(guide).toHaveAttribute('href', 'https://example.com/about-us');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide.getAttribute('rel')!.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(guide.querySelector('strong')).toHaveTextContent('our guide');
    const http = screen.getByRole('link', { name: 'plain http' });
    expect(http).toHaveAttribute('target', '_blank');
    expect(http).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const mail = screen.getByRole('link', { name: 'write to us' });
    expect(mail).toHaveAttribute('href', 'mailto:desk@example.com');
    expect(mail).not.toHaveAttribute('target');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/dashboard',
    'http://',
    '',
  ])('renders a link to %j as plain text', (href) => {
    const article = renderBody(doc(p(text('click me', link(href)))));
    expect(screen.queryByRole('link')).toBeNull();
    expect(article.querySelector('a')).toBeNull();
    expect(article).toHaveTextContent('click me');
  });

  it('keeps the other marks of text whose link is refused', () => {
    const article = renderBody(doc(p(text('bold', link('javascript:void(0)'), { type: 'bold' }))));
    expect(article.querySelector('p')!.innerHTML).toBe('<strong>bold</strong>');
  });

  it('skips nodes of unknown types with what they hold, and ignores unknown marks', () => {
    const article = renderBody(
      doc(
        { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
        { type: 'iframe', attrs: { src: 'https://evil.example' }, content: [text('inside')] },
        p(text('kept', { type: 'underline' }), {
          type: 'mention',
          attrs: { id: 'x' },
          text: 'hidden',
        }),
        { type: 'bulletList', content: [{ type: 'paragraph', content: [text('not an item')] }] },
        { type: 'text', text: 'a stray text block' },
        null,
        'a string',
      ),
    );
    expect(article.querySelector('img, iframe')).toBeNull();
    expect(article).not.toHaveTextContent('inside');
    expect(article).not.toHaveTextContent('hidden');
    expect(article).not.toHaveTextContent('not an item');
    expect(article).not.toHaveTextContent('a stray text block');
    expect(article.querySelector('p')!.innerHTML).toBe('kept');
  });

  it('shows markup in text as the characters it is: `<script>` stays text', () => {
    const article = renderBody(
      doc(p(text('<script>window.hacked = true</script><img src=x onerror=alert(1)>')), {
        type: 'heading',
        attrs: { level: 2 },
        content: [text('<b>not bold</b>')],
      }),
    );
    expect(article.querySelector('script, img, b')).toBeNull();
    expect(article.querySelector('p')!.textContent).toBe(
      '<script>window.hacked = true</script><img src=x onerror=alert(1)>',
    );
    expect(screen.getByRole('heading', { name: '<b>not bold</b>' })).toBeInTheDocument();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders nothing of a body that is no document', () => {
    const article = renderBody({
      type: 'html',
      content: [p(text('x'))],
    } as unknown as PostDocument);
    expect(article).toBeEmptyDOMElement();
  });

  it('stops at a depth no post can reach', () => {
    let node: unknown = p(text('deep'));
    for (let i = 0; i < 40; i += 1) node = { type: 'blockquote', content: [node] };
    const article = renderBody(doc(node));
    expect(article).not.toHaveTextContent('deep');
    expect(article.querySelectorAll('blockquote').length).toBeLessThan(20);
  });
});

describe('safeHref', () => {
  it('keeps https:, http: with a host and mailto:', () => {
    expect(safeHref('https://example.com/a?b=1#c')).toEqual({
      href: 'https://example.com/a?b=1#c',
      external: true,
    });
    expect(safeHref('http://example.com')).toEqual({ href: 'http://example.com/', external: true });
    expect(safeHref('mailto:desk@example.com')).toEqual({
      href: 'mailto:desk@example.com',
      external: false,
    });
  });

  it('refuses anything else', () => {
    for (const href of ['javascript:alert(1)', 'data:,x', 'ftp://x.y', 'https://a b.c', 42, null]) {
      expect(safeHref(href)).toBeNull();
    }
  });
});

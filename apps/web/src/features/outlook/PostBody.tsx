import { isSafeLinkHref, type PostDocument, type PostSummary } from '@finfree/core';
import { Link, cssVar } from '@finfree/ui';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

// A post's body is a document tree (ProseMirror / TipTap JSON), never HTML: it is rendered here
// to React elements by a whitelist of node and mark types, so nothing in it is ever markup —
// text is always text, a node or mark of another type is skipped (a mark: its text stays), and
// a link is a link only for an http(s) address with a host or a mailto: address.

/** A node as it may arrive: the contract's shapes, read without trusting them. */
interface LooseNode {
  type?: unknown;
  content?: unknown;
  attrs?: unknown;
  text?: unknown;
  marks?: unknown;
}

/** Deeper than the API allows (8): a tree this deep is not rendered further. */
const MAX_DEPTH = 16;

const childrenOf = (node: LooseNode): LooseNode[] =>
  Array.isArray(node.content)
    ? node.content.filter((child): child is LooseNode => !!child && typeof child === 'object')
    : [];

const attrsOf = (node: LooseNode): Record<string, unknown> =>
  node.attrs && typeof node.attrs === 'object' ? (node.attrs as Record<string, unknown>) : {};

/** The address a link mark may open (`isSafeLinkHref`), or null; http(s) ones open elsewhere. */
export function safeHref(href: unknown): { href: string; external: boolean } | null {
  if (!isSafeLinkHref(href)) return null;
  const url = new URL(href);
  return { href: url.href, external: url.protocol !== 'mailto:' };
}

/** A text node with its marks: code, strike, italic, bold inside, a link around them. */
function renderText(node: LooseNode, key: number): ReactNode {
  if (typeof node.text !== 'string' || !node.text) return null;
  const marks = Array.isArray(node.marks)
    ? node.marks.filter((mark): mark is LooseNode => !!mark && typeof mark === 'object')
    : [];
  const has = (type: string) => marks.some((mark) => mark.type === type);
  let out: ReactNode = node.text;
  if (has('code')) out = <code>{out}</code>;
  if (has('strike')) out = <s>{out}</s>;
  if (has('italic')) out = <em>{out}</em>;
  if (has('bold')) out = <strong>{out}</strong>;
  const link = marks.find((mark) => mark.type === 'link');
  const target = link ? safeHref(attrsOf(link).href) : null;
  if (target) {
    out = (
      <Link
        href={target.href}
        underline="always"
        external={target.external}
        {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {out}
      </Link>
    );
  }
  return <Fragment key={key}>{out}</Fragment>;
}

/** The inline content of a paragraph or heading: text and line breaks. */
function renderInline(nodes: LooseNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return renderText(node, index);
    if (node.type === 'hardBreak') return <br key={index} />;
    return null;
  });
}

/** The items of a list: list items only. */
function renderItems(nodes: LooseNode[], depth: number): ReactNode[] {
  return nodes.map((node, index) =>
    node.type === 'listItem' ? (
      <li key={index}>{renderBlocks(childrenOf(node), depth + 1)}</li>
    ) : null,
  );
}

/** Block nodes: paragraph, heading (2 or 3: the title is the page's 1), lists, quote, rule. */
function renderBlocks(nodes: LooseNode[], depth: number): ReactNode[] {
  if (depth > MAX_DEPTH) return [];
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'paragraph':
        return <p key={index}>{renderInline(childrenOf(node))}</p>;
      case 'heading': {
        const Heading = attrsOf(node).level === 3 ? 'h3' : 'h2';
        return <Heading key={index}>{renderInline(childrenOf(node))}</Heading>;
      }
      case 'bulletList':
        return <ul key={index}>{renderItems(childrenOf(node), depth)}</ul>;
      case 'orderedList': {
        const start = attrsOf(node).start;
        const from = typeof start === 'number' && Number.isInteger(start) && start !== 1;
        return (
          <ol key={index} start={from ? start : undefined}>
            {renderItems(childrenOf(node), depth)}
          </ol>
        );
      }
      case 'blockquote':
        return <blockquote key={index}>{renderBlocks(childrenOf(node), depth + 1)}</blockquote>;
      case 'horizontalRule':
        return <hr key={index} />;
      default:
        return null;
    }
  });
}

const Article = styled.article`
  font-size: 1rem;
  line-height: 1.7;
  color: ${cssVar('text-primary')};
  overflow-wrap: break-word;

  & p,
  & ul,
  & ol,
  & blockquote {
    margin-block: 0 1em;
  }
  & h2,
  & h3 {
    margin-block: 1.5em 0.5em;
    line-height: 1.5;
    font-weight: 700;
  }
  & h2 {
    font-size: 1.25rem;
  }
  & h3 {
    font-size: 1.0625rem;
  }
  & ul,
  & ol {
    padding-inline-start: 1.5em;
  }
  & li > p {
    margin-block: 0 0.25em;
  }
  & blockquote {
    margin-inline: 0;
    padding-inline-start: 1em;
    border-inline-start: 3px solid ${cssVar('divider')};
    color: ${cssVar('text-secondary')};
  }
  & hr {
    margin-block: 1.5em;
    border: 0;
    border-block-start: 1px solid ${cssVar('divider')};
  }
  & code {
    padding: 0.1em 0.35em;
    border-radius: 4px;
    font-family: ${cssVar('font-family-mono')};
    font-size: 0.875em;
    background-color: ${cssVar('background-neutral')};
    unicode-bidi: isolate;
  }
  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child,
  & li > :last-child,
  & blockquote > :last-child {
    margin-block-end: 0;
  }
`;

/** Props of {@link PostBody}. */
export interface PostBodyProps extends HTMLAttributes<HTMLElement> {
  /** The post's body. */
  document: PostDocument;
  /** The language the post is written in: the article is laid out in its direction. */
  language: PostSummary['language'];
}

/** A post's body, rendered from its document tree in the post's own language and direction. */
export function PostBody({ document, language, ...rest }: PostBodyProps) {
  const root = document as unknown as LooseNode;
  return (
    <Article lang={language} dir="auto" {...rest}>
      {root && root.type === 'doc' ? renderBlocks(childrenOf(root), 1) : null}
    </Article>
  );
}

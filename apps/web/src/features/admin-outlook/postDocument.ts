import { isSafeLinkHref, type CreatePostRequest, type PostDocument } from '@finfree/core';

/** A post's body as the API takes it (`PostDocumentInput`). */
export type PostDocumentInput = NonNullable<CreatePostRequest['body']>;

/** The JSON of an editor's document, as loose as TipTap's `JSONContent`. */
export interface EditorJson {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: EditorJson[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** Characters of text a body may hold, all text nodes together (the API's limit). */
export const MAX_BODY_TEXT = 50_000;
/** How deep a body may nest nodes: a top-level block is at depth 1, its text at depth 2. */
export const MAX_BODY_DEPTH = 8;

/** A body with nothing in it. */
export const emptyDocument = (): PostDocumentInput => ({ type: 'doc', content: [] });

/**
 * An address as typed → the one to link: a bare host (`example.com/x`) gets `https://`, an
 * e-mail address `mailto:`; anything else is kept as typed (and checked by `isSafeLinkHref`).
 */
export function completeHref(typed: string): string {
  const href = typed.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) return `mailto:${href}`;
  if (/^[^\s/:]+\.[^\s/:]+(?:[/?#].*)?$/.test(href)) return `https://${href}`;
  return href;
}

const MARKS = new Set(['bold', 'italic', 'strike', 'code']);

function marksOf(marks: EditorJson['marks']) {
  const kept: { type: string; attrs?: { href: string } }[] = [];
  for (const mark of marks ?? []) {
    if (kept.some((k) => k.type === mark.type)) continue;
    if (MARKS.has(mark.type)) kept.push({ type: mark.type });
    else if (mark.type === 'link') {
      const href = mark.attrs?.href;
      // A link the API would refuse stays plain text.
      if (isSafeLinkHref(href)) kept.push({ type: 'link', attrs: { href } });
    }
  }
  return kept;
}

/** One node as the API takes it, or null for a node it does not know (left out). */
function nodeOf(node: EditorJson): EditorJson | null {
  const children = () =>
    (node.content ?? []).map(nodeOf).filter((child): child is EditorJson => child !== null);
  switch (node.type) {
    case 'text': {
      if (!node.text) return null;
      const marks = marksOf(node.marks);
      return marks.length
        ? { type: 'text', text: node.text, marks }
        : { type: 'text', text: node.text };
    }
    case 'hardBreak':
    case 'horizontalRule':
      return { type: node.type };
    case 'paragraph': {
      const content = children();
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    case 'heading': {
      const level = node.attrs?.level === 3 ? 3 : 2;
      const content = children();
      return content.length
        ? { type: 'heading', attrs: { level }, content }
        : { type: 'heading', attrs: { level } };
    }
    case 'orderedList': {
      const start = node.attrs?.start;
      const content = children();
      if (!content.length) return null;
      return typeof start === 'number' && Number.isInteger(start) && start !== 1 && start >= 0
        ? { type: 'orderedList', attrs: { start }, content }
        : { type: 'orderedList', content };
    }
    case 'bulletList':
    case 'listItem':
    case 'blockquote': {
      const content = children();
      return content.length ? { type: node.type, content } : null;
    }
    default:
      return null;
  }
}

/**
 * The editor's JSON as the API stores it: only the nodes, marks and attributes it knows (a
 * heading's level, an ordered list's start when not 1, a link's `href`); TipTap's other
 * attributes (`target`, `rel`, an ordered list's `type`) and the empty paragraphs at its end
 * left out.
 */
export function toPostDocument(json: EditorJson | null | undefined): PostDocumentInput {
  const content = (json?.content ?? [])
    .map(nodeOf)
    .filter((node): node is EditorJson => node !== null);
  // The editor keeps an empty paragraph after a last list or quote (to type below it).
  while (content.length && content.at(-1)?.type === 'paragraph' && !content.at(-1)?.content)
    content.pop();
  return { type: 'doc', content } as PostDocumentInput;
}

function* texts(nodes: readonly EditorJson[] | undefined): Generator<string> {
  for (const node of nodes ?? []) {
    if (node.type === 'text') yield node.text ?? '';
    else if (node.type === 'hardBreak') yield ' ';
    else {
      yield* texts(node.content);
      // Blocks apart, as words.
      yield ' ';
    }
  }
}

/** The document's text, blocks apart by a space. */
export const documentText = (doc: EditorJson | PostDocument | PostDocumentInput): string =>
  [...texts((doc as EditorJson).content)].join('');

/** Whether a document holds no text (the API refuses to publish it). */
export const isEmptyDocument = (doc: EditorJson | PostDocument | PostDocumentInput): boolean =>
  documentText(doc).trim() === '';

/** Characters of text in a document, as the API counts them (text nodes only). */
export function documentTextLength(doc: EditorJson | PostDocument | PostDocumentInput): number {
  let n = 0;
  const walk = (nodes: readonly EditorJson[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'text') n += (node.text ?? '').length;
      else walk(node.content);
    }
  };
  walk((doc as EditorJson).content);
  return n;
}

/** How deep a document nests nodes (the document at 0, a top-level block at 1). */
export function documentDepth(doc: EditorJson | PostDocument | PostDocumentInput): number {
  const depth = (node: EditorJson, at: number): number =>
    Math.max(at, ...(node.content ?? []).map((child) => depth(child, at + 1)));
  return depth(doc as EditorJson, 0);
}

/** What is wrong with a body for the API, if anything. */
export type BodyProblem = 'bodyTooLong' | 'bodyTooDeep';

/** Whether the API would refuse the body for its length or nesting. */
export function bodyProblem(doc: PostDocumentInput): BodyProblem | undefined {
  if (documentTextLength(doc) > MAX_BODY_TEXT) return 'bodyTooLong';
  if (documentDepth(doc) > MAX_BODY_DEPTH) return 'bodyTooDeep';
  return undefined;
}

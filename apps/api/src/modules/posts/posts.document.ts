import { isSafeLinkHref } from '@finfree/core';
import { z } from 'zod';
import { CONTROL_MESSAGE, singleLine, TEXT_PATTERN } from '../../lib/input-rules';

/**
 * A post's body: a structured document, never HTML. It is the JSON a ProseMirror / TipTap editor
 * (StarterKit and Link) produces, restricted to the nodes and marks below; readers render the
 * tree to elements themselves, so nothing a browser sent is ever rendered as markup. Unknown
 * attributes are dropped (a link keeps only its `href`); an unknown node or mark, a link that is
 * not `https:`, `http:` or `mailto:`, more than {@link MAX_DOCUMENT_TEXT} characters of text or
 * nodes nested deeper than {@link MAX_DOCUMENT_DEPTH} are refused.
 */

/** Characters of text a document may hold, all text nodes together. */
export const MAX_DOCUMENT_TEXT = 50_000;
/** How deep nodes may nest: a top-level block is at depth 1, its text at depth 2. */
export const MAX_DOCUMENT_DEPTH = 8;
/** Characters of a post's excerpt (its first paragraph as plain text, cut at a word). */
export const MAX_EXCERPT = 400;

const nodeTypeError =
  (kind: string, allowed: readonly string[]) =>
  (issue: { input?: unknown }): string => {
    const input = issue.input as { type?: unknown } | undefined;
    const type = typeof input?.type === 'string' ? input.type.slice(0, 40) : undefined;
    return `${type === undefined ? 'is not a node' : `is "${type}"`}: a ${kind} must be one of ${allowed.join(', ')}`;
  };

const MARK_TYPES = ['bold', 'italic', 'strike', 'code', 'link'] as const;

/** A mark on text. A link keeps only its `href` (TipTap's `target`, `rel`, … are dropped). */
export const markSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('bold') }),
      z.object({ type: z.literal('italic') }),
      z.object({ type: z.literal('strike') }),
      z.object({ type: z.literal('code') }),
      z.object({
        type: z.literal('link'),
        attrs: z.object({
          href: singleLine(z.string().max(2048)).refine(isSafeLinkHref, {
            message: 'must be an https:, http: or mailto: address',
          }),
        }),
      }),
    ],
    { error: nodeTypeError('mark', MARK_TYPES) },
  )
  .meta({ id: 'PostMark', description: 'A mark on text; a link keeps only its `href`.' });

/** A run of text with its marks (each kind once). Any characters, `<script>` included: it is text. */
export const textSchema = z
  .object({
    type: z.literal('text'),
    text: z
      .string()
      .regex(new RegExp(TEXT_PATTERN, 'u'), { message: CONTROL_MESSAGE })
      .min(1)
      .max(MAX_DOCUMENT_TEXT),
    marks: z
      .array(markSchema)
      .max(MARK_TYPES.length)
      .refine((marks) => new Set(marks.map((m) => m.type)).size === marks.length, {
        message: 'must name each mark once',
      })
      .optional(),
  })
  .meta({ id: 'PostText' });

const INLINE_TYPES = ['text', 'hardBreak'] as const;
const inlineSchema = z.discriminatedUnion(
  'type',
  [textSchema, z.object({ type: z.literal('hardBreak') })],
  { error: nodeTypeError('paragraph’s or heading’s content', INLINE_TYPES) },
);
const inlineContent = z.array(inlineSchema).max(MAX_DOCUMENT_TEXT);

const BLOCK_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'horizontalRule',
] as const;

/** A list item: blocks (a paragraph first, in TipTap). */
export const listItemSchema = z
  .object({
    type: z.literal('listItem'),
    get content(): z.ZodArray<z.ZodType<PostBlock>> {
      return z.array(blockSchema).min(1).max(1000);
    },
  })
  .meta({ id: 'PostListItem' });

const listItems = z
  .array(
    z.discriminatedUnion('type', [listItemSchema], {
      error: nodeTypeError('list’s content', ['listItem']),
    }),
  )
  .min(1)
  .max(1000);

/** A block of a document, of a blockquote or of a list item. */
export const blockSchema: z.ZodType<PostBlock> = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('paragraph'), content: inlineContent.optional() }),
      z.object({
        type: z.literal('heading'),
        attrs: z.object({
          level: z.union([z.literal(2), z.literal(3)], { error: 'must be 2 or 3' }),
        }),
        content: inlineContent.optional(),
      }),
      z.object({ type: z.literal('bulletList'), content: listItems }),
      z.object({
        type: z.literal('orderedList'),
        attrs: z.object({ start: z.number().int().min(0).max(1_000_000).optional() }).optional(),
        content: listItems,
      }),
      z.object({
        type: z.literal('blockquote'),
        get content(): z.ZodArray<z.ZodType<PostBlock>> {
          return z.array(blockSchema).min(1).max(1000);
        },
      }),
      z.object({ type: z.literal('horizontalRule') }),
    ],
    { error: nodeTypeError('block', BLOCK_TYPES) },
  )
  .meta({ id: 'PostBlock' });

/** A mark as stored. */
export type PostMark = z.infer<typeof markSchema>;
/** A text node as stored. */
export type PostText = z.infer<typeof textSchema>;
/** An inline node as stored. */
export type PostInline = PostText | { type: 'hardBreak' };
/** A list item as stored. */
export interface PostListItem {
  type: 'listItem';
  content: PostBlock[];
}
/** A block as stored. */
export type PostBlock =
  | { type: 'paragraph'; content?: PostInline[] | undefined }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: PostInline[] | undefined }
  | { type: 'bulletList'; content: PostListItem[] }
  | {
      type: 'orderedList';
      attrs?: { start?: number | undefined } | undefined;
      content: PostListItem[];
    }
  | { type: 'blockquote'; content: PostBlock[] }
  | { type: 'horizontalRule' };

/** A whole document. */
export interface PostDocument {
  type: 'doc';
  content: PostBlock[];
}

/** An empty document: what a draft without a body holds. */
export const EMPTY_DOCUMENT: PostDocument = { type: 'doc', content: [] };

/**
 * How deep `value` nests nodes (`content` arrays), counted without recursion and stopping
 * past `limit`: a body nested thousands deep is refused before the schema walks it.
 */
export function documentDepth(value: unknown, limit = MAX_DOCUMENT_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    const content = (node as { content?: unknown } | null)?.content;
    if (!Array.isArray(content)) continue;
    for (const child of content) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** What a document nested too deep is told. */
export const DEPTH_MESSAGE = `nests nodes more than ${MAX_DOCUMENT_DEPTH} deep`;

/** Each text node's text, in document order. */
function* texts(nodes: readonly (PostBlock | PostInline | PostListItem)[]): Generator<string> {
  for (const node of nodes) {
    if (node.type === 'text') yield node.text;
    else if ('content' in node && node.content) yield* texts(node.content);
  }
}

/** Characters of text in a document. */
export const documentTextLength = (doc: PostDocument): number => {
  let n = 0;
  for (const text of texts(doc.content)) n += text.length;
  return n;
};

/** The document: `{type: 'doc', content: [blocks]}`, within the limits. */
export const documentSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(blockSchema).max(5000),
  })
  .superRefine((doc, ctx) => {
    if (documentDepth(doc) > MAX_DOCUMENT_DEPTH)
      ctx.addIssue({
        code: 'custom',
        message: DEPTH_MESSAGE,
      });
    const length = documentTextLength(doc);
    if (length > MAX_DOCUMENT_TEXT)
      ctx.addIssue({
        code: 'custom',
        message: `holds ${length} characters of text; at most ${MAX_DOCUMENT_TEXT}`,
      });
  })
  .meta({
    id: 'PostDocument',
    description: `A ProseMirror/TipTap JSON document: blocks paragraph, heading (level 2 or 3), bulletList, orderedList (start), listItem, blockquote, horizontalRule; inline text and hardBreak; marks bold, italic, strike, code, link (https:, http: or mailto: href). Other attributes are dropped. At most ${MAX_DOCUMENT_TEXT} characters of text and ${MAX_DOCUMENT_DEPTH} levels of nesting.`,
  }) as unknown as z.ZodType<PostDocument, PostDocument>;

/**
 * Validates a document as the routes do: its depth first, without recursion (the schema walks
 * the tree recursively), then the schema. Answers the document as stored, or the first problem.
 */
export function parseDocument(
  value: unknown,
): { ok: true; document: PostDocument } | { ok: false; path: string; message: string } {
  if (documentDepth(value) > MAX_DOCUMENT_DEPTH)
    return { ok: false, path: '', message: DEPTH_MESSAGE };
  const result = documentSchema.safeParse(value);
  if (result.success) return { ok: true, document: result.data };
  const [issue] = result.error.issues;
  return { ok: false, path: issue?.path.join('.') ?? '', message: issue?.message ?? 'is invalid' };
}

/** One block's text: its inline runs joined, hard breaks as spaces. */
function inlineText(content: readonly PostInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === 'text' ? node.text : ' ')).join('');
}

/** The blocks' text, one line per paragraph or heading, in document order. */
function* blockLines(
  nodes: readonly (PostBlock | PostListItem)[],
): Generator<{ type: string; text: string }> {
  for (const node of nodes) {
    if (node.type === 'paragraph' || node.type === 'heading')
      yield { type: node.type, text: inlineText(node.content) };
    else if ('content' in node) yield* blockLines(node.content);
  }
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The document as plain text: a line per paragraph or heading. */
export function plainText(doc: PostDocument): string {
  return [...blockLines(doc.content)]
    .map((line) => squash(line.text))
    .filter(Boolean)
    .join('\n');
}

/** Whether a document holds no text (an empty draft). */
export const isEmptyDocument = (doc: PostDocument): boolean => plainText(doc) === '';

/** `text` cut to at most `max` characters at a word, with an ellipsis when cut. */
export function cutAtWord(text: string, max = MAX_EXCERPT): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  // A first word longer than half the excerpt is cut inside the word.
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}

/**
 * The excerpt readers see in lists and as the teaser: the first paragraph that holds text, as
 * plain text (else the first heading's), cut at a word to {@link MAX_EXCERPT} characters.
 */
export function excerptOf(doc: PostDocument): string {
  const lines = [...blockLines(doc.content)]
    .map((line) => ({ ...line, text: squash(line.text) }))
    .filter((line) => line.text);
  const first = lines.find((line) => line.type === 'paragraph') ?? lines[0];
  return first ? cutAtWord(first.text) : '';
}

import {
  Button,
  Popover,
  PopoverAnchor,
  PopoverContent,
  Stack,
  TextField,
  cssVar,
} from '@finfree/ui';
import { isSafeLinkHref } from '@finfree/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { completeHref, toPostDocument, type PostDocumentInput } from './postDocument';

/** What the form asks of the editor. */
export interface RichTextHandle {
  /** Puts the caret in the editor (at its end unless it had a selection). */
  focus: () => void;
}

/**
 * The extensions: StarterKit limited to what the API stores (headings 2 and 3, no underline,
 * no code block), links only to https, http and mailto addresses.
 */
export const postExtensions = [
  StarterKit.configure({
    underline: false,
    codeBlock: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      // Typed, pasted or set: a link the API would refuse is never made.
      isAllowedUri: isSafeLinkHref,
      shouldAutoLink: (url) => isSafeLinkHref(completeHref(url)),
    },
  }),
];

const Frame = styled.div`
  border: 1px solid rgb(${cssVar('palette-grey-500-channel')} / 0.32);
  border-radius: ${cssVar('shape-radius')};
  transition: border-color ${cssVar('transition-shorter')} ${cssVar('easing-standard')};

  &:focus-within {
    border-color: ${cssVar('palette-primary-main')};
    box-shadow: 0 0 0 1px ${cssVar('palette-primary-main')};
  }
  &[data-error] {
    border-color: ${cssVar('palette-error-main')};
  }

  .tiptap {
    min-height: 240px;
    max-height: 60vh;
    overflow-y: auto;
    padding: 12px 14px;
    outline: none;
    font-size: 0.9375rem;
    line-height: 1.6;
    color: ${cssVar('text-primary')};
    overflow-wrap: anywhere;
  }
  .tiptap > :first-child {
    margin-top: 0;
  }
  .tiptap p {
    margin: 0 0 0.75em;
  }
  .tiptap h2 {
    font-size: 1.25rem;
    margin: 1em 0 0.5em;
  }
  .tiptap h3 {
    font-size: 1.0625rem;
    margin: 1em 0 0.5em;
  }
  .tiptap ul,
  .tiptap ol {
    margin: 0 0 0.75em;
    padding-inline-start: 1.5em;
  }
  .tiptap li > p {
    margin: 0 0 0.25em;
  }
  .tiptap blockquote {
    margin: 0 0 0.75em;
    padding-inline-start: 12px;
    border-inline-start: 3px solid rgb(${cssVar('palette-grey-500-channel')} / 0.48);
    color: ${cssVar('text-secondary')};
  }
  .tiptap a {
    color: ${cssVar('palette-primary-dark')};
    text-decoration: underline;
  }
  .tiptap code {
    font-family: ui-monospace, monospace;
    font-size: 0.875em;
  }
  .tiptap hr {
    border: 0;
    border-top: 1px solid rgb(${cssVar('palette-grey-500-channel')} / 0.32);
    margin: 1em 0;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid rgb(${cssVar('palette-grey-500-channel')} / 0.2);
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${cssVar('text-primary')};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${cssVar('action-hover')};
  }
  &[aria-pressed='true'] {
    background: ${cssVar('text-primary')};
    color: ${cssVar('background-paper')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${cssVar('focus-ring')};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

/** A 24 × 24 line icon from its path data (Lucide's drawings, as the app's icons are). */
const Glyph = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable="false"
  >
    <path d={d} />
  </svg>
);

// No text in the buttons: their names are their labels (a visible "H2" would have to be part
// of the name in every language).
const glyphs: Record<Tool | 'link', ReactNode> = {
  heading2: <Glyph d="M4 12h8M4 18V6M12 18V6M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1" />,
  heading3: (
    <Glyph d="M4 12h8M4 18V6M12 18V6M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2" />
  ),
  bold: <Glyph d="M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8" />,
  italic: <Glyph d="M19 4h-9M14 20H5M15 4L9 20" />,
  strike: <Glyph d="M16 4H9a3 3 0 0 0-2.83 4M14 12a4 4 0 0 1 0 8H6M4 12h16" />,
  bulletList: <Glyph d="M3 12h.01M3 18h.01M3 6h.01M8 12h13M8 18h13M8 6h13" />,
  orderedList: (
    <Glyph d="M10 12h11M10 18h11M10 6h11M4 10h2M4 6h1v4M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />
  ),
  blockquote: (
    <Glyph d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2zM5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
  ),
  link: (
    <Glyph d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  ),
};

type Tool =
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote';

/** The toggles of the toolbar, in order, with what each does and whether it is on. */
const tools: { key: Tool; run: (editor: Editor) => void; active: (editor: Editor) => boolean }[] = [
  {
    key: 'heading2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'heading3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bold',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'strike',
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    key: 'bulletList',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'blockquote',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
];

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The body to start from (the post's, or nothing for a new one). */
  initial: PostDocumentInput | null;
  /** The post's language: the editable area is in it, its direction from its text. */
  language: string;
  /** Id of the element that labels the area. */
  labelId: string;
  /** Ids of the hint and error under it. */
  describedBy?: string;
  /** Marks the area invalid. */
  invalid?: boolean;
  /** Called with the body as the API takes it on every change. */
  onChange: (body: PostDocumentInput) => void;
  /** Lets the form put the caret in the editor (on an error there). */
  handle?: Ref<RichTextHandle>;
}

/**
 * The post's rich-text area (TipTap): a toolbar of toggles (headings 2 and 3, bold, italic,
 * strikethrough, the two lists, quote) and a link field, over the editable area. TipTap's
 * shortcuts work (Ctrl/⌘ B, I, Shift S, Shift 7, Shift 8, Shift B; Ctrl/⌘ K opens the link
 * field). It makes only what the API stores.
 */
export function RichTextEditor({
  initial,
  language,
  labelId,
  describedBy,
  invalid = false,
  onChange,
  handle,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [linkOpen, setLinkOpen] = useState(false);
  /** Where the focus goes once the link popover closes: true, the editor; false, its button. */
  const backToEditorRef = useRef(false);
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang: language,
    dir: 'auto',
  };
  const editor = useEditor({
    extensions: postExtensions,
    content: initial && initial.content.length ? initial : '',
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          backToEditorRef.current = true;
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => onChangeRef.current(toPostDocument(changed.getJSON())),
  });
  // The language, hint and error change the editable area's attributes.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributeKey) },
    });
  }, [editor, attributeKey]);
  useImperativeHandle(handle, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...Object.fromEntries(tools.map((tool) => [tool.key, tool.active(current)])),
      link: current.isActive('link'),
    }),
  }) as Record<Tool | 'link', boolean>;

  // The toolbar is one tab stop; the arrow keys move between its buttons (WAI-ARIA toolbar).
  const [current, setCurrent] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const count = tools.length + 1;
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    let next = -1;
    if (step) next = (current + step + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next < 0) return;
    event.preventDefault();
    setCurrent(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const areaId = useId();

  return (
    <Frame data-error={invalid || undefined}>
      <Toolbar
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('admin.outlook.editor.toolbar')}
        aria-controls={areaId}
        onKeyDown={onToolbarKey}
      >
        {tools.map((tool, index) => {
          const label = t(`admin.outlook.editor.${tool.key}`);
          return (
            <ToolButton
              key={tool.key}
              type="button"
              aria-label={label}
              title={label}
              aria-pressed={active[tool.key]}
              tabIndex={current === index ? 0 : -1}
              // Keeps the editor's selection while the toggle applies.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => tool.run(editor)}
            >
              {glyphs[tool.key]}
            </ToolButton>
          );
        })}
        <LinkTool
          editor={editor}
          open={linkOpen}
          onOpenChange={setLinkOpen}
          backToEditorRef={backToEditorRef}
          pressed={active.link}
          tabIndex={current === tools.length ? 0 : -1}
          onFocus={() => setCurrent(tools.length)}
        />
      </Toolbar>
      <EditorContent editor={editor} id={areaId} />
    </Frame>
  );
}

/** The Link toggle and its popover: an address field that refuses anything but http(s) and mailto. */
function LinkTool({
  editor,
  open,
  onOpenChange,
  backToEditorRef,
  pressed,
  tabIndex,
  onFocus,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes once the popover closes: true, the editor; false, the Link button. */
  backToEditorRef: RefObject<boolean>;
  pressed: boolean;
  tabIndex: number;
  onFocus: () => void;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = t('admin.outlook.editor.link');

  // Opened (by the button or by Ctrl/⌘ K): the link under the caret, if any, to change.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
      setInvalid(false);
    }
  }

  const close = (toEditor: boolean) => {
    backToEditorRef.current = toEditor;
    onOpenChange(false);
  };
  const apply = () => {
    const href = completeHref(address);
    if (!isSafeLinkHref(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    close(true);
  };
  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run();
    close(true);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close(backToEditorRef.current))}
    >
      <PopoverAnchor asChild>
        <ToolButton
          ref={buttonRef}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={pressed}
          aria-haspopup="dialog"
          aria-expanded={open}
          tabIndex={tabIndex}
          onFocus={onFocus}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close(false);
            else {
              backToEditorRef.current = false;
              onOpenChange(true);
            }
          }}
        >
          {glyphs.link}
        </ToolButton>
      </PopoverAnchor>
      <PopoverContent
        aria-label={label}
        width={340}
        align="start"
        style={{ padding: 12 }}
        // The Link button toggles the popover itself.
        onInteractOutside={(event) => {
          if (buttonRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (backToEditorRef.current) editor.commands.focus();
          else buttonRef.current?.focus();
        }}
      >
        <Stack gap={1.5}>
          <TextField
            label={t('admin.outlook.editor.linkAddress')}
            type="url"
            size="small"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              apply();
            }}
            error={invalid}
            helperText={
              invalid ? t('admin.outlook.editor.linkInvalid') : t('admin.outlook.editor.linkHint')
            }
            placeholder="https://"
            fullWidth
          />
          <Stack direction="row" gap={1} wrap justify="end">
            {pressed ? (
              <Button size="small" variant="text" color="error" onClick={remove}>
                {t('admin.outlook.editor.linkRemove')}
              </Button>
            ) : null}
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => close(backToEditorRef.current)}
            >
              {t('admin.outlook.editor.linkCancel')}
            </Button>
            <Button size="small" onClick={apply}>
              {t('admin.outlook.editor.linkApply')}
            </Button>
          </Stack>
        </Stack>
      </PopoverContent>
    </Popover>
  );
}

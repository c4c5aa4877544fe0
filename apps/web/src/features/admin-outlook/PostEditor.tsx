import type { AdminPostSummary, Post } from '@finfree/core';
import {
  useAdminCreatePost,
  useAdminPublishPost,
  useAdminUnpublishPost,
  useAdminUpdatePost,
  usePost,
} from '@finfree/core/react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Select,
  Skeleton,
  Stack,
  TextField,
  Typography,
  cssVar,
  notify,
  up,
} from '@finfree/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProblemAlert } from '../../components/ProblemAlert';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/serverErrors';
import { LinkedTradesField } from './LinkedTradesField';
import {
  draftOf,
  emptyPostDraft,
  fromLocalInput,
  isDirty,
  postLanguages,
  serverProblems,
  toCreateRequest,
  toLocalInput,
  toUpdateRequest,
  validatePost,
  type PostDraft,
  type PostField,
  type PostIntent,
  type PostLanguage,
  type PostProblems,
} from './postDraft';
import { PostStateLabel } from './PostStateLabel';
import { isVisible } from './postState';
import { RichTextEditor, type RichTextHandle } from './RichTextEditor';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const Schedule = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;

  & > :first-child {
    flex: 1 1 240px;
  }
  & > button {
    /* Beside the input, under the label. */
    margin-top: 27px;
  }
`;

const BodyLabel = styled.span`
  display: block;
  margin-bottom: 6px;
  font-size: 0.875rem;
  font-weight: ${cssVar('font-weight-semibold')};
  color: ${cssVar('text-secondary')};

  [data-error] > & {
    color: ${cssVar('palette-error-dark')};
  }
  :root[data-mode='dark'] [data-error] > & {
    color: ${cssVar('palette-error-light')};
  }
`;

const BodyHelp = styled.p`
  margin: 6px 0 0;
  padding-inline: 2px;
  font-size: 0.75rem;
  line-height: 1.5;
  color: ${cssVar('text-secondary')};

  [data-error] > & {
    color: ${cssVar('palette-error-dark')};
  }
  :root[data-mode='dark'] [data-error] > & {
    color: ${cssVar('palette-error-light')};
  }
`;

/** What the form tells the dialog around it: whether closing would lose anything, or wait. */
interface FormState {
  dirty: boolean;
  pending: boolean;
}

/** The browser's time zone, for the schedule's hint. */
const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/**
 * Writes a new post, or edits `post` (its body read first). Its own chunk, with the rich-text
 * editor, loaded when an admin first opens the editor. Closing with unsaved changes asks first.
 */
export default function PostEditor({
  post,
  onClose,
}: {
  /** The post to edit (a row of the list), or null for a new one. */
  post: AdminPostSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Read again each time the editor opens: a cached copy may predate the last change.
  const loaded = usePost(post?.id ?? null, { refetchOnMount: 'always' });
  const [opened, setOpened] = useState<Post | null>(null);
  if (post && !opened && loaded.data && !loaded.isFetching) setOpened(loaded.data);
  const form = useRef<FormState>({ dirty: false, pending: false });
  const [discarding, setDiscarding] = useState(false);

  const requestClose = () => {
    if (form.current.pending) return;
    if (form.current.dirty) setDiscarding(true);
    else onClose();
  };
  const title = post
    ? t('admin.outlook.editor.editTitle', { title: post.title })
    : t('admin.outlook.editor.newTitle');

  let content;
  if (!post || opened) {
    content = (
      <PostForm
        initial={opened}
        onState={(state) => {
          form.current = state;
        }}
        onClose={onClose}
        requestClose={requestClose}
      />
    );
  } else if (loaded.isError) {
    content = (
      <>
        <DialogTitle>{title}</DialogTitle>
        <DialogBody>
          <RetryAlert error={loaded.error} onRetry={() => void loaded.refetch()}>
            {t('admin.outlook.editor.loadError')}
          </RetryAlert>
        </DialogBody>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t('admin.outlook.editor.close')}
          </Button>
        </DialogActions>
      </>
    );
  } else {
    content = (
      <>
        <DialogTitle>{title}</DialogTitle>
        <DialogBody aria-busy>
          <Stack gap={2}>
            <Typography variant="body2" color="textSecondary" role="status">
              {t('admin.outlook.editor.loading')}
            </Typography>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={280} />
          </Stack>
        </DialogBody>
      </>
    );
  }

  return (
    <Dialog open onOpenChange={(next) => !next && requestClose()}>
      <DialogContent
        maxWidth="md"
        showClose
        closeLabel={t('common.close')}
        aria-describedby={undefined}
      >
        {content}
        <ConfirmDialog
          open={discarding}
          onOpenChange={setDiscarding}
          title={t('admin.outlook.editor.discardTitle')}
          description={t('admin.outlook.editor.discardText')}
          confirmLabel={t('admin.outlook.editor.discard')}
          color="error"
          onConfirm={() => {
            setDiscarding(false);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type Pending = PostIntent | 'unpublish' | null;

/** The editor's form: the post's fields, its body, and the actions its state allows. */
function PostForm({
  initial,
  onState,
  onClose,
  requestClose,
}: {
  /** The post as loaded, or null for a new one. */
  initial: Post | null;
  onState: (state: FormState) => void;
  onClose: () => void;
  requestClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  /** The post as last saved (null until a new one is first saved). */
  const [current, setCurrent] = useState<Post | null>(initial);
  /** The draft as last saved or opened: what "unsaved" is measured against. */
  const [saved, setSaved] = useState<PostDraft>(() =>
    initial ? draftOf(initial) : emptyPostDraft(lng),
  );
  const [draft, setDraft] = useState<PostDraft>(saved);
  const [at, setAt] = useState(() =>
    initial?.status === 'scheduled' && initial.publishAt ? toLocalInput(initial.publishAt) : '',
  );
  /** The action whose checks show (after it was tried). */
  const [checked, setChecked] = useState<PostIntent | null>(null);
  const [server, setServer] = useState<Partial<Record<PostField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const create = useAdminCreatePost();
  const update = useAdminUpdatePost();
  const publish = useAdminPublishPost();
  const unpublish = useAdminUnpublishPost();

  const titleRef = useRef<HTMLInputElement>(null);
  const tagsRef = useRef<HTMLInputElement>(null);
  const atRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<RichTextHandle>(null);
  const id = useId();
  const bodyLabelId = `${id}-body-label`;
  const bodyHelpId = `${id}-body-help`;

  const dirty = isDirty(draft, saved);
  useEffect(() => {
    onState({ dirty, pending: pending !== null });
  });
  // Leaving the page (a reload, another address) with unsaved changes asks too.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const visible = current ? isVisible(current) : false;
  const keepsBody = !!current && current.status !== 'draft';
  const checks = (intent: PostIntent) => validatePost(draft, intent, { keepsBody, at });
  const problems: PostProblems = checked ? checks(checked) : {};
  const message = (field: PostField) => {
    const problem = problems[field];
    return problem ? t(`admin.outlook.errors.${problem.key}`, problem.values ?? {}) : server[field];
  };
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  /** Puts the focus on the first field with a problem. */
  const focusFirst = (found: Partial<Record<PostField, unknown>>) => {
    if (found.title) titleRef.current?.focus();
    else if (found.language) return;
    else if (found.tags) tagsRef.current?.focus();
    else if (found.body) bodyRef.current?.focus();
    else if (found.at) atRef.current?.focus();
  };

  const fail = (error: unknown) => {
    const fields = serverProblems(error);
    setServer(fields);
    setFailure(errorText(error, t('common.somethingWentWrong')));
    focusFirst(fields);
  };

  /** Saves what changed (creating the post first if new); answers the post as saved. */
  const save = async (snapshot: PostDraft): Promise<Post> => {
    let post = current;
    if (!post) {
      post = await create.mutateAsync(toCreateRequest(snapshot));
    } else {
      const changes = toUpdateRequest(snapshot, saved);
      if (changes) post = await update.mutateAsync({ id: post.id, body: changes });
    }
    setCurrent(post);
    setSaved(snapshot);
    return post;
  };

  const run = async (intent: PostIntent) => {
    if (pending) return;
    setChecked(intent);
    setFailure(null);
    setServer({});
    const found = checks(intent);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    const snapshot = draft;
    const title = snapshot.title.trim();
    const isNew = !current;
    setPending(intent);
    try {
      const post = await save(snapshot);
      if (intent === 'save') {
        notify.success(
          t(isNew ? 'admin.outlook.done.created' : 'admin.outlook.done.saved', { title }),
        );
        setChecked(null);
        return;
      }
      const when = intent === 'schedule' ? fromLocalInput(at) : null;
      const result = await publish.mutateAsync({
        id: post.id,
        ...(when ? { at: when.toISOString() } : {}),
      });
      setCurrent(result);
      notify.success(
        result.status === 'scheduled' && result.publishAt
          ? t('admin.outlook.done.scheduled', {
              title,
              date: formatDateTime(result.publishAt, lng),
            })
          : t('admin.outlook.done.published', { title }),
      );
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  };

  /** Back to a draft; changes typed meanwhile are saved to the draft (not marked edited). */
  const takeBack = async () => {
    if (!current || pending) return;
    setChecked(null);
    setFailure(null);
    setServer({});
    const snapshot = draft;
    const title = snapshot.title.trim() || current.title;
    setPending('unpublish');
    try {
      const back = await unpublish.mutateAsync(current.id);
      setCurrent(back);
      if (!Object.keys(checks('save')).length) {
        const changes = toUpdateRequest(snapshot, saved);
        if (changes) setCurrent(await update.mutateAsync({ id: back.id, body: changes }));
        setSaved(snapshot);
      }
      notify.success(t('admin.outlook.done.unpublished', { title }));
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };

  const heading = current
    ? t('admin.outlook.editor.editTitle', { title: current.title })
    : t('admin.outlook.editor.newTitle');
  const helper = (field: PostField, hint?: string) => ({
    error: !!message(field),
    helperText: message(field) ?? hint,
  });
  const bodyMessage = message('body');

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{heading}</DialogTitle>
      <DialogBody>
        <Stack gap={2}>
          {current ? (
            <Stack direction="row" gap={1} align="center" wrap>
              <PostStateLabel post={current} />
            </Stack>
          ) : null}
          <TextField
            ref={titleRef}
            label={t('admin.outlook.editor.title')}
            value={draft.title}
            onChange={(event) => set('title', event.target.value)}
            {...helper('title')}
            lang={draft.language}
            dir="auto"
            required
            fullWidth
          />
          <Grid>
            <Select
              label={t('admin.outlook.editor.language')}
              value={draft.language}
              onChange={(event) => set('language', event.target.value as PostLanguage)}
              {...helper('language', t('admin.outlook.editor.languageHint'))}
              fullWidth
            >
              {postLanguages.map((language) => (
                <option key={language} value={language} lang={language}>
                  {t(`admin.outlook.languages.${language}`)}
                </option>
              ))}
            </Select>
            <TextField
              ref={tagsRef}
              label={t('admin.outlook.editor.tags')}
              value={draft.tags}
              onChange={(event) => set('tags', event.target.value)}
              {...helper('tags', t('admin.outlook.editor.tagsHint'))}
              autoCapitalize="characters"
              spellCheck={false}
              fullWidth
            />
          </Grid>
          <div data-error={bodyMessage ? '' : undefined}>
            <BodyLabel id={bodyLabelId}>{t('admin.outlook.editor.body')}</BodyLabel>
            <RichTextEditor
              handle={bodyRef}
              initial={saved.body}
              language={draft.language}
              labelId={bodyLabelId}
              describedBy={bodyHelpId}
              invalid={!!bodyMessage}
              onChange={(body) => set('body', body)}
            />
            <BodyHelp id={bodyHelpId}>{bodyMessage ?? t('admin.outlook.editor.bodyHint')}</BodyHelp>
          </div>
          <LinkedTradesField
            value={draft.tradeIds}
            onChange={(ids) => set('tradeIds', ids)}
            error={message('tradeIds')}
          />
          {visible ? (
            <Alert severity="info">{t('admin.outlook.editor.editedNote')}</Alert>
          ) : (
            <Schedule>
              <TextField
                ref={atRef}
                type="datetime-local"
                label={t('admin.outlook.editor.scheduleAt')}
                value={at}
                min={toLocalInput(new Date())}
                onChange={(event) => setAt(event.target.value)}
                {...helper('at', t('admin.outlook.editor.scheduleHint', { zone: timeZone() }))}
                fullWidth
              />
              <Button
                variant="outlined"
                loading={pending === 'schedule'}
                onClick={() => void run('schedule')}
              >
                {current?.status === 'scheduled'
                  ? t('admin.outlook.editor.reschedule')
                  : t('admin.outlook.editor.schedule')}
              </Button>
            </Schedule>
          )}
          <ProblemAlert problem={failure} />
        </Stack>
      </DialogBody>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={requestClose}>
          {dirty ? t('common.cancel') : t('admin.outlook.editor.close')}
        </Button>
        {current && current.status !== 'draft' ? (
          <Button
            variant="outlined"
            color="error"
            loading={pending === 'unpublish'}
            onClick={() => void takeBack()}
          >
            {t('admin.outlook.editor.unpublish')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant={visible ? 'contained' : 'outlined'}
          loading={pending === 'save'}
        >
          {current && current.status !== 'draft'
            ? t('admin.outlook.editor.saveChanges')
            : t('admin.outlook.editor.saveDraft')}
        </Button>
        {visible ? null : (
          <Button loading={pending === 'publish'} onClick={() => void run('publish')}>
            {t('admin.outlook.editor.publishNow')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

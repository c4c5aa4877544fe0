import type { AdminPostSummary, PostStatus } from '@finfree/core';
import {
  useAdminDeletePost,
  useAdminPosts,
  useAdminPublishPost,
  useAdminUnpublishPost,
} from '@finfree/core/react';
import { Button, Plus, Stack, Typography, notify } from '@finfree/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListFilter } from '../../components/ListFilter';
import { ListTable } from '../../components/ListTable';
import { actionFailure } from '../../lib/conflict';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/useListParams';
import { isVisible } from './postState';
import { PostStateLabel } from './PostStateLabel';

/** The post editor (with the rich-text editor): its own chunk, loaded when first opened. */
const PostEditor = lazy(() => import('./PostEditor'));

const statuses: PostStatus[] = ['draft', 'scheduled', 'published'];
const LIMIT = 10;

type Action = 'publish' | 'unpublish' | 'delete';

/**
 * The market outlook for admins: every post with its state, newest change first; write a new
 * one, edit, publish or take back, delete one readers never saw.
 */
export function AdminOutlookPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { search, page } = useListParams();
  const statusParam = search.get('status');
  const status = statuses.find((s) => s === statusParam);
  const posts = useAdminPosts({ limit: LIMIT, page, ...(status ? { status } : {}) });
  const [editing, setEditing] = useState<AdminPostSummary | 'new' | null>(null);
  const [target, setTarget] = useState<{ post: AdminPostSummary; action: Action } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const publish = useAdminPublishPost();
  const unpublish = useAdminUnpublishPost();
  const remove = useAdminDeletePost();
  const pending = publish.isPending || unpublish.isPending || remove.isPending;

  const titleOf = (p: AdminPostSummary) => p.title || t('admin.outlook.untitled');
  const start = (post: AdminPostSummary, action: Action) => {
    setTarget({ post, action });
    setError(null);
  };
  const confirm = () => {
    if (!target) return;
    const { post, action } = target;
    const title = titleOf(post);
    const onError = (failure: unknown) => {
      const { conflict, message } = actionFailure(failure, t);
      setError(message);
      if (conflict) void posts.refetch();
    };
    const done = (key: 'published' | 'unpublished' | 'deleted') => () => {
      notify.success(t(`admin.outlook.done.${key}`, { title }));
      setTarget(null);
    };
    if (action === 'publish')
      publish.mutate({ id: post.id }, { onSuccess: done('published'), onError });
    else if (action === 'unpublish')
      unpublish.mutate(post.id, { onSuccess: done('unpublished'), onError });
    else remove.mutate(post.id, { onSuccess: done('deleted'), onError });
  };

  const columns = [
    {
      id: 'title',
      header: t('admin.outlook.columns.title'),
      cell: (p: AdminPostSummary) => (
        <span>
          <span lang={p.language} dir="auto">
            {titleOf(p)}
          </span>
          <Typography
            variant="caption"
            color="textSecondary"
            as="span"
            style={{ display: 'block' }}
          >
            <span lang={p.language}>{t(`admin.outlook.languages.${p.language}`)}</span>
            {p.tags.length ? (
              <>
                {' · '}
                <bdi dir="ltr">{p.tags.join(', ')}</bdi>
              </>
            ) : null}
          </Typography>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('admin.outlook.columns.state'),
      cell: (p: AdminPostSummary) => (
        <Stack direction="row" gap={0.5} align="center" wrap>
          <PostStateLabel post={p} />
        </Stack>
      ),
    },
    {
      id: 'updatedAt',
      header: t('admin.outlook.columns.changed'),
      cell: (p: AdminPostSummary) => (
        <time dateTime={p.updatedAt}>{formatDateTime(p.updatedAt, lng)}</time>
      ),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: (p: AdminPostSummary) => {
        const title = titleOf(p);
        const visible = isVisible(p);
        return (
          <Stack direction="row" gap={1} wrap>
            <Button
              size="small"
              variant="soft"
              onClick={() => setEditing(p)}
              aria-label={t('admin.outlook.actions.editFor', { title })}
            >
              {t('admin.outlook.actions.edit')}
            </Button>
            {p.status === 'draft' ? (
              <Button
                size="small"
                variant="outlined"
                onClick={() => start(p, 'publish')}
                aria-label={t('admin.outlook.actions.publishFor', { title })}
              >
                {t('admin.outlook.actions.publish')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => start(p, 'unpublish')}
                aria-label={t('admin.outlook.actions.unpublishFor', { title })}
              >
                {t('admin.outlook.actions.unpublish')}
              </Button>
            )}
            {visible ? null : (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => start(p, 'delete')}
                aria-label={t('admin.outlook.actions.deleteFor', { title })}
              >
                {t('admin.outlook.actions.delete')}
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];

  const post = target?.post;
  const description = (() => {
    if (!target || !post) return '';
    if (target.action === 'publish') return t('admin.outlook.confirm.publishText');
    if (target.action === 'delete') return t('admin.outlook.confirm.deleteText');
    return post.status === 'scheduled' && post.publishAt && !isVisible(post)
      ? t('admin.outlook.confirm.unscheduleText', { date: formatDateTime(post.publishAt, lng) })
      : t('admin.outlook.confirm.unpublishText');
  })();

  return (
    <Stack gap={3}>
      {/* As the trades console: the title beside its button (the frame paints it so). */}
      <Stack direction="row" justify="space-between" align="center" wrap gap={2}>
        <Typography variant="h4" as="h1">
          {t('nav.outlookConsole')}
        </Typography>
        <Button startIcon={<Plus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin.outlook.new')}
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('admin.outlook.intro')}
      </Typography>
      <div role="search" aria-label={t('admin.outlook.title')} style={{ maxWidth: 240 }}>
        <ListFilter
          param="status"
          label={t('admin.outlook.filterStatus')}
          value={status}
          options={statuses.map((s) => ({ value: s, label: t(`admin.outlook.statuses.${s}`) }))}
        />
      </div>
      <ListTable
        caption={t('admin.outlook.caption')}
        columns={columns}
        query={posts}
        emptyContent={t('admin.outlook.empty')}
      />
      {editing ? (
        <Suspense fallback={null}>
          <PostEditor
            key={editing === 'new' ? 'new' : editing.id}
            post={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={
          target && post
            ? t(`admin.outlook.confirm.${target.action}Title`, { title: titleOf(post) })
            : ''
        }
        description={description}
        confirmLabel={target ? t(`admin.outlook.actions.${target.action}`) : ''}
        color={target?.action === 'delete' ? 'error' : 'primary'}
        onConfirm={confirm}
        pending={pending}
        error={error}
      />
    </Stack>
  );
}

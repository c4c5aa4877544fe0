import type { Post } from '@finfree/core';
import { usePost } from '@finfree/core/react';
import {
  Alert,
  ArrowLeft,
  ButtonLink,
  Card,
  CardContent,
  DirectionalIcon,
  EmptyState,
  Skeleton,
  Stack,
  Typography,
  up,
} from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate } from '../../lib/format';
import { paths } from '../../routes/paths';
import { MetaLine, TagList, useAppDirection, type FromList } from './PostCard';
import { PostBody } from './PostBody';
import { PostTrades } from './PostTrades';

// The post reads in a column of a comfortable measure; its trades sit beside it on a wide screen.
const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 24px;
  max-inline-size: 760px;
`;

/** The way back to the list, with the search and tag it was left with. */
function BackLink() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: FromList | null };
  const search = state?.outlookSearch?.startsWith('?') ? state.outlookSearch : '';
  return (
    <div>
      <ButtonLink
        as={RouterLink}
        to={`${paths.dashboard.outlook}${search}`}
        variant="text"
        size="small"
        startIcon={<DirectionalIcon icon={ArrowLeft} size={18} />}
      >
        {t('outlook.back')}
      </ButtonLink>
    </div>
  );
}

/** The post's title, author, date ("Edited on …") and tags, in the post's language. */
function PostHeader({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const dir = useAppDirection();
  return (
    <Stack gap={1.5} lang={post.language} dir="auto">
      <Typography variant="h4" as="h1">
        {post.title}
      </Typography>
      <MetaLine lang={lng}>
        <span dir={dir}>{t('outlook.byline', { name: post.author.name })}</span>
        {post.publishedAt ? (
          <time dateTime={post.publishedAt} dir={dir}>
            {formatDate(post.publishedAt, lng)}
          </time>
        ) : null}
        {post.editedAt ? (
          <span dir={dir}>{t('outlook.editedOn', { date: formatDate(post.editedAt, lng) })}</span>
        ) : null}
      </MetaLine>
      <TagList tags={post.tags} label={t('outlook.postTags')} />
    </Stack>
  );
}

/** A non-member's view: the excerpt, and the call to subscribe. */
function Teaser({ post }: { post: Post }) {
  const { t } = useTranslation();
  return (
    <>
      <Card>
        <CardContent>
          <Typography lang={post.language} dir="auto">
            {post.excerpt}
          </Typography>
        </CardContent>
      </Card>
      <Alert
        severity="info"
        title={t('outlook.locked.title')}
        action={
          <ButtonLink as={RouterLink} to={paths.dashboard.plans} size="small" variant="contained">
            {t('outlook.locked.seePlans')}
          </ButtonLink>
        }
      >
        {t('outlook.locked.text')}
      </Alert>
    </>
  );
}

function Loading() {
  return (
    <Column aria-busy="true">
      <Stack gap={1.5}>
        <Skeleton variant="text" width="80%" height={36} />
        <Skeleton variant="text" width="40%" />
      </Stack>
      <Card>
        <CardContent>
          <Stack gap={1}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
          </Stack>
        </CardContent>
      </Card>
    </Column>
  );
}

const notFound = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === 404;

/**
 * One post of the market outlook: its title, author and date, its body (members) or its excerpt
 * and a call to subscribe (others), and the trades it links. A post that is not published (or
 * no longer) says so, with the way back to the list.
 */
export function PostPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const post = usePost(id);

  let content: React.ReactNode;
  if (post.isPending) {
    content = <Loading />;
  } else if (post.isError) {
    content = (
      <Stack gap={3}>
        <Typography variant="h4" as="h1">
          {t('outlook.title')}
        </Typography>
        {notFound(post.error) ? (
          <EmptyState
            title={t('outlook.notFound')}
            titleAs="h2"
            action={
              <ButtonLink as={RouterLink} to={paths.dashboard.outlook} variant="outlined">
                {t('outlook.back')}
              </ButtonLink>
            }
          />
        ) : (
          <RetryAlert error={post.error} onRetry={() => void post.refetch()}>
            {t('outlook.postLoadError')}
          </RetryAlert>
        )}
      </Stack>
    );
  } else {
    const data = post.data;
    content = (
      <Layout>
        <Column>
          <PostHeader post={data} />
          {data.locked || !data.body ? (
            <Teaser post={data} />
          ) : (
            <Card>
              <CardContent>
                <PostBody document={data.body} language={data.language} />
              </CardContent>
            </Card>
          )}
        </Column>
        {data.locked || !data.body ? null : <PostTrades tradeIds={data.tradeIds} />}
      </Layout>
    );
  }

  return (
    <Stack gap={2}>
      <BackLink />
      {content}
    </Stack>
  );
}

import type { PostSummary } from '@finfree/core';
import { Card, CardContent, Label, Link, Skeleton, Stack, Typography, cssVar } from '@finfree/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { directionOf } from '../../i18n';
import { formatDate } from '../../lib/format';
import { isAssetClass, postPath } from './outlookParams';

/** What a card of the list hands the post's page: the list's address, to go back to it. */
export interface FromList {
  outlookSearch?: string;
}

/** A tag in words: an asset class translated, a symbol as it is. */
export const tagLabel = (t: TFunction, tag: string) =>
  isAssetClass(tag) ? t(`outlook.assetClasses.${tag}`) : tag;

// The whole card opens the post: its title's link covers it.
const Root = styled(Card)`
  position: relative;
  & a[data-part='title']::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:has(a[data-part='title']:hover) {
    box-shadow:
      ${cssVar('shadow-card')},
      0 0 0 1px ${cssVar('divider')};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The date line: in the app's language and direction, whatever the post's. */
export const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.57;
  color: ${cssVar('text-secondary')};
`;

/** A post's tags, in a row that wraps. */
export function TagList({ tags, label }: { tags: string[]; label?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Tags aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Label variant="outlined" dir="auto">
            {tagLabel(t, tag)}
          </Label>
        </li>
      ))}
    </Tags>
  );
}

/**
 * The app's direction, for the words of the app (a date, "Edited") in a post's card or header,
 * which follow the post's direction: each keeps its own order (an Arabic date in an English post).
 */
export function useAppDirection() {
  const { i18n } = useTranslation();
  return directionOf(i18n.language);
}

/** The line of a post's date (and "Edited"), as the list shows it. */
export function PostDate({ post }: { post: Pick<PostSummary, 'publishedAt' | 'editedAt'> }) {
  const { t, i18n } = useTranslation();
  const dir = useAppDirection();
  return (
    <>
      <time dateTime={post.publishedAt} dir={dir}>
        {formatDate(post.publishedAt, i18n.language)}
      </time>
      {post.editedAt ? (
        <Label
          variant="soft"
          color="default"
          dir={dir}
          title={t('outlook.editedOn', { date: formatDate(post.editedAt, i18n.language) })}
        >
          {t('outlook.edited')}
        </Label>
      ) : null}
    </>
  );
}

/**
 * A post of the list: its title (the link to it), date, "Edited", excerpt and tags. The card is
 * in the post's language and laid out in its direction, whatever the app's.
 */
export function PostCard({ post }: { post: PostSummary }) {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const titleId = useId();
  const from: FromList = { outlookSearch: search };
  return (
    <Root forwardedAs="article" lang={post.language} dir="auto" aria-labelledby={titleId}>
      <CardContent>
        <Stack gap={1.5}>
          <Typography variant="h6" as="h2" id={titleId}>
            <Link
              as={RouterLink}
              to={postPath(post.id)}
              state={from}
              color="inherit"
              data-part="title"
            >
              {post.title}
            </Link>
          </Typography>
          <MetaLine lang={i18n.language}>
            <PostDate post={post} />
          </MetaLine>
          <Typography variant="body2" color="textSecondary">
            {post.excerpt}
          </Typography>
          <TagList tags={post.tags} />
        </Stack>
      </CardContent>
    </Root>
  );
}

/** A card standing in for a post being loaded. */
export function PostCardSkeleton() {
  return (
    <Card aria-hidden>
      <CardContent>
        <Stack gap={1.5}>
          <Skeleton variant="text" width="70%" height={28} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="85%" />
        </Stack>
      </CardContent>
    </Card>
  );
}

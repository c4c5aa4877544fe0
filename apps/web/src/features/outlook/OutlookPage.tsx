import { usePosts } from '@finfree/core/react';
import { Button, Chip, EmptyState, Pagination, Search, Stack, TextField, up } from '@finfree/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RetryAlert } from '../../components/RetryAlert';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useListParams } from '../../lib/useListParams';
import { filterTags, readOutlookParams } from './outlookParams';
import { PostCard, PostCardSkeleton, tagLabel } from './PostCard';

/** How long typing rests before the list follows the search (ms). */
export const SEARCH_DELAY_MS = 300;

const Filters = styled.div`
  display: grid;
  gap: 16px;
  ${up('md')} {
    grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
    align-items: end;
  }
`;

// On a phone the tags are one row that scrolls sideways, so the posts start near the top.
const Chips = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  scrollbar-width: none;
  /* Room for the focus ring, which the scrolling row would clip. */
  margin-block: -4px;
  padding-block: 4px;
  & > * {
    flex: none;
  }
  ${up('sm')} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Posts = styled.div`
  display: grid;
  gap: 24px;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/**
 * The search field: what the member types, applied to the address (`?q=`) once typing rests;
 * the address changed otherwise (back, forward, "Clear the filters") sets it again.
 */
function SearchField({ value, apply }: { value: string; apply: (value: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const applyNow = (next: string) => {
    clearTimeout(typing.current);
    if (next.trim() !== value) apply(next.trim());
  };
  return (
    <TextField
      type="search"
      label={t('outlook.search')}
      placeholder={t('outlook.searchPlaceholder')}
      value={draft}
      startAdornment={<Search size={18} aria-hidden />}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        clearTimeout(typing.current);
        typing.current = setTimeout(() => applyNow(next), SEARCH_DELAY_MS);
      }}
      onBlur={(event) => applyNow(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applyNow(event.currentTarget.value);
      }}
    />
  );
}

/**
 * The market outlook: the analysts' posts, latest first, as cards (each in its own language and
 * direction), with a search and tag filters kept in the address (`?q=`, `?tag=`, `?page=`).
 */
export function OutlookPage() {
  const { t } = useTranslation();
  const { search, update, setPage } = useListParams();
  const params = readOutlookParams(search);
  // While the next search, tag or page loads, the cards on screen stay (dimmed).
  const posts = usePosts(params, { placeholderData: keepPreviousData });
  const results = posts.data?.results ?? [];
  const filtered = Boolean(params.search || params.tag);
  const totalPages = posts.data?.totalPages ?? 1;

  let list: React.ReactNode;
  if (posts.isPending) {
    list = (
      <Posts aria-busy="true">
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </Posts>
    );
  } else if (posts.isError) {
    list = (
      <RetryAlert error={posts.error} onRetry={() => void posts.refetch()}>
        {t('outlook.loadError')}
      </RetryAlert>
    );
  } else if (results.length === 0) {
    list = filtered ? (
      <EmptyState
        title={t('outlook.noMatch')}
        titleAs="h2"
        description={t('outlook.noMatchText')}
        action={
          <Button variant="outlined" onClick={() => update({ q: null, tag: null, page: null })}>
            {t('outlook.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('outlook.empty')} titleAs="h2" description={t('outlook.emptyText')} />
    );
  } else {
    list = (
      <Posts aria-busy={posts.isPlaceholderData}>
        {results.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Posts>
    );
  }

  return (
    <Stack gap={3}>
      <ScreenTitle title={t('outlook.title')} intro={t('outlook.intro')} />
      <Filters role="search" aria-label={t('outlook.title')}>
        <SearchField
          value={params.search ?? ''}
          apply={(value) => update({ q: value, page: null })}
        />
        <Chips role="group" aria-label={t('outlook.tags')}>
          {filterTags(results, params.tag).map((tag) => (
            <Chip
              key={tag}
              label={tagLabel(t, tag)}
              variant={tag === params.tag ? 'filled' : 'outlined'}
              color={tag === params.tag ? 'primary' : 'default'}
              selected={tag === params.tag}
              onClick={() => update({ tag: tag === params.tag ? null : tag, page: null })}
            />
          ))}
        </Chips>
      </Filters>
      {list}
      {totalPages > 1 ? (
        <Pagination
          count={totalPages}
          page={params.page}
          onPageChange={(page) => {
            setPage(page);
            window.scrollTo(0, 0);
          }}
          aria-label={t('outlook.pages')}
          style={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}

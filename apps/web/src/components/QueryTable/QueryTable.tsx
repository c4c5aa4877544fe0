import { Table, type TableColumn, type TablePagination } from '@finfree/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorKey } from '../../lib/loadError';

/** The parts of a list query a {@link QueryTable} shows. */
export interface ListQuery<Row> {
  /** The loaded page. */
  data?: { results: Row[]; page: number; limit: number; totalResults: number };
  /** True until the first page arrives. */
  isPending: boolean;
  /** True when loading failed. */
  isError: boolean;
  /** Why loading failed. */
  error: unknown;
  /** Loads again (the Retry button). */
  refetch: () => unknown;
}

/** The table pagination of a loaded page of a list, or none while it loads. */
export function listPagination(
  data: { page: number; limit: number; totalResults: number } | undefined,
  onPageChange: (page: number) => void,
): TablePagination | undefined {
  return data
    ? { page: data.page, limit: data.limit, total: data.totalResults, onPageChange }
    : undefined;
}

/** Props of {@link QueryTable}. */
export interface QueryTableProps<Row> {
  /** Accessible name of the table. */
  caption: string;
  /** Column definitions, in display order. */
  columns: ReadonlyArray<TableColumn<Row>>;
  /** The list query whose page the table shows (loading, error and retry included). */
  query: ListQuery<Row>;
  /** Rows to show instead of the query's (e.g. decorated ones); default: the page's results. */
  rows?: readonly Row[];
  /** Shown when the page has no rows. */
  emptyContent: ReactNode;
  /** The i18n key of a load error (default: the dashboard's `loadErrorKey`). */
  errorKey?: (error: unknown) => string;
  /** Called with the page the user picks; without it the table shows no pager. */
  onPageChange?: (page: number) => void;
  /** Hides the pager while every row fits on one page. */
  hideSinglePage?: boolean;
}

/**
 * The table of a list query: the page of `query`, its skeleton while loading, the translated
 * load error with a Retry button, the empty content, and a pager when `onPageChange` is given.
 */
export function QueryTable<Row>({
  caption,
  columns,
  query,
  rows,
  emptyContent,
  errorKey = loadErrorKey,
  onPageChange,
  hideSinglePage = false,
}: QueryTableProps<Row>) {
  const { t } = useTranslation();
  const { data } = query;
  const paged = onPageChange && !(hideSinglePage && data && data.totalResults <= data.limit);
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows ?? query.data?.results ?? []}
      loading={query.isPending}
      error={query.isError ? t(errorKey(query.error)) : undefined}
      onRetry={() => void query.refetch()}
      retryLabel={t('common.retry')}
      emptyContent={emptyContent}
      pagination={paged ? listPagination(data, onPageChange) : undefined}
    />
  );
}

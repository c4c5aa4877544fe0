import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  forwardRef,
  useMemo,
  type HTMLAttributes,
  type Key,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useUiText } from '../../locale/UiTextProvider';
import { Button } from '../Button/Button';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import { TableRoot } from './Table.styles';
import { cssLength } from '../../utils/cssLength';

export const tableAligns = ['start', 'center', 'end'] as const;
export const sortDirections = ['asc', 'desc'] as const;

export type TableAlign = (typeof tableAligns)[number];
export type SortDirection = (typeof sortDirections)[number];

/** The sorted column and its direction. */
export interface TableSort {
  /** Column id. */
  id: string;
  /** Ascending or descending. */
  direction: SortDirection;
}

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable id; also the row key read when there is no `cell`. */
  id: string;
  /** Header content. */
  header: ReactNode;
  /** Text naming the value in the small-screen card layout (defaults to `header` when it is a string). */
  label?: string;
  /** Renders the cell; defaults to `String(row[id])`. */
  cell?: (row: Row) => ReactNode;
  /** Lets the user sort by this column. */
  sortable?: boolean;
  /** Value compared when the table sorts rows itself (`sortRows`); defaults to `row[id]`. */
  sortValue?: (row: Row) => string | number;
  /** Text alignment (logical). */
  align?: TableAlign;
  /** Numbers: tabular figures, aligned to the end. */
  numeric?: boolean;
  /** Column width: px number or CSS length. */
  width?: number | string;
}

/** Page state of a paginated {@link Table}. */
export interface TablePagination {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** Total number of rows across all pages. */
  total: number;
  /** Called with the chosen page. */
  onPageChange: (page: number) => void;
}

export interface TableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Column definitions, in display order. */
  columns: ReadonlyArray<TableColumn<Row>>;
  /** Rows of the current page. */
  rows: readonly Row[];
  /** Key of a row (default: its `id` property, else its index). */
  getRowId?: (row: Row, index: number) => Key;
  /** Accessible name of the table, rendered as its caption. */
  caption: string;
  /** Shows the caption visually (it is always read by screen readers). */
  showCaption?: boolean;
  /** Sorted column when controlled. */
  sort?: TableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called when the user sorts by a header. */
  onSortChange?: (sort: TableSort | null) => void;
  /** Sorts `rows` in the browser by the current sort (leave off when the server sorts). */
  sortRows?: boolean;
  /** Shows skeleton rows (`loadingRows` of them) and marks the table busy. */
  loading?: boolean;
  /**
   * How many skeleton rows `loading` shows: as many as the rows expected, so nothing below moves
   * when they arrive. `pagination.limit` by default, else 5.
   */
  loadingRows?: number;
  /** An error message; replaces the rows with it and a Retry button. */
  error?: ReactNode;
  /** Called by the Retry button of the error row. */
  onRetry?: () => void;
  /** Label of the Retry button; `table.retry` of the UiText by default. */
  retryLabel?: string;
  /** Shown when there are no rows; `table.empty` of the UiText by default. */
  emptyContent?: ReactNode;
  /** Page state; shows a range text and page navigation under the table. */
  pagination?: TablePagination;
  /** Range text of the footer, e.g. "1–10 of 42"; `table.range` of the UiText by default. */
  formatRange?: (from: number, to: number, total: number) => string;
}

function readValue<Row>(row: Row, id: string): unknown {
  return (row as Record<string, unknown>)[id];
}

const defaultRowId = <Row,>(row: Row, index: number): Key => {
  const id = readValue(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function TableInner<Row>(
  {
    columns,
    rows,
    getRowId = defaultRowId,
    caption,
    showCaption = false,
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    sortRows = false,
    loading = false,
    loadingRows,
    error,
    onRetry,
    retryLabel,
    emptyContent,
    pagination,
    formatRange,
    ...rest
  }: TableProps<Row>,
  ref: Ref<HTMLDivElement>,
) {
  const text = useUiText().table;
  const [sort, setSort] = useControllableState<TableSort | null>({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: onSortChange,
  });

  const shownRows = useMemo(() => {
    if (!sortRows || !sort) return rows;
    const column = columns.find((c) => c.id === sort.id);
    const value = (row: Row) =>
      column?.sortValue ? column.sortValue(row) : (readValue(row, sort.id) as string | number);
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * factor;
    });
  }, [rows, sort, sortRows, columns]);

  const toggleSort = (id: string) =>
    setSort((current) =>
      current?.id === id && current.direction === 'asc'
        ? { id, direction: 'desc' }
        : { id, direction: 'asc' },
    );

  const labelOf = (column: TableColumn<Row>) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  const alignOf = (column: TableColumn<Row>) => column.align ?? (column.numeric ? 'end' : 'start');
  const skeletonCount = loadingRows ?? pagination?.limit ?? 5;
  const span = columns.length;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonCount }, (_, i) => (
      <tr key={`skeleton-${i}`} data-part="SkeletonRow">
        {columns.map((column) => (
          <td key={column.id} data-label={labelOf(column)}>
            <Skeleton variant="text" />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr data-part="ErrorRow">
        <td colSpan={span}>
          <div data-part="Feedback" role="alert">
            <span>{error}</span>
            {onRetry ? (
              <Button size="small" variant="outlined" color="inherit" onClick={onRetry}>
                {retryLabel ?? text.retry}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (shownRows.length === 0) {
    body = (
      <tr data-part="EmptyRow">
        <td colSpan={span}>
          <div data-part="Feedback">{emptyContent ?? text.empty}</div>
        </td>
      </tr>
    );
  } else {
    body = shownRows.map((row, index) => (
      <tr key={getRowId(row, index)} data-part="Row">
        {columns.map((column) => (
          <td
            key={column.id}
            data-label={labelOf(column)}
            data-align={alignOf(column)}
            data-numeric={column.numeric || undefined}
          >
            {column.cell ? column.cell(row) : String(readValue(row, column.id) ?? '')}
          </td>
        ))}
      </tr>
    ));
  }

  const pageCount = pagination ? Math.max(Math.ceil(pagination.total / pagination.limit), 1) : 0;
  const from = pagination
    ? Math.min((pagination.page - 1) * pagination.limit + 1, pagination.total)
    : 0;
  const to = pagination ? Math.min(pagination.page * pagination.limit, pagination.total) : 0;

  return (
    <TableRoot ref={ref} data-component="Table" {...rest}>
      <div data-part="Scroller">
        <table aria-busy={loading || undefined}>
          <caption data-part="Caption" data-visible={showCaption || undefined}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.id === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ? ariaSort[sorted] : undefined}
                    data-align={alignOf(column)}
                    style={
                      column.width !== undefined ? { width: cssLength(column.width) } : undefined
                    }
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        data-part="SortButton"
                        data-active={sorted ? true : undefined}
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                        {sorted === 'desc' ? (
                          <ArrowDown aria-hidden data-part="SortIcon" />
                        ) : (
                          <ArrowUp aria-hidden data-part="SortIcon" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {pagination && pagination.total > 0 ? (
        <div data-part="Footer">
          <span data-part="Range">
            {formatRange
              ? formatRange(from, to, pagination.total)
              : text.range({ from, to, total: pagination.total })}
          </span>
          <Pagination
            size="small"
            count={pageCount}
            page={pagination.page}
            onPageChange={pagination.onPageChange}
            aria-label={text.pages({ caption })}
          />
        </div>
      ) : null}
    </TableRoot>
  );
}

/**
 * A data table from a columns config: sortable headers with `aria-sort`, loading skeleton rows,
 * empty and error rows, pagination; below 600 px of its own width each row becomes a card.
 */
export const Table = forwardRef(TableInner) as <Row>(
  props: TableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement | null;

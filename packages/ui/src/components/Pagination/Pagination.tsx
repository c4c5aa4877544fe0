import { ChevronLeft, ChevronRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import type { UiText } from '../../locale/uiText';
import { useUiText } from '../../locale/UiTextProvider';
import { PaginationRoot } from './Pagination.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const paginationSizes = ['small', 'medium'] as const;
export type PaginationSize = (typeof paginationSizes)[number];

/** One slot of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);

/**
 * The slots to show for `page` of `count` pages: the first/last `boundaryCount` pages, `siblingCount`
 * pages around the current one, and gaps between them (a gap never hides a single page).
 */
export function paginationRange(
  page: number,
  count: number,
  siblingCount = 1,
  boundaryCount = 1,
): PaginationItem[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : count - 1,
  );
  const items: Array<PaginationItem | null> = [
    ...startPages,
    siblingsStart > boundaryCount + 2
      ? 'ellipsis-start'
      : boundaryCount + 1 < count - boundaryCount
        ? boundaryCount + 1
        : null,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - boundaryCount - 1
      ? 'ellipsis-end'
      : count - boundaryCount > boundaryCount
        ? count - boundaryCount
        : null,
    ...endPages,
  ];
  return items.filter((item): item is PaginationItem => item !== null);
}

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Number of pages. */
  count: number;
  /** Current page (1-based) when controlled. */
  page?: number;
  /** Initial page when uncontrolled. */
  defaultPage?: number;
  /** Called with the newly chosen page. */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Pages always shown at the start and the end. */
  boundaryCount?: number;
  /** Button size. */
  size?: PaginationSize;
  /** Accessible label of each control ('previous', 'next' or a page number); `pagination.*` of the UiText by default. */
  getItemLabel?: (item: 'previous' | 'next' | number, selected: boolean) => string;
}

/** The default control labels, from the UiText's `pagination` section. */
const itemLabelFrom =
  (text: UiText['pagination']) => (item: 'previous' | 'next' | number, selected: boolean) => {
    if (item === 'previous') return text.previous;
    if (item === 'next') return text.next;
    return selected ? text.page({ page: item }) : text.goToPage({ page: item });
  };

/** Page navigation: previous, numbered pages with gaps, next (a `<nav>` landmark). */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    count,
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    siblingCount = 1,
    boundaryCount = 1,
    size = 'medium',
    getItemLabel: getItemLabelProp,
    'aria-label': ariaLabelProp,
    ...rest
  },
  ref,
) {
  const text = useUiText().pagination;
  const getItemLabel = getItemLabelProp ?? itemLabelFrom(text);
  const ariaLabel = ariaLabelProp ?? text.label;
  const [page, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const pages = Math.max(count, 1);
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <PaginationRoot
      ref={ref}
      aria-label={ariaLabel}
      {...dataAttributes('Pagination', { size })}
      {...rest}
    >
      <ul data-part="List">
        <li>
          <button
            type="button"
            data-part="Previous"
            aria-label={getItemLabel('previous', false)}
            disabled={current <= 1}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeft aria-hidden data-part="DirectionalIcon" />
          </button>
        </li>
        {paginationRange(current, pages, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                data-part="Page"
                aria-label={getItemLabel(item, item === current)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => setPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} data-part="Ellipsis" aria-hidden>
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-part="Next"
            aria-label={getItemLabel('next', false)}
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            <ChevronRight aria-hidden data-part="DirectionalIcon" />
          </button>
        </li>
      </ul>
    </PaginationRoot>
  );
});

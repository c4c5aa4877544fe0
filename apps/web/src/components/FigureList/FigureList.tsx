import { Skeleton, cssVar, up } from '@finfree/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The grid of a {@link FigureList} (two a row, four from `md`), for lists that style more. */
export const FigureGrid = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dt {
    color: ${cssVar('text-secondary')};
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${cssVar('text-primary')};
    overflow-wrap: anywhere;
  }
`;

/** One figure of a {@link FigureList}. */
export interface FigureItem {
  /** What the figure is. */
  label: string;
  /** The figure; `null` while it loads (a placeholder stands in). */
  value: ReactNode | null;
}

/** Props of {@link FigureList}. */
export interface FigureListProps {
  /** The figures, in reading order. */
  items: readonly FigureItem[];
}

/**
 * Headline figures (two a row, four from `md`): each label above its large value. The list is
 * marked busy while any value is still loading.
 */
export function FigureList({ items }: FigureListProps) {
  return (
    <FigureGrid aria-busy={items.some((item) => item.value === null) || undefined}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? <Skeleton variant="text" width="60%" />}</dd>
        </div>
      ))}
    </FigureGrid>
  );
}

import { cssVar } from '@finfree/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A detail's facts as a description list: each label at the start of its row, its value (tabular
 * figures) at the end. Holds {@link Fact}s, or `dt`/`dd` pairs.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${cssVar('text-secondary')};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

/** Props of {@link Fact}. */
export interface FactProps {
  /** What the fact is (the term). */
  label: ReactNode;
  /** Its value. */
  children: ReactNode;
}

/** One row of a {@link FactList}: a term and its value. */
export function Fact({ label, children }: FactProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

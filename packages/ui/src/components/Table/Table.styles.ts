import styled from 'styled-components';
import { breakpoints } from '../../theme/breakpoints';
import { cssVar } from '../../theme/cssVars';
import { visuallyHidden } from '../../theme/mixins';

// The range text reads in the direction of its own words ("1–10 of 60" stays in that order on a
// right-to-left page in a left-to-right language). Rows shown as cards keep a margin from the
// surface around them, and their hover fill follows the card's rounded shape.
export const TableRoot = styled.div`
  container: ff-table / inline-size;
  font-family: ${cssVar('font-family')};
  color: ${cssVar('text-primary')};

  & > [data-part='Scroller'] {
    overflow-x: auto;
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
  }
  & caption:not([data-visible]) {
    ${visuallyHidden}
  }
  & caption[data-visible] {
    padding: 16px;
    caption-side: top;
    text-align: inherit;
    font-weight: ${cssVar('font-weight-semibold')};
  }
  & th,
  & td {
    padding: 12px 16px;
    border-block-end: 1px dashed ${cssVar('divider')};
    /* The page's alignment (not a header's centre, nor the start of its own text's direction). */
    text-align: inherit;
    vertical-align: middle;
  }
  & th {
    background: ${cssVar('background-neutral')};
    color: ${cssVar('text-secondary')};
    font-weight: ${cssVar('font-weight-semibold')};
    white-space: nowrap;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & [data-align='end'] {
    text-align: end;
  }
  & td[data-numeric] {
    font-variant-numeric: tabular-nums;
  }
  & tr[data-part='Row']:hover > td {
    background: ${cssVar('action-hover')};
  }
  & [data-part='SortButton'] {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin: -4px;
    padding: 4px;
    border: 0;
    border-radius: 4px;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    outline: 2px solid transparent;
  }
  & [data-part='SortButton']:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
  & [data-part='SortButton'][data-active] {
    color: ${cssVar('text-primary')};
  }
  & [data-part='SortIcon'] {
    width: 16px;
    height: 16px;
    opacity: 0;
  }
  & [data-part='SortButton']:hover [data-part='SortIcon'],
  & [data-part='SortButton'][data-active] [data-part='SortIcon'] {
    opacity: 1;
  }
  & [data-part='Feedback'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 12px;
    padding-block: 24px;
    color: ${cssVar('text-secondary')};
    text-align: center;
  }
  & [data-part='Footer'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 16px;
    padding: 12px 16px;
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
  & [data-part='Range'] {
    unicode-bidi: plaintext;
  }

  /* Small containers: every row becomes a card of label/value lines. */
  @container ff-table (max-width: ${breakpoints.sm - 0.05}px) {
    & table,
    & tbody,
    & tr,
    & td {
      display: block;
    }
    & thead {
      ${visuallyHidden}
    }
    & tbody {
      display: grid;
      gap: 12px;
      padding: 12px;
    }
    & tr {
      padding: 8px 16px;
      border: 1px solid ${cssVar('divider')};
      border-radius: ${cssVar('shape-radius')};
      background: ${cssVar('background-paper')};
    }
    & tr[data-part='Row']:hover > td {
      background: none;
    }
    & tr[data-part='Row']:hover {
      background:
        linear-gradient(${cssVar('action-hover')}, ${cssVar('action-hover')}),
        ${cssVar('background-paper')};
    }
    & td {
      display: flex;
      justify-content: space-between;
      gap: 16px;
      padding: 6px 0;
      border: 0;
      text-align: end;
    }
    & td[data-label]::before {
      content: attr(data-label);
      color: ${cssVar('text-secondary')};
      font-weight: ${cssVar('font-weight-semibold')};
      text-align: inherit;
    }
    & tr[data-part='EmptyRow'] td,
    & tr[data-part='ErrorRow'] td {
      display: block;
    }
    & [data-part='Footer'] {
      justify-content: center;
    }
  }
`;

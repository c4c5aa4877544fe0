import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const PaginationRoot = styled.nav`
  font-family: ${cssVar('font-family')};

  & > [data-part='List'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-width: 32px;
    height: 32px;
    padding-inline: 6px;
    border: 1px solid transparent;
    border-radius: 16px;
    background: transparent;
    color: ${cssVar('text-primary')};
    font: inherit;
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: 2px solid transparent;
  }
  &[data-size='small'] button {
    min-width: 26px;
    height: 26px;
    border-radius: 13px;
    font-size: 0.8125rem;
  }
  & button:hover:not(:disabled) {
    background: ${cssVar('action-hover')};
  }
  & button[aria-current='page'] {
    background: ${cssVar('text-primary')};
    color: ${cssVar('background-paper')};
    font-weight: ${cssVar('font-weight-semibold')};
  }
  & button:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
  & button:disabled {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
  }
  & svg {
    width: 18px;
    height: 18px;
  }
  [dir='rtl'] & [data-part='DirectionalIcon'] {
    transform: scaleX(-1);
  }
  & [data-part='Ellipsis'] {
    min-width: 32px;
    text-align: center;
    color: ${cssVar('text-secondary')};
  }
`;

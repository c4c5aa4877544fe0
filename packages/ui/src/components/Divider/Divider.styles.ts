import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const DividerRoot = styled.div`
  --divider-style: solid;
  flex-shrink: 0;
  margin: 0;
  border: 0;
  color: ${cssVar('text-secondary')};

  &[data-dashed] {
    --divider-style: dashed;
  }
  &[data-orientation='horizontal']:not([data-with-text]) {
    border-block-end: 1px var(--divider-style) ${cssVar('divider')};
  }
  &[data-orientation='vertical'] {
    align-self: stretch;
    width: 0;
    height: auto;
    border-inline-end: 1px var(--divider-style) ${cssVar('divider')};
  }
  &[data-variant='inset'] {
    margin-inline-start: 72px;
  }
  &[data-variant='middle'][data-orientation='horizontal'] {
    margin-inline: 16px;
  }
  &[data-variant='middle'][data-orientation='vertical'] {
    margin-block: 8px;
  }

  &[data-with-text] {
    display: flex;
    align-items: center;
    gap: 16px;
    font-size: 0.75rem;
    font-weight: ${cssVar('font-weight-semibold')};
    white-space: nowrap;
  }
  &[data-with-text]::before,
  &[data-with-text]::after {
    content: '';
    flex: 1 1 0;
    border-block-end: 1px var(--divider-style) ${cssVar('divider')};
  }
  &[data-text-align='start']::before {
    flex: 0 0 10%;
  }
  &[data-text-align='end']::after {
    flex: 0 0 10%;
  }
`;

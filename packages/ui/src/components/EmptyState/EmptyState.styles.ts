import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  box-sizing: border-box;
  padding: 40px 16px;
  border-radius: calc(${cssVar('shape-radius')} * 2);
  font-family: ${cssVar('font-family')};
  text-align: center;

  & > [data-part='Icon'] {
    display: inline-flex;
    margin-block-end: 8px;
    padding: 16px;
    border-radius: 50%;
    background: ${cssVar('background-neutral')};
    color: ${cssVar('text-secondary')};
  }
  & > [data-part='Icon'] > svg {
    width: 40px;
    height: 40px;
  }
  & > [data-part='Image'] {
    max-width: 160px;
    max-height: 160px;
    margin-block-end: 8px;
  }
  & > [data-part='Title'] {
    margin: 0;
    color: ${cssVar('text-primary')};
    font-size: 1.125rem;
    font-weight: ${cssVar('font-weight-semibold')};
  }
  & > [data-part='Description'] {
    max-width: 400px;
    margin: 0;
    color: ${cssVar('text-secondary')};
    font-size: 0.875rem;
    line-height: 1.571;
  }
  & > [data-part='Action'] {
    margin-block-start: 16px;
  }
`;

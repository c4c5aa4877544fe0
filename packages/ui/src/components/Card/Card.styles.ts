import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const CardRoot = styled.div`
  position: relative;
  box-sizing: border-box;
  overflow: hidden;
  border-radius: calc(${cssVar('shape-radius')} * 2);
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-card')};
`;

export const CardHeaderRoot = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 24px 24px 0;

  & > [data-part='Text'] {
    flex: 1 1 auto;
    min-width: 0;
  }
  & [data-part='Title'] {
    margin: 0;
    font-size: 1.125rem;
    font-weight: ${cssVar('font-weight-semibold')};
    line-height: 1.556;
  }
  & [data-part='Subheader'] {
    margin: 4px 0 0;
    font-size: 0.875rem;
    color: ${cssVar('text-secondary')};
  }
  & > [data-part='Action'] {
    flex: none;
    align-self: flex-start;
    margin-inline-end: -8px;
  }
`;

export const CardContentRoot = styled.div`
  padding: 24px;
`;

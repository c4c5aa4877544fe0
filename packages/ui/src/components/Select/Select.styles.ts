import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { InputBox } from '../TextField/TextField.styles';

export const SelectBox = styled(InputBox)`
  position: relative;
  padding: 0;

  & > select[data-part='Input'] {
    appearance: none;
    align-self: stretch;
    min-height: inherit;
    padding-inline: 14px 40px;
    cursor: pointer;
  }
  & > select[data-part='Input'] option {
    background: ${cssVar('background-paper')};
    color: ${cssVar('text-primary')};
  }
  & > [data-part='Icon'] {
    position: absolute;
    inset-inline-end: 12px;
    width: 18px;
    height: 18px;
    color: ${cssVar('text-secondary')};
    pointer-events: none;
  }
`;

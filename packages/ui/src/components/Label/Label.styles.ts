import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { softAndFilledRules, toneColorRules } from '../Button/palette';

export const LabelRoot = styled.span`
  ${toneColorRules('label')}

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  box-sizing: border-box;
  min-width: 24px;
  height: 24px;
  padding-inline: 6px;
  border: 1px solid transparent;
  border-radius: 6px;
  font-family: ${cssVar('font-family')};
  font-size: 0.75rem;
  font-weight: ${cssVar('font-weight-bold')};
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: middle;

  ${softAndFilledRules('label')}
  &[data-variant='outlined'] {
    border-color: currentColor;
    background: transparent;
    color: var(--label-text);
  }
  & > [data-part] {
    display: inline-flex;
  }
  & > [data-part] > svg {
    width: 16px;
    height: 16px;
  }
`;

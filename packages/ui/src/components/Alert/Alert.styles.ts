import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules, softAndFilledRules } from '../Button/palette';

export const AlertRoot = styled.div`
  ${paletteColorRules('alert')}
  display: flex;
  align-items: flex-start;
  gap: 12px;
  box-sizing: border-box;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: ${cssVar('shape-radius')};
  font-family: ${cssVar('font-family')};
  font-size: 0.875rem;
  line-height: 1.571;

  ${softAndFilledRules('alert', 'standard')}
  &[data-variant='outlined'] {
    border-color: rgb(var(--alert-channel) / 0.48);
    background: rgb(var(--alert-channel) / 0.08);
    color: var(--alert-soft-text);
  }

  & > [data-part='Icon'] {
    display: inline-flex;
    padding-block: 7px;
  }
  & > [data-part='Icon'] > svg {
    width: 22px;
    height: 22px;
  }
  & > [data-part='Message'] {
    flex: 1 1 auto;
    min-width: 0;
    padding-block: 8px;
  }
  & [data-part='Title'] {
    margin: 0 0 4px;
    font-weight: ${cssVar('font-weight-semibold')};
  }
  & > [data-part='Action'] {
    display: flex;
    align-items: center;
    gap: 8px;
    padding-block: 4px;
    margin-inline-end: -4px;
  }
`;

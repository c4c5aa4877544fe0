import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { softAndFilledRules, toneColorRules } from '../Button/palette';

export const ChipRoot = styled.div`
  ${toneColorRules('chip')}

  display: inline-flex;
  align-items: center;
  gap: 4px;
  box-sizing: border-box;
  height: 32px;
  padding-inline: 10px;
  border: 1px solid transparent;
  border-radius: 16px;
  font-family: ${cssVar('font-family')};
  font-size: 0.8125rem;
  font-weight: ${cssVar('font-weight-medium')};
  white-space: nowrap;
  vertical-align: middle;

  &[data-size='small'] {
    height: 24px;
    padding-inline: 6px;
    border-radius: 12px;
    font-size: 0.75rem;
  }
  ${softAndFilledRules('chip')}
  &[data-variant='outlined'] {
    border-color: rgb(var(--chip-channel) / 0.48);
    color: var(--chip-text);
  }
  &[data-disabled] {
    opacity: ${cssVar('action-disabled-opacity')};
  }

  & > [data-part='Icon'] {
    display: inline-flex;
    margin-inline-start: -4px;
  }
  & > [data-part='Icon'] > svg {
    width: 18px;
    height: 18px;
  }
  & > button {
    display: inline-flex;
    align-items: center;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    outline: 2px solid transparent;
    border-radius: 12px;
  }
  & > button:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
  & > button:disabled {
    cursor: not-allowed;
  }
  & > [data-part='Label'] {
    padding-inline: 2px;
  }
  & > [data-part='Delete'] {
    justify-content: center;
    width: 20px;
    height: 20px;
    margin-inline-end: -4px;
    opacity: 0.72;
  }
  & > [data-part='Delete']:hover:not(:disabled) {
    opacity: 1;
  }
  & > [data-part='Delete'] > svg {
    width: 16px;
    height: 16px;
  }
`;

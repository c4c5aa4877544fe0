import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';

export const IconButtonRoot = styled.button`
  --icon-button-text: ${cssVar('text-secondary')};
  --icon-button-channel: ${cssVar('palette-grey-500-channel')};
  ${paletteColorRules('icon-button')}

  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--icon-button-text);
  cursor: pointer;
  outline: 2px solid transparent;
  transition: background-color ${cssVar('transition-shorter')} ${cssVar('easing-standard')};

  &[data-color='inherit'] {
    color: inherit;
  }
  &[data-size='small'] {
    width: 28px;
    height: 28px;
  }
  &[data-size='medium'] {
    width: 36px;
    height: 36px;
  }
  &[data-size='large'] {
    width: 48px;
    height: 48px;
  }
  & > svg {
    width: 20px;
    height: 20px;
  }
  &[data-size='large'] > svg {
    width: 24px;
    height: 24px;
  }
  &[data-size='small'] > svg {
    width: 18px;
    height: 18px;
  }
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: rgb(var(--icon-button-channel) / ${cssVar('action-hover-opacity')});
  }
  &:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
  }
`;

import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';

/** Shared look of a checkable control (checkbox box, radio dot) and its label. */
export const CheckableLabel = styled.label`
  ${paletteColorRules('check')}
  --check-size: 20px;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${cssVar('text-primary')};
  font-family: ${cssVar('font-family')};
  font-size: 0.875rem;
  line-height: 1.571;
  cursor: pointer;
  vertical-align: middle;

  &[data-size='small'] {
    --check-size: 16px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
  }
  & > [data-part='Control'] {
    position: relative;
    display: inline-flex;
    flex-shrink: 0;
    padding: 6px;
    border-radius: 50%;
  }
  &:hover:not([data-disabled]) > [data-part='Control'] {
    background: ${cssVar('action-hover')};
  }
  & [data-part='Input'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  & [data-part='Input']:focus-visible + [data-part] {
    box-shadow: ${cssVar('focus-ring')};
  }
`;

export const CheckboxRoot = styled(CheckableLabel)`
  & [data-part='Box'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: var(--check-size);
    height: var(--check-size);
    border: 2px solid ${cssVar('text-secondary')};
    border-radius: 5px;
    color: var(--check-contrast);
    transition: background-color ${cssVar('transition-shortest')} ${cssVar('easing-standard')};
  }
  & [data-part='Box'] > svg {
    width: 100%;
    height: 100%;
    stroke-width: 3.5;
  }
  & [data-part='Box'][data-state='checked'],
  & [data-part='Box'][data-state='indeterminate'] {
    border-color: var(--check-main);
    background: var(--check-main);
  }
`;

import styled, { css } from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';

/**
 * The `<label>` root of every native-input toggle (checkbox, radio, switch): the label text
 * beside the control, the disabled look, and the native input stretched invisibly over the
 * drawn control so that it still takes the clicks and the focus.
 */
export const toggleLabelBase = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${cssVar('text-primary')};
  font-family: ${cssVar('font-family')};
  font-size: 0.875rem;
  cursor: pointer;
  vertical-align: middle;

  &[data-disabled] {
    cursor: not-allowed;
    opacity: ${cssVar('action-disabled-opacity')};
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
`;

/** Shared look of a checkable control (checkbox box, radio dot) and its label. */
export const CheckableLabel = styled.label`
  ${paletteColorRules('check')}
  ${toggleLabelBase}
  --check-size: 20px;
  line-height: 1.571;

  &[data-size='small'] {
    --check-size: 16px;
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

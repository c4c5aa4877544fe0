import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

/** Wrapper of a form field: label, input box, helper text (shared with Select). */
export const FieldRoot = styled.div`
  --field-accent: ${cssVar('palette-primary-main')};
  --field-error-text: ${cssVar('palette-error-dark')};
  display: inline-flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-family: ${cssVar('font-family')};
  vertical-align: top;

  :root[data-mode='dark'] & {
    --field-error-text: ${cssVar('palette-error-light')};
  }
  &[data-full-width] {
    display: flex;
    width: 100%;
  }
  &[data-error] {
    --field-accent: ${cssVar('palette-error-main')};
  }
`;

export const FieldLabel = styled.label`
  font-size: 0.875rem;
  font-weight: ${cssVar('font-weight-semibold')};
  color: ${cssVar('text-secondary')};

  [data-error] > & {
    color: var(--field-error-text);
  }
`;

export const FieldHelper = styled.p`
  margin: 0;
  padding-inline: 2px;
  font-size: 0.75rem;
  line-height: 1.5;
  color: ${cssVar('text-secondary')};

  [data-error] > & {
    color: var(--field-error-text);
  }
`;

/**
 * The input's box. An address or number written left to right (an `email`, `url` or `tel`
 * input) keeps its own order on a right-to-left page ("https://", not "//:https") and sits at the
 * page's start there, as the field's other text does.
 */
export const InputBox = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  min-height: 48px;
  padding-inline: 14px;
  border: 1px solid rgb(${cssVar('palette-grey-500-channel')} / 0.32);
  border-radius: ${cssVar('shape-radius')};
  background: transparent;
  color: ${cssVar('text-primary')};
  transition: border-color ${cssVar('transition-shorter')} ${cssVar('easing-standard')};

  [data-size='small'] > & {
    min-height: 40px;
  }
  [data-multiline] > & {
    align-items: flex-start;
    padding-block: 12px;
  }
  &:hover {
    border-color: ${cssVar('text-primary')};
  }
  [data-error] > & {
    border-color: var(--field-accent);
  }
  &:focus-within {
    border-color: var(--field-accent);
    box-shadow: 0 0 0 1px var(--field-accent);
  }
  [data-disabled] > & {
    opacity: ${cssVar('action-disabled-opacity')};
    cursor: not-allowed;
  }

  & > [data-part='Input'] {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 0.9375rem;
    line-height: 1.5;
    resize: vertical;
  }
  & > :is([type='email'], [type='url'], [type='tel']) {
    direction: ltr;
  }
  & > :is([type='email'], [type='url'], [type='tel']):dir(rtl) {
    text-align: right;
  }
  & > [data-part='Input']::placeholder {
    color: ${cssVar('text-secondary')};
    opacity: 1;
  }
  & > [data-part='Input']:disabled {
    cursor: not-allowed;
  }
  & > [data-part='StartAdornment'],
  & > [data-part='EndAdornment'] {
    display: inline-flex;
    flex: none;
    color: ${cssVar('text-secondary')};
  }
  & > [data-part='PasswordToggle'] {
    margin-inline-end: -6px;
  }
`;

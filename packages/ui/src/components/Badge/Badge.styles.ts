import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { visuallyHidden } from '../../theme/mixins';
import { paletteColorRules } from '../Button/palette';

export const BadgeRoot = styled.span`
  ${paletteColorRules('badge')}
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  vertical-align: middle;

  & > [data-part='Badge'] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    min-width: 20px;
    height: 20px;
    padding-inline: 6px;
    border-radius: 10px;
    background: var(--badge-main);
    color: var(--badge-contrast);
    font-family: ${cssVar('font-family')};
    font-size: 0.75rem;
    font-weight: ${cssVar('font-weight-medium')};
    font-variant-numeric: tabular-nums;
    line-height: 1;
    white-space: nowrap;
    transform: translate(50%, -50%);
    transition: transform ${cssVar('transition-shorter')} ${cssVar('easing-standard')};
  }
  [dir='rtl'] & > [data-part='Badge'] {
    transform: translate(-50%, -50%);
  }
  &[data-overlap='circular'] > [data-part='Badge'] {
    inset-block-start: 14%;
    inset-inline-end: 14%;
  }
  &[data-variant='dot'] > [data-part='Badge'] {
    min-width: 8px;
    height: 8px;
    padding: 0;
    border-radius: 4px;
  }
  & > [data-part='Badge'][data-invisible] {
    transform: translate(50%, -50%) scale(0);
  }
  [dir='rtl'] & > [data-part='Badge'][data-invisible] {
    transform: translate(-50%, -50%) scale(0);
  }
  & > [data-part='Label'] {
    ${visuallyHidden}
  }
`;

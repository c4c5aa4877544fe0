import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';
import { toggleLabelBase } from '../Checkbox/Checkbox.styles';

export const SwitchRoot = styled.label`
  ${paletteColorRules('switch')}
  ${toggleLabelBase}
  --switch-width: 36px;
  --switch-height: 20px;

  &[data-size='small'] {
    --switch-width: 28px;
    --switch-height: 16px;
  }
  &[data-label-placement='start'] {
    flex-direction: row-reverse;
  }
  & > [data-part='Control'] {
    position: relative;
    display: inline-flex;
    flex-shrink: 0;
    padding: 4px;
  }
  & [data-part='Track'] {
    position: relative;
    display: inline-block;
    box-sizing: border-box;
    width: var(--switch-width);
    height: var(--switch-height);
    border-radius: calc(var(--switch-height) / 2);
    background: ${cssVar('palette-grey-500')};
    transition: background-color ${cssVar('transition-shorter')} ${cssVar('easing-standard')};
  }
  & [data-part='Track'][data-state='checked'] {
    background: var(--switch-main);
  }
  & [data-part='Thumb'] {
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: 3px;
    width: calc(var(--switch-height) - 6px);
    height: calc(var(--switch-height) - 6px);
    border-radius: 50%;
    background: ${cssVar('palette-grey-50')};
    box-shadow: ${cssVar('shadow-z1')};
    transition: inset-inline-start ${cssVar('transition-shorter')} ${cssVar('easing-standard')};
  }
  & [data-state='checked'] > [data-part='Thumb'] {
    inset-inline-start: calc(var(--switch-width) - var(--switch-height) + 3px);
  }
  & [data-part='Input']:focus-visible + [data-part='Track'] {
    box-shadow: ${cssVar('focus-ring')};
  }
  @media (prefers-reduced-motion: reduce) {
    & [data-part='Thumb'],
    & [data-part='Track'] {
      transition: none;
    }
  }
`;

import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';

const slide = keyframes`
  0% { inset-inline-start: -40%; width: 40%; }
  60% { inset-inline-start: 100%; width: 60%; }
  100% { inset-inline-start: 100%; width: 10%; }
`;

export const ProgressBarRoot = styled.div<{ $percent: number }>`
  ${paletteColorRules('progress')}
  --progress-height: 4px;
  position: relative;
  overflow: hidden;
  height: var(--progress-height);
  border-radius: calc(var(--progress-height) / 2);
  background: rgb(var(--progress-channel, ${cssVar('palette-grey-500-channel')}) / 0.24);

  &[data-color='inherit'] {
    --progress-main: currentColor;
  }
  &[data-variant='navigation'] {
    --progress-height: 2.5px;
    position: fixed;
    inset-block-start: 0;
    inset-inline: 0;
    z-index: ${cssVar('z-snackbar')};
    border-radius: 0;
    background: transparent;
  }
  & > [data-part='Bar'] {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    border-radius: inherit;
    background: var(--progress-main);
  }
  &[data-state='determinate'] > [data-part='Bar'] {
    width: ${(p) => p.$percent}%;
    transition: width ${cssVar('transition-standard')} ${cssVar('easing-standard')};
  }
  &[data-state='indeterminate'] > [data-part='Bar'] {
    animation: ${slide} 1.6s ${cssVar('easing-standard')} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='indeterminate'] > [data-part='Bar'] {
      width: 40%;
      animation-duration: 4s;
    }
  }
`;

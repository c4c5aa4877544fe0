import * as RadixPopover from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

export const PopoverContentRoot = styled(RadixPopover.Content)<{ $width?: string | undefined }>`
  z-index: ${cssVar('z-popover')};
  box-sizing: border-box;
  width: ${(p) => p.$width ?? 'auto'};
  max-width: calc(100vw - 16px);
  padding: 4px;
  border-radius: 10px;
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-dropdown')};
  font-family: ${cssVar('font-family')};
  font-size: 0.875rem;
  transform-origin: var(--radix-popover-content-transform-origin);
  animation: ${appear} ${cssVar('transition-shortest')} ${cssVar('easing-standard')};
  outline: none;

  & > [data-part='Arrow'] {
    fill: ${cssVar('background-paper')};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

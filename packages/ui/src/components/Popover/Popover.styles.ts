import * as RadixPopover from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { popoverSurface } from './surface.styles';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

export const PopoverContentRoot = styled(RadixPopover.Content)<{ $width?: string | undefined }>`
  ${popoverSurface}
  width: ${(p) => p.$width ?? 'auto'};
  font-size: 0.875rem;
  transform-origin: var(--radix-popover-content-transform-origin);
  animation: ${appear} ${cssVar('transition-shortest')} ${cssVar('easing-standard')};

  & > [data-part='Arrow'] {
    fill: ${cssVar('background-paper')};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

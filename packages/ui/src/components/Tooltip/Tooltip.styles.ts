import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';

const fadeIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: scale(1); }
`;

export const TooltipContent = styled(RadixTooltip.Content)`
  z-index: ${cssVar('z-tooltip')};
  box-sizing: border-box;
  max-width: 300px;
  padding: 4px 8px;
  border-radius: 6px;
  background: ${cssVar('palette-grey-800')};
  color: ${cssVar('palette-grey-50')};
  font-family: ${cssVar('font-family')};
  font-size: 0.75rem;
  font-weight: ${cssVar('font-weight-medium')};
  line-height: 1.5;
  transform-origin: var(--radix-tooltip-content-transform-origin);
  animation: ${fadeIn} ${cssVar('transition-shortest')} ${cssVar('easing-standard')};

  & > [data-part='Arrow'] {
    fill: ${cssVar('palette-grey-800')};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

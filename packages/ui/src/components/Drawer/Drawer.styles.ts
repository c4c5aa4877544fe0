import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { modalOverlay, modalPanelEnd } from '../Dialog/modal.styles';

// --drawer-from is set per side and direction, so one keyframe serves all four cases.
const slideIn = keyframes`
  from { transform: translateX(var(--drawer-from)); }
  to { transform: translateX(0); }
`;

export const DrawerOverlay = styled(RadixDialog.Overlay)`
  ${modalOverlay('z-drawer', 'transition-short')}

  &[data-overlay='clear'] {
    background: transparent;
    animation: none;
  }
`;

export const DrawerContentRoot = styled(RadixDialog.Content)<{ $width: string }>`
  --drawer-from: -100%;
  position: fixed;
  inset-block: 0;
  z-index: ${cssVar('z-drawer')};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: ${(p) => p.$width};
  max-width: 100%;
  overflow-y: auto;
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-z24')};
  font-family: ${cssVar('font-family')};
  animation: ${slideIn} ${cssVar('transition-short')} ${cssVar('easing-standard')};
  outline: none;

  &[data-side='start'] {
    inset-inline-start: 0;
  }
  &[data-side='end'] {
    --drawer-from: 100%;
    inset-inline-end: 0;
  }
  [dir='rtl'] &[data-side='start'] {
    --drawer-from: 100%;
  }
  [dir='rtl'] &[data-side='end'] {
    --drawer-from: -100%;
  }
  ${modalPanelEnd}
`;

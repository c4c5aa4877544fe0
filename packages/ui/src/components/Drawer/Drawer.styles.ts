import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// --drawer-from is set per side and direction, so one keyframe serves all four cases.
const slideIn = keyframes`
  from { transform: translateX(var(--drawer-from)); }
  to { transform: translateX(0); }
`;

export const DrawerOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${cssVar('z-drawer')};
  background: rgb(${cssVar('palette-grey-900-channel')} / 0.6);
  animation: ${fadeIn} ${cssVar('transition-short')} ${cssVar('easing-standard')};

  &[data-overlay='clear'] {
    background: transparent;
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
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
  & > [data-part='Close'] {
    position: absolute;
    inset-block-start: 12px;
    inset-inline-end: 12px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

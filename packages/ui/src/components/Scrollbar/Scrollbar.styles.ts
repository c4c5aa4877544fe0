import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

export const ScrollbarRoot = styled.div<{ $maxHeight?: string | undefined }>`
  min-width: 0;
  min-height: 0;
  max-height: ${(p) => p.$maxHeight ?? 'none'};
  overflow: auto;
  outline: 2px solid transparent;

  &:focus-visible {
    box-shadow: ${cssVar('focus-ring')};
  }

  &:not([data-native]) {
    scrollbar-width: thin;
    scrollbar-color: rgb(${cssVar('palette-grey-500-channel')} / 0.48) transparent;
  }
  &:not([data-native])::-webkit-scrollbar {
    width: 6px;
    height: 6px;
  }
  &:not([data-native])::-webkit-scrollbar-thumb {
    border-radius: 3px;
    background: rgb(${cssVar('palette-grey-500-channel')} / 0.48);
  }
  &:not([data-native])::-webkit-scrollbar-track {
    background: transparent;
  }
  &[data-native] {
    -webkit-overflow-scrolling: touch;
    overscroll-behavior: contain;
  }
`;

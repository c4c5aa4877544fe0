import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { paletteColorRules } from '../Button/palette';

export const AvatarRoot = styled.span<{ $size: number }>`
  --avatar-channel: ${cssVar('palette-grey-500-channel')};
  --avatar-soft-text: ${cssVar('text-primary')};
  ${paletteColorRules('avatar')}

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  box-sizing: border-box;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  font-family: ${cssVar('font-family')};
  font-size: ${(p) => Math.round(p.$size * 0.4)}px;
  font-weight: ${cssVar('font-weight-semibold')};
  line-height: 1;
  user-select: none;

  &[data-variant='rounded'] {
    border-radius: ${cssVar('shape-radius')};
  }
  &[data-variant='square'] {
    border-radius: 0;
  }
  &[data-fallback] {
    background: rgb(var(--avatar-channel) / 0.24);
    color: var(--avatar-soft-text);
  }
  & > [data-part='Image'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const wave = keyframes`
  0% { transform: translateX(-100%); }
  60%, 100% { transform: translateX(100%); }
`;

export const SkeletonRoot = styled.span<{
  $width?: string | undefined;
  $height?: string | undefined;
}>`
  position: relative;
  display: block;
  overflow: hidden;
  width: ${(p) => p.$width ?? 'auto'};
  height: ${(p) => p.$height ?? 'auto'};
  background: rgb(${cssVar('palette-grey-500-channel')} / 0.2);
  border-radius: ${cssVar('shape-radius')};

  &[data-variant='text'] {
    height: ${(p) => p.$height ?? '1.2em'};
    margin-block: 0.1em;
    border-radius: 4px;
  }
  &[data-variant='rectangular'] {
    border-radius: 0;
  }
  &[data-variant='circular'] {
    border-radius: 50%;
  }
  &[data-animation='pulse'] {
    animation: ${pulse} 2s ease-in-out 0.5s infinite;
  }
  &[data-animation='wave']::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent,
      rgb(${cssVar('palette-grey-500-channel')} / 0.16),
      transparent
    );
    animation: ${wave} 2s linear 0.5s infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-animation] {
      animation: none;
    }
    &[data-animation]::after {
      animation: none;
    }
  }
`;

import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.82); opacity: 0.56; }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const LoadingRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 24px;
  flex: 1 1 auto;
  width: 100%;
  min-height: 100%;
  padding: 40px;
  box-sizing: border-box;

  &[data-full-screen='true'] {
    position: fixed;
    inset: 0;
    z-index: var(--ff-z-modal);
    background-color: var(--ff-background-default);
  }
`;

export const Pulse = styled.div`
  display: inline-flex;
  animation: ${pulse} 1.6s var(--ff-easing-standard) infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Track = styled.div`
  position: relative;
  overflow: hidden;
  width: min(360px, 60%);
  height: 4px;
  border-radius: 2px;
  background-color: rgb(var(--ff-palette-primary-main-channel) / 0.2);

  &::after {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: 40%;
    border-radius: inherit;
    background-color: var(--ff-palette-primary-main);
    animation: ${slide} 1.4s var(--ff-easing-standard) infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.6;
    }
  }
`;

export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;

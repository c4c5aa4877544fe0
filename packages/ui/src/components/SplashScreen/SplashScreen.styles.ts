import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;
const breathe = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(0.86); }
`;

export const SplashRoot = styled.div`
  position: fixed;
  inset: 0;
  z-index: calc(var(--ff-z-tooltip) + 1);
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: var(--ff-background-default);
`;

export const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  height: 120px;

  [data-part='Logo'] {
    animation: ${breathe} 1.6s var(--ff-easing-standard) infinite;
  }
  [data-part='Ring'] {
    position: absolute;
    inset: 0;
    border-radius: 32%;
    border: 3px solid rgb(var(--ff-palette-primary-main-channel) / 0.24);
    animation: ${spin} 3.2s linear infinite;
  }
  [data-part='Ring'][data-ring='inner'] {
    inset: 14px;
    border-color: rgb(var(--ff-palette-primary-main-channel) / 0.48);
    animation-direction: reverse;
    animation-duration: 2.4s;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-part='Logo'],
    [data-part='Ring'] {
      animation: none;
    }
  }
`;

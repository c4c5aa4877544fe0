import styled, { keyframes } from 'styled-components';

const trickle = keyframes`
  0% { width: 0%; }
  20% { width: 40%; }
  60% { width: 72%; }
  100% { width: 90%; }
`;

/** Fixed 2.5 px track at the top of the viewport. */
export const BarRoot = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: calc(var(--ff-z-tooltip) + 1);
  height: 2.5px;
  pointer-events: none;
`;

export const BarFill = styled.div`
  height: 100%;
  width: 0%;
  background-color: var(--ff-palette-primary-main);
  box-shadow: 0 0 8px rgb(var(--ff-palette-primary-main-channel) / 0.6);
  border-start-end-radius: 2px;
  border-end-end-radius: 2px;

  &[data-state='loading'] {
    animation: ${trickle} 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  &[data-state='done'] {
    width: 100%;
    opacity: 0;
    transition:
      width 200ms var(--ff-easing-standard),
      opacity 200ms var(--ff-easing-standard) 200ms;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state='loading'] {
      animation: none;
      width: 90%;
    }
    &[data-state='done'] {
      transition: none;
    }
  }
`;

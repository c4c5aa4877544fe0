import styled, { keyframes } from 'styled-components';
import { glass } from '../../theme/mixins';

const slideInEnd = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;
const slideInStart = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

/** Invisible layer behind the drawer: the page stays visible while settings change live. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--ff-z-drawer);
  background: transparent;
`;

/** The 280 px panel on the inline-end side. */
export const Panel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: var(--ff-z-drawer);
  display: flex;
  flex-direction: column;
  width: 280px;
  max-width: 100vw;
  box-sizing: border-box;
  ${glass};
  box-shadow: var(--ff-shadow-dialog);
  border-inline-start: 1px solid var(--ff-divider);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);
  animation: ${slideInEnd} var(--ff-transition-standard) var(--ff-easing-standard);

  [dir='rtl'] & {
    animation-name: ${slideInStart};
  }
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding-block: 16px 12px;
  padding-inline: 20px 8px;
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-size: 1.125rem;
  font-weight: var(--ff-font-weight-semibold);
`;

export const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-block: 12px 24px;
  padding-inline: 20px;
  border-block-start: 1px dashed var(--ff-divider);
`;

export const Footer = styled.div`
  padding: 16px 20px;
  border-block-start: 1px dashed var(--ff-divider);
`;

export const SwitchRow = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  cursor: pointer;
  font-size: 0.875rem;
  font-weight: var(--ff-font-weight-semibold);

  [data-part='SwitchText'] {
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  [data-part='SwitchHint'] {
    font-size: 0.75rem;
    font-weight: var(--ff-font-weight-regular);
    color: var(--ff-text-secondary);
  }
`;

/** Native checkbox styled as a switch (keyboard: Space toggles). */
export const SwitchInput = styled.input`
  appearance: none;
  flex-shrink: 0;
  position: relative;
  width: 40px;
  height: 22px;
  margin: 0;
  border-radius: 11px;
  background-color: var(--ff-palette-grey-500);
  cursor: pointer;
  transition: background-color var(--ff-transition-shorter) var(--ff-easing-standard);

  &::after {
    content: '';
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background-color: #fff;
    transition: inset-inline-start var(--ff-transition-shorter) var(--ff-easing-standard);
  }
  &:checked {
    background-color: var(--ff-palette-primary-main);
  }
  &:checked::after {
    inset-inline-start: 21px;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ff-focus-ring);
  }
`;

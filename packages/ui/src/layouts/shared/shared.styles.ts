import styled from 'styled-components';
import { glass } from '../../theme/mixins';

/** Header shared by the public and dashboard layouts: glass once the page scrolls. */
export const HeaderBar = styled.header`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: var(--ff-z-app-bar);
  display: flex;
  align-items: center;
  gap: 8px;
  height: 64px;
  padding-inline: 16px;
  box-sizing: border-box;
  color: var(--ff-text-primary);
  background-color: transparent;
  transition:
    height var(--ff-transition-shorter) var(--ff-easing-standard),
    background-color var(--ff-transition-shorter) var(--ff-easing-standard);

  &[data-scrolled='true'] {
    ${glass};
  }
  @media (min-width: 1200px) {
    height: 80px;
    padding-inline: 40px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Spacer = styled.div`
  flex: 1 1 auto;
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const LogoLink = styled.a`
  display: inline-flex;
  align-items: center;
  border-radius: var(--ff-shape-radius);
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    outline: none;
    box-shadow: var(--ff-focus-ring);
  }
`;

/** Scrollable column inside the mobile drawer. */
export const DrawerBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  box-sizing: border-box;
  padding: 16px 12px;
  overflow-y: auto;
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-inline: 8px 0;
  padding-block-end: 8px;
`;

export const VisuallyHiddenTitle = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Shown only below the desktop breakpoint (lg). */
export const MobileOnly = styled.div`
  display: contents;
  @media (min-width: 1200px) {
    display: none;
  }
`;

import styled from 'styled-components';

export const DashboardRoot = styled.div`
  --nav-width: 0px;
  --header-height: 64px;
  min-height: 100vh;
  background-color: var(--ff-background-default);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);

  @media (min-width: 1200px) {
    --header-height: 80px;
    &[data-layout='vertical'] {
      --nav-width: 280px;
    }
    &[data-layout='mini'] {
      --nav-width: 88px;
    }
  }
`;

/** Header offset by the side nav on desktop. */
export const DashboardHeaderOffset = styled.div`
  & > header {
    height: var(--header-height);
    inset-inline-start: var(--nav-width);
  }
  @media (min-width: 1200px) {
    [data-layout='horizontal'] > & > header[data-scrolled='true'] {
      box-shadow: none;
    }
  }
`;

/** The fixed side navigation (vertical 280 / mini 88) on desktop. */
export const SideNav = styled.aside`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: var(--ff-z-nav);
  display: flex;
  flex-direction: column;
  width: var(--nav-width);
  box-sizing: border-box;
  border-inline-end: 1px dashed var(--ff-divider);
  background-color: var(--ff-background-default);
  transition: width var(--ff-transition-shorter) var(--ff-easing-standard);

  [data-part='NavLogo'] {
    display: flex;
    align-items: center;
    height: 80px;
    flex-shrink: 0;
    padding-inline: 28px;
  }
  &[data-variant='mini'] [data-part='NavLogo'] {
    justify-content: center;
    padding-inline: 0;
  }
  [data-part='NavScroll'] {
    flex: 1 1 auto;
    overflow-y: auto;
    padding-inline: 16px;
    padding-block-end: 24px;
  }
  &[data-variant='mini'] [data-part='NavScroll'] {
    padding-inline: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Round button on the nav edge that toggles vertical ⇄ mini. */
export const NavToggle = styled.button`
  all: unset;
  box-sizing: border-box;
  position: absolute;
  inset-block-start: 26px;
  inset-inline-end: -14px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 1px dashed var(--ff-divider);
  color: var(--ff-text-secondary);
  background-color: var(--ff-background-default);
  cursor: pointer;

  &:hover {
    color: var(--ff-text-primary);
    background-color: var(--ff-background-neutral);
  }
  &:focus-visible {
    box-shadow: var(--ff-focus-ring);
  }
  svg {
    width: 16px;
    height: 16px;
    transition: transform var(--ff-transition-shorter) var(--ff-easing-standard);
  }
  &[aria-expanded='false'] svg {
    transform: scaleX(-1);
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  [dir='rtl'] &[aria-expanded='false'] svg {
    transform: none;
  }
`;

/** The horizontal nav bar under the header (desktop, horizontal layout). */
export const TopNav = styled.div`
  position: fixed;
  inset-block-start: var(--header-height);
  inset-inline: 0;
  z-index: var(--ff-z-nav);
  display: flex;
  align-items: center;
  height: 56px;
  padding-inline: 40px;
  box-sizing: border-box;
  border-block-end: 1px dashed var(--ff-divider);
  background-color: rgb(var(--ff-background-default-channel) / 0.9);
  backdrop-filter: blur(20px);
`;

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 100vh;

  /* Focused (tabindex -1, only while focused) after a link in the mobile drawer was followed:
     a reading position, not a control, so no ring around the whole page. */
  &[tabindex='-1']:focus {
    outline: none;
  }
  box-sizing: border-box;
  padding-block: calc(var(--header-height) + 8px) 64px;
  padding-inline-start: var(--nav-width);
  transition: padding var(--ff-transition-shorter) var(--ff-easing-standard);

  @media (min-width: 1200px) {
    [data-layout='horizontal'] > & {
      padding-block-start: calc(var(--header-height) + 56px + 24px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * Content column: max width unless stretched, and stretch only counts above 1600 px. A word
 * longer than the column (a long name, an address) wraps instead of widening the page.
 */
export const Content = styled.div`
  width: 100%;
  min-width: 0;
  overflow-wrap: break-word;
  max-width: var(--content-max-width, 1200px);
  margin-inline: auto;
  padding-inline: 16px;
  box-sizing: border-box;

  @media (min-width: 600px) {
    padding-inline: 24px;
  }
  @media (min-width: 1200px) {
    padding-inline: 40px;
  }
  @media (min-width: 1600px) {
    [data-stretch='true'] & {
      max-width: none;
    }
  }
`;

import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';

/** Width of the phone's navigation drawer in px. */
export const NAV_DIALOG_WIDTH = 260;

export const NavDialogRoot = styled.dialog`
  --nav-dialog-from: -100%;
  position: fixed;
  inset-block: 0;
  inset-inline: 0 auto;
  box-sizing: border-box;
  width: ${NAV_DIALOG_WIDTH}px;
  max-width: 100%;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  overflow: hidden;
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-z24')};
  font-family: ${cssVar('font-family')};
  outline: none;
  translate: 0;
  transition:
    translate ${cssVar('transition-short')} ${cssVar('easing-standard')},
    display ${cssVar('transition-short')} allow-discrete,
    overlay ${cssVar('transition-short')} allow-discrete;

  [dir='rtl'] & {
    --nav-dialog-from: 100%;
  }
  &:not([open]) {
    translate: var(--nav-dialog-from);
  }
  @starting-style {
    &[open] {
      translate: var(--nav-dialog-from);
    }
  }

  &::backdrop {
    background: rgb(${cssVar('palette-grey-900-channel')} / 0.6);
    opacity: 1;
    transition:
      opacity ${cssVar('transition-short')} ${cssVar('easing-standard')},
      display ${cssVar('transition-short')} allow-discrete,
      overlay ${cssVar('transition-short')} allow-discrete;
  }
  &:not([open])::backdrop {
    opacity: 0;
  }
  @starting-style {
    &[open]::backdrop {
      opacity: 0;
    }
  }

  /* The page behind does not scroll while the drawer is open. */
  html:has(&:modal) {
    overflow: hidden;
  }

  @media (prefers-reduced-motion: reduce) {
    &,
    &::backdrop {
      transition: none;
    }
  }
`;

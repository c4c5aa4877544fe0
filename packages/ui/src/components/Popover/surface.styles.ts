import { css } from 'styled-components';
import { cssVar } from '../../theme/cssVars';

/**
 * The floating panel of a popover or menu: on paper, with the dropdown shadow, never wider
 * than the screen. Apart from Popover.styles.ts, so that MenuPopover shares the look without
 * loading Radix Popover.
 */
export const popoverSurface = css`
  z-index: ${cssVar('z-popover')};
  box-sizing: border-box;
  max-width: calc(100vw - 16px);
  padding: 4px;
  border-radius: 10px;
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-dropdown')};
  font-family: ${cssVar('font-family')};
  outline: none;
`;

import { css } from 'styled-components';

/**
 * Flips a directional element (arrows, chevrons, "back" icons) horizontally in right-to-left
 * pages. Pure CSS on the `dir` attribute, so switching direction re-renders nothing.
 */
export const mirrorIcon = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

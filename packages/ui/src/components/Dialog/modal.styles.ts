import { css, keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The dimmed layer behind a modal panel (Dialog, Drawer), fading in on its layer. */
export function modalOverlay(
  layer: 'z-modal' | 'z-drawer',
  fade: 'transition-shorter' | 'transition-short',
) {
  return css`
    position: fixed;
    inset: 0;
    z-index: ${cssVar(layer)};
    background: rgb(${cssVar('palette-grey-900-channel')} / 0.6);
    animation: ${fadeIn} ${cssVar(fade)} ${cssVar('easing-standard')};

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `;
}

/**
 * The close button in the top inline-end corner of a modal panel, and no entrance motion when
 * reduced motion is asked for.
 */
export const modalPanelEnd = css`
  & > [data-part='Close'] {
    position: absolute;
    inset-block-start: 12px;
    inset-inline-end: 12px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

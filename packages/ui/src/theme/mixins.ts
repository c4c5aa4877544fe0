import { css } from 'styled-components';

/** Options of {@link glassBackground}. */
export interface GlassOptions {
  /** Blur radius in px (default 20). */
  blur?: number;
  /** Background opacity (default 0.9). */
  opacity?: number;
  /** Channel variable of the tint, without `--ff-`; defaults to `background-default-channel`. */
  channel?: string;
}

/** Frosted-glass background (header when scrolled): translucent theme background + blur. */
export function glassBackground({
  blur = 20,
  opacity = 0.9,
  channel = 'background-default-channel',
}: GlassOptions = {}) {
  return css`
    background-color: rgb(var(--ff-${channel}) / ${opacity});
    backdrop-filter: blur(${blur}px);
    -webkit-backdrop-filter: blur(${blur}px);
  `;
}

/** The default glass background (blur 20, opacity 0.9) as a static block. */
export const glass = glassBackground();

/** Focus ring for `:focus-visible` from the theme variable. */
export const focusVisibleRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: var(--ff-focus-ring);
  }
`;

/** Hides an element visually but keeps it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

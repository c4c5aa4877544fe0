import { css } from 'styled-components';

/** The root of a page layout: a full-height column on the default background. */
export const pageRoot = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background-color: var(--ff-background-default);
  color: var(--ff-text-primary);
  font-family: var(--ff-font-family);
`;

/** The height and inline padding of a page header: 64 px high, 80 from the desktop breakpoint. */
export const headerBarSize = css`
  height: 64px;
  padding-inline: 16px;

  @media (min-width: 1200px) {
    height: 80px;
    padding-inline: 40px;
  }
`;

/**
 * A centred column that takes the rest of the page; the caller sets its `max-width` and
 * `padding`. The padding is inside the width, so the column never grows past the screen.
 */
export const centredColumn = css`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  min-width: 0;
  margin-inline: auto;
  box-sizing: border-box;
  overflow-wrap: anywhere;
`;

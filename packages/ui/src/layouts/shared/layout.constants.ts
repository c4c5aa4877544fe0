/** Shell sizes, in px. */
export const layoutSizes = {
  /** Header height below the desktop breakpoint. */
  headerMobile: 64,
  /** Header height from the desktop breakpoint (lg). */
  headerDesktop: 80,
  /** Vertical navigation width. */
  navVertical: 280,
  /** Mini navigation width. */
  navMini: 88,
  /** Horizontal navigation bar height. */
  navHorizontal: 56,
  /** Mobile drawer width. */
  mobileDrawer: 260,
  /** Default content max width (when not stretched). */
  contentMaxWidth: 1200,
} as const;

/** Desktop media query (lg, 1200 px). */
export const desktopQuery = '(min-width: 1200px)';

/** Breakpoints in px (contract). `lg` is where the desktop layout starts. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** A breakpoint key. */
export type Breakpoint = keyof typeof breakpoints;

/** Ordered breakpoint keys. */
export const breakpointKeys = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The desktop breakpoint (the desktop layout starts at the large breakpoint). */
export const desktopBreakpoint: Breakpoint = 'lg';

/** Stretch mode only takes effect above this width in px. */
export const stretchThreshold = 1600;

const px = (key: Breakpoint | number) => (typeof key === 'number' ? key : breakpoints[key]);

/** `@media (min-width: …)` for a breakpoint or px width (for styled-components blocks). */
export function up(key: Breakpoint | number): string {
  return `@media (min-width: ${px(key)}px)`;
}

/** `@media (max-width: …)` just below a breakpoint (0.05px gap avoids overlap with `up`). */
export function down(key: Breakpoint | number): string {
  return `@media (max-width: ${px(key) - 0.05}px)`;
}

/** `@media` between two breakpoints (`start` inclusive, `end` exclusive). */
export function between(start: Breakpoint | number, end: Breakpoint | number): string {
  return `@media (min-width: ${px(start)}px) and (max-width: ${px(end) - 0.05}px)`;
}

/** `@media` for exactly one breakpoint range. */
export function only(key: Breakpoint): string {
  const next = breakpointKeys[breakpointKeys.indexOf(key) + 1];
  return next ? between(key, next) : up(key);
}

/** The query text without `@media`, for `window.matchMedia` (e.g. `mediaQuery.up('lg')`). */
export const mediaQuery = {
  /** Matches from the breakpoint up. */
  up: (key: Breakpoint | number) => up(key).replace('@media ', ''),
  /** Matches below the breakpoint. */
  down: (key: Breakpoint | number) => down(key).replace('@media ', ''),
};

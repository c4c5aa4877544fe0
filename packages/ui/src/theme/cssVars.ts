/** Name of a theme CSS custom property, e.g. `cssVar('palette-primary-main')`. */
export function cssVar(name: string): string {
  return `var(--ff-${name})`;
}

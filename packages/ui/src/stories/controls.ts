/**
 * Shared pieces of the design system's stories (not part of the package: nothing in
 * `src/index.ts` imports this folder, so the build leaves it out).
 */
/** A Controls panel entry: pick one of `options`. */
export interface OptionControl {
  control: 'inline-radio' | 'select';
  options: readonly string[];
}

/** Up to this many options show as inline radio buttons; a longer list gets a select. */
const maxInlineOptions = 4;

/**
 * Controls panel entries for props that take one of a fixed list of values:
 * `optionArgTypes({ variant: buttonVariants, size: buttonSizes })`.
 */
export function optionArgTypes<K extends string>(
  props: Record<K, readonly string[]>,
): Record<K, OptionControl> {
  const entries = Object.entries<readonly string[]>(props).map(([name, options]) => {
    const control: OptionControl = {
      control: options.length > maxInlineOptions ? 'select' : 'inline-radio',
      options,
    };
    return [name, control];
  });
  return Object.fromEntries(entries) as Record<K, OptionControl>;
}

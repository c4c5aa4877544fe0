/** A value a component writes to a `data-*` attribute; `false`, `null` and `undefined` write none. */
export type DataValue = string | number | boolean | null | undefined;

/** Props that set `data-*` attributes, as built by {@link dataAttributes}. */
export type DataAttributes = Record<`data-${string}`, string | number | true | undefined>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The `data-*` attributes of a component's root: `data-component` names it, then one
 * `data-<kebab-case name>` per entry, in order (`fullWidth` becomes `data-full-width`). A flag
 * that is `true` is written as `"true"`; `false`, `null` and `undefined` leave the attribute
 * out, so styles can select `[data-full-width]` alone.
 *
 * Internal (not exported from the package).
 */
export function dataAttributes(
  component: string,
  variants: Record<string, DataValue> = {},
): DataAttributes {
  const attributes: DataAttributes = { 'data-component': component };
  for (const [name, value] of Object.entries(variants)) {
    attributes[`data-${kebab(name)}`] =
      value === false || value === null || value === undefined ? undefined : value;
  }
  return attributes;
}

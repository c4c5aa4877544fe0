/** A length prop as CSS: a number is pixels (`280` → `"280px"`), a string is used as it is. */
export function cssLength(value: number | string): string;
export function cssLength(value: number | string | undefined): string | undefined;
export function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

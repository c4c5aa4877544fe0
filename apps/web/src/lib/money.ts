// Amounts typed by people, in their language, to integer minor units (cents) and back.

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * Reads an amount typed in `locale` ("50", "1,234.50", "1 234,5", "٥٠٫٢٥") as cents; null when
 * it is not a positive-or-zero amount with at most two decimals.
 */
export function parseAmount(input: string, locale: string): number | null {
  const { decimal, group } = separators(locale);
  let text = input
    .trim()
    .replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\s\u00a0\u202f$]/g, '');
  // Arabic decimal separator, then the locale's group separator.
  text = text.replace(/\u066b/g, '.').replace(/\u066c/g, '');
  if (group && group.trim()) text = text.split(group).join(group === '.' ? '' : '');
  if (decimal !== '.') text = text.replace(decimal, '.');
  // Whatever decimal mark the person used, a comma followed by 1–2 digits at the end is one.
  text = text.replace(/,(\d{1,2})$/, '.$1').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a plain amount to prefill an input in `locale`: 6000 → "60.00" ("60,00" in French). */
export function amountInput(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

// Numbers through Intl, in the reader's language; money is integer minor units.

// One formatter per language and options, kept: building an `Intl` formatter costs far more than
// using it (≈ 0.3 ms each at a phone's speed), and a table formats every cell with the same one.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The `Intl.NumberFormat` of `locale` and `options`, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The `Intl.DateTimeFormat` of `locale` and `options`, built once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** `4900, 'usd'` → "$49.00" (or "49,00 $US" in French). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/** A percentage as the API sends it (0–100): 62.5 → "62.5%". */
export function formatPercent(value: number, locale: string, digits = 1): string {
  return numberFormat(locale, percentOptions(digits)).format(value / 100);
}

/** The `Intl.NumberFormat` options of {@link formatPercent} (of a fraction: 0.625 → "62.5%"). */
export function percentOptions(digits = 1): Intl.NumberFormatOptions {
  return { style: 'percent', maximumFractionDigits: digits };
}

/** A signed number: gains get "+", losses "−" (never colour alone). */
export function formatSigned(value: number, locale: string, digits = 1): string {
  return numberFormat(locale, signedOptions(digits)).format(value);
}

/** The `Intl.NumberFormat` options of {@link formatSigned}. */
export function signedOptions(digits = 1): Intl.NumberFormatOptions {
  return {
    signDisplay: 'exceptZero',
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  };
}

export function formatNumber(value: number, locale: string, digits = 2): string {
  return numberFormat(locale, numberOptions(digits)).format(value);
}

/** The `Intl.NumberFormat` options of {@link formatNumber}. */
export function numberOptions(digits = 2): Intl.NumberFormatOptions {
  return { maximumFractionDigits: digits };
}

export function formatDate(value: string | Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string | Date, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A trade's price (up to 5 decimals), or "—" when there is none. */
export function formatPrice(value: number | null, locale: string): string {
  return value === null ? '—' : formatNumber(value, locale, 5);
}

/** A trade's entry: its zone "from – to", else its entry price. */
export function formatEntry(
  trade: { entryZone: { from: number; to: number } | null; entryPrice: number | null },
  locale: string,
): string {
  return trade.entryZone
    ? `${formatPrice(trade.entryZone.from, locale)} – ${formatPrice(trade.entryZone.to, locale)}`
    : formatPrice(trade.entryPrice, locale);
}

// Numbers through Intl, in the reader's language; money is integer minor units.

/** `4900, 'usd'` → "$49.00" (or "49,00 $US" in French). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/** A percentage as the API sends it (0–100): 62.5 → "62.5%". */
export function formatPercent(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, percentOptions(digits)).format(value / 100);
}

/** The `Intl.NumberFormat` options of {@link formatPercent} (of a fraction: 0.625 → "62.5%"). */
export function percentOptions(digits = 1): Intl.NumberFormatOptions {
  return { style: 'percent', maximumFractionDigits: digits };
}

/** A signed number: gains get "+", losses "−" (never colour alone). */
export function formatSigned(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, signedOptions(digits)).format(value);
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
  return new Intl.NumberFormat(locale, numberOptions(digits)).format(value);
}

/** The `Intl.NumberFormat` options of {@link formatNumber}. */
export function numberOptions(digits = 2): Intl.NumberFormatOptions {
  return { maximumFractionDigits: digits };
}

export function formatDate(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
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

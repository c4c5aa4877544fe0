/** True when a string of digits passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

// Standing alone: not inside a word, a hexadecimal hash, a UUID or a decimal fraction.
const CARD_PATTERN =
  /(?<![\w.-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{5})(?![\w-])/g;

/**
 * Every Luhn-valid 13–19 digit card number in a text: a run of digits, or groups the way
 * people type them (4-4-4-4…, Amex 4-6-5, spaces or dashes), standing alone — not inside a
 * word, a hexadecimal hash, a UUID or a decimal fraction. Used to refuse raw card data and
 * to scan dumps and logs.
 */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(CARD_PATTERN)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (luhnValid(digits)) found.push(digits);
  }
  return found;
}

/** Replaces every card number of a text (see {@link findCardNumbers}) with `[card]`. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_PATTERN, (m) => (luhnValid(m.replace(/[ -]/g, '')) ? '[card]' : m));
}

/** Card brand from the first digits (IIN ranges of the common schemes). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

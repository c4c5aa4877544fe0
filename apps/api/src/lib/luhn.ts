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

/** Separators people type between the digits of a card number. */
const SEP = String.raw`\s\u00a0\u2000-\u200b\u202f\u205f\u3000\-\u2010-\u2015\u2212\ufe58\ufe63\uff0d._\uff0e\u3002\uff3f/\\\uff0f`;
/**
 * A run of Unicode decimal digits, with up to three separator characters between digits
 * (`4242 4242`, `4242 - 4242`, `4242.4242`, `４２４２_４２４２`, …).
 */
const RUN = new RegExp(String.raw`\p{Nd}+(?:[${SEP}]{1,3}\p{Nd}+)*`, 'gu');
const SEPARATORS = new RegExp(`[${SEP}]+`, 'u');
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HEX_LETTER = /[a-f]/i;
const ALL_DIGITS = /^\p{Nd}+$/u;

const digitCache = new Map<number, string>();
/** The ASCII digit of any Unicode decimal digit (full-width, Arabic-Indic, Devanagari, …). */
function asciiDigit(char: string): string {
  const cp = char.codePointAt(0) ?? 48;
  if (cp >= 48 && cp <= 57) return char;
  let digit = digitCache.get(cp);
  if (digit === undefined) {
    // Decimal digits come in runs of ten starting at zero: count back to the run's start.
    let start = cp;
    while (start > 0 && ALL_DIGITS.test(String.fromCodePoint(start - 1))) start -= 1;
    digit = String((cp - start) % 10);
    digitCache.set(cp, digit);
  }
  return digit;
}

/** The ASCII digits of a string of Unicode decimal digits. */
export function normaliseDigits(text: string): string {
  let out = '';
  for (const char of text) out += asciiDigit(char);
  return out;
}

/**
 * The first digit of payment cards (2 and 5 Mastercard, 3 Amex/JCB/Diners, 4 Visa, 6 Discover,
 * UnionPay, Maestro); only Visa issued 13-digit numbers. Numbers starting with 0, 1 (epoch-ms
 * timestamps: 13 digits from 1…), 7, 8 or 9 are not cards.
 */
const PAYMENT_CARD = /^(?:4\d{12}|[2-6]\d{13,18})$/;

/**
 * The card number a run of digits and separators stands for, or undefined: 13–19 digits in one
 * block, or groups of at most 8 digits (4-4-4-4, 4-6-5, 4-4-4-4-3, …) with any separators; Luhn
 * valid; not all the same digit; starting like a payment card (see PAYMENT_CARD: not 0, 1, 7,
 * 8 or 9 — `0.39…` fractions, zero-padded counters, timestamps).
 */
function cardOf(run: string): string | undefined {
  const groups = run.split(SEPARATORS);
  if (groups.length > 1 && groups.some((g) => [...g].length > 8)) return undefined;
  const digits = normaliseDigits(groups.join(''));
  if (digits.length < 13 || digits.length > 19) return undefined;
  if (!PAYMENT_CARD.test(digits) || /^(\d)\1*$/.test(digits)) return undefined;
  return luhnValid(digits) ? digits : undefined;
}

/**
 * True when the run at [start, end) of text stands alone: not touching a letter or digit, and
 * not glued by a dash or dot to a hexadecimal word (UUIDs, hashes).
 */
function standsAlone(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(end, end + 2);
  const prev = [...before].at(-1) ?? '';
  const next = [...after][0] ?? '';
  if (LETTER_OR_DIGIT.test(prev) || LETTER_OR_DIGIT.test(next)) return false;
  if (/[-.]/.test(prev) && HEX_LETTER.test(before.slice(0, 1))) return false;
  if (/[-.]/.test(next) && HEX_LETTER.test(after.slice(1, 2))) return false;
  return true;
}

interface CardMatch {
  start: number;
  end: number;
  digits: string;
}

/** Every card number of a text with its position (see {@link findCardNumbers}). */
function cardMatches(text: string): CardMatch[] {
  const found: CardMatch[] = [];
  for (const m of text.matchAll(RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!standsAlone(text, start, end)) continue;
    const whole = cardOf(m[0]);
    if (whole) {
      found.push({ start, end, digits: whole });
      continue;
    }
    // Several numbers separated by spaces only (`4242424242424242 4000000000000002`).
    let offset = start;
    for (const part of m[0].split(/(\s+)/u)) {
      const digits = part.trim() ? cardOf(part) : undefined;
      if (digits) found.push({ start: offset, end: offset + part.length, digits });
      offset += part.length;
    }
  }
  return found;
}

/**
 * Every Luhn-valid 13–19 digit card number in a text, as ASCII digits. The one detector used
 * to refuse raw card data in requests and to mask logs. It normalises first: any Unicode
 * decimal digits (full-width, Arabic-Indic, …) and any separators between groups (spaces
 * including no-break ones, dashes, dots, underscores, slashes, mixed). It skips numbers inside
 * a word, a hexadecimal hash or a UUID, all-same digits and numbers starting with 0.
 */
export function findCardNumbers(text: string): string[] {
  return cardMatches(text).map((m) => m.digits);
}

/** Replaces every card number of a text (see {@link findCardNumbers}) with `[card]`. */
export function maskCardNumbers(text: string, mask = '[card]'): string {
  const matches = cardMatches(text);
  if (matches.length === 0) return text;
  let out = '';
  let at = 0;
  for (const m of matches) {
    out += text.slice(at, m.start) + mask;
    at = m.end;
  }
  return out + text.slice(at);
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

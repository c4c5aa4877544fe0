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

/**
 * The text as a scanner sees it: one entry per decoded character, with the stretch
 * [starts[i], ends[i]) of the original text it was decoded from.
 */
interface Decoded {
  chars: string[];
  starts: number[];
  ends: number[];
}

/** The most decoding rounds (`%2534` → `%34` → `4`, `&amp;#52;` → `&#52;` → `4`). */
const ROUNDS = 4;
const HEX2 = /^[0-9a-f]{2}$/i;
const HEX4 = /^[0-9a-f]{4}$/i;

/**
 * Named HTML character references that matter to a card number: digits (`&sup2;`, `&frac12;`),
 * the characters of other escapes (`&amp;`, `&percnt;`, `&bsol;`) and invisible or space
 * characters. Any other named reference stands for one separator.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  AMP: '&',
  percnt: '%',
  bsol: '\\',
  quot: '"',
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  numsp: '\u2007',
  puncsp: '\u2008',
  thinsp: '\u2009',
  hairsp: '\u200a',
  Tab: '\t',
  NewLine: '\n',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
  lrm: '\u200e',
  rlm: '\u200f',
  NoBreak: '\u2060',
  ZeroWidthSpace: '\u200b',
  sup1: '\u00b9',
  sup2: '\u00b2',
  sup3: '\u00b3',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
};
const NAMED_REF = /^&([A-Za-z][A-Za-z0-9]{0,31})(;?)/;
const NUMERIC_REF = /^&#(?:([0-9]{1,8})|[xX]([0-9a-fA-F]{1,6}));?/;
const BACKSLASH: Record<string, string> = {
  t: '\t',
  n: '\n',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '/': '/',
  '\\': '\\',
  '"': '"',
  "'": "'",
};

const nfkcCache = new Map<string, string>();
/** The compatibility form of one character (`²` → `2`, `①` → `1`, `％` → `%`). */
function nfkc(char: string): string {
  let out = nfkcCache.get(char);
  if (out === undefined) {
    out = char.normalize('NFKC');
    if (nfkcCache.size < 10_000) nfkcCache.set(char, out);
  }
  return out;
}

function fromCodePoint(cp: number): string {
  return cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff)
    ? String.fromCodePoint(cp)
    : '\ufffd';
}

/** The characters of a text with their positions. */
function split(text: string): Decoded {
  let out: Decoded;
  if (!/[\ud800-\udfff]/.test(text)) {
    const chars = text.split('');
    const starts = new Array<number>(chars.length);
    const ends = new Array<number>(chars.length);
    for (let k = 0; k < chars.length; k += 1) {
      starts[k] = k;
      ends[k] = k + 1;
    }
    out = { chars, starts, ends };
  } else {
    out = { chars: [], starts: [], ends: [] };
    let i = 0;
    for (const char of text) {
      out.chars.push(char);
      out.starts.push(i);
      i += char.length;
      out.ends.push(i);
    }
  }
  return out;
}

/**
 * One round of decoding: the compatibility form of every character (NFKC), percent escapes
 * (UTF-8), HTML character references (decimal, hexadecimal, named) and backslash escapes
 * (`\u0034`, `\t`, …). Answers undefined when nothing changed.
 */
function decodeOnce(src: Decoded): Decoded | undefined {
  const { chars, starts, ends } = src;
  const out: Decoded = { chars: [], starts: [], ends: [] };
  let changed = false;
  const emit = (text: string, from: number, to: number) => {
    for (const char of text) {
      out.chars.push(char);
      out.starts.push(starts[from] ?? 0);
      out.ends.push(ends[to - 1] ?? 0);
    }
  };
  const ascii = (from: number, length: number) => {
    let s = '';
    for (let k = from; k < from + length && k < chars.length; k += 1) {
      const c = chars[k] ?? '';
      if (c.length !== 1 || c > '\x7f') break;
      s += c;
    }
    return s;
  };
  const byteAt = (k: number) => {
    if (chars[k] !== '%') return -1;
    const hex = (chars[k + 1] ?? '') + (chars[k + 2] ?? '');
    return HEX2.test(hex) ? parseInt(hex, 16) : -1;
  };
  let i = 0;
  while (i < chars.length) {
    const c = chars[i] ?? '';
    if (c === '%') {
      const lead = byteAt(i);
      if (lead >= 0 && lead < 0x80) {
        emit(String.fromCharCode(lead), i, i + 3);
        i += 3;
        changed = true;
        continue;
      }
      const length = lead >= 0xf0 && lead < 0xf5 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
      if (length > 0 && lead < 0xf8) {
        const bytes = [lead];
        for (let k = 1; k < length; k += 1) bytes.push(byteAt(i + 3 * k));
        if (bytes.every((b, k) => k === 0 || (b >= 0x80 && b < 0xc0))) {
          const text = Buffer.from(bytes).toString('utf8');
          if (!text.includes('\ufffd')) {
            emit(text, i, i + 3 * length);
            i += 3 * length;
            changed = true;
            continue;
          }
        }
      }
    } else if (c === '&' && /^[#A-Za-z]$/.test(chars[i + 1] ?? '')) {
      const ahead = ascii(i, 40);
      const numeric = NUMERIC_REF.exec(ahead);
      if (numeric) {
        const [whole, dec, hex] = numeric;
        emit(fromCodePoint(dec ? Number(dec) : parseInt(hex ?? '', 16)), i, i + whole.length);
        i += whole.length;
        changed = true;
        continue;
      }
      const named = NAMED_REF.exec(ahead);
      if (named) {
        const [, name = '', semicolon] = named;
        // Without `;` only a known name is a reference (the longest that starts the word).
        let known = name;
        while (!semicolon && known && NAMED[known] === undefined) known = known.slice(0, -1);
        if (known) {
          const length = 1 + known.length + (semicolon && known === name ? 1 : 0);
          emit(NAMED[known] ?? '\u00b7', i, i + length);
          i += length;
          changed = true;
          continue;
        }
      }
    } else if (c === '\\') {
      const next = chars[i + 1] ?? '';
      const hex4 = ascii(i + 2, 4);
      if (next === 'u' && HEX4.test(hex4)) {
        let code = parseInt(hex4, 16);
        let length = 6;
        const low = ascii(i + 8, 4);
        if (code >= 0xd800 && code < 0xdc00 && chars[i + 6] === '\\' && chars[i + 7] === 'u') {
          const second = HEX4.test(low) ? parseInt(low, 16) : 0;
          if (second >= 0xdc00 && second < 0xe000) {
            code = 0x10000 + ((code - 0xd800) << 10) + (second - 0xdc00);
            length = 12;
          }
        }
        emit(fromCodePoint(code), i, i + length);
        i += length;
        changed = true;
        continue;
      }
      if (next === 'x' && HEX2.test(ascii(i + 2, 2))) {
        emit(String.fromCharCode(parseInt(ascii(i + 2, 2), 16)), i, i + 4);
        i += 4;
        changed = true;
        continue;
      }
      const simple = BACKSLASH[next];
      if (simple !== undefined) {
        emit(simple, i, i + 2);
        i += 2;
        changed = true;
        continue;
      }
    } else if (c > '\x7f') {
      const compat = nfkc(c);
      if (compat !== c) {
        emit(compat, i, i + 1);
        i += 1;
        changed = true;
        continue;
      }
    }
    emit(c, i, i + 1);
    i += 1;
  }
  return changed ? out : undefined;
}

/** Characters that may need decoding before a scan (escapes, anything but printable ASCII). */
const ENCODED = /[%&\\]|[^ -~]/;

/**
 * The decoded text (see {@link decodeOnce}), decoded again while that changes it, and whether
 * anything was decoded.
 */
function decode(text: string): [Decoded, boolean] {
  let decoded = split(text);
  if (!ENCODED.test(text)) return [decoded, false];
  let changed = false;
  for (let round = 0; round < ROUNDS; round += 1) {
    const next = decodeOnce(decoded);
    if (!next) break;
    decoded = next;
    changed = true;
  }
  return [decoded, changed];
}

/** Hexadecimal ids (UUIDs, hashes, object ids): never card numbers, whatever digits they hold. */
const HEX_ID =
  /(?<![0-9A-Za-z])(?:[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}|[0-9a-f]{24,})(?![0-9A-Za-z])/gi;
/** IBANs (checked below with their mod-97 digits): never card numbers either. */
const IBAN =
  /(?<![0-9A-Za-z])[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![0-9A-Za-z])/g;

function ibanValid(iban: string): boolean {
  const compact = iban.replace(/ /g, '');
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest === 1;
}

/** Replaces the characters of hexadecimal ids and valid IBANs with a letter, in place. */
function blankIds(decoded: Decoded): void {
  // One character per entry, so that match positions are entry positions.
  const flat = decoded.chars.map((c) => (c.length === 1 ? c : '\u0001')).join('');
  const blank = (from: number, to: number) => decoded.chars.fill('x', from, to);
  for (const m of flat.matchAll(HEX_ID)) blank(m.index, m.index + m[0].length);
  for (const m of flat.matchAll(IBAN)) {
    if (ibanValid(m[0])) blank(m.index, m.index + m[0].length);
  }
}

const DIGIT = /^\p{Nd}$/u;
/** Invisible characters, skipped: soft hyphens, joiners, zero-width spaces, combining marks. */
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;
/** Characters that may stand between the digits of a card number. */
const SEPARATOR = /^[\p{Z}\p{P}\p{S}\p{Cc}\s]$/u;
const SPACE = /^[\p{Z}\s]$/u;
/** At most this many separators in a row between two groups of digits. */
const MAX_GAP = 5;

/** What a character is to the scanner. */
const Kind = { Digit: 0, Invisible: 1, Separator: 2, Space: 3, Other: 4 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];
function kindOf(char: string): Kind {
  if (DIGIT.test(char)) return Kind.Digit;
  if (INVISIBLE.test(char)) return Kind.Invisible;
  if (SPACE.test(char)) return Kind.Space;
  if (SEPARATOR.test(char)) return Kind.Separator;
  return Kind.Other;
}
const ASCII_KINDS = Array.from({ length: 128 }, (_, code) => kindOf(String.fromCharCode(code)));
const kindCache = new Map<string, Kind>();
function kind(char: string): Kind {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code < 128) return ASCII_KINDS[code] ?? Kind.Other;
  let k = kindCache.get(char);
  if (k === undefined) {
    k = kindOf(char);
    if (kindCache.size < 10_000) kindCache.set(char, k);
  }
  return k;
}

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

/** True when 13–19 ASCII digits are a card number: card prefix, not all one digit, Luhn. */
function isCard(digits: string): boolean {
  return luhnValid(digits) && PAYMENT_CARD.test(digits) && !/^(\d)\1*$/.test(digits);
}

/** Digits typed together, and what stands before them. */
interface Group {
  digits: string;
  /** First and last decoded entry. */
  first: number;
  last: number;
  /** The separators between this group and the one before. */
  gap: string;
  /** The gap holds a space (or the group starts the run). */
  spaced: boolean;
}

/** Group sizes of cards as they are printed: 4-4-4-4, 4-4-4-4-3, 4-6-5 (Amex), 4-6-4. */
function printedLayout(run: Group[], i: number, j: number): boolean {
  const size = (k: number) => run[k]?.digits.length ?? 0;
  if (j - i === 3 && size(i) === 4 && size(i + 1) === 6) {
    return size(i + 2) === 4 || size(i + 2) === 5;
  }
  if (j - i !== 4 && j - i !== 5) return false;
  for (let k = i; k < i + 4; k += 1) if (size(k) !== 4) return false;
  return true;
}

/**
 * Groups as card numbers are typed: of one size (`42 42 42 …`, the last one possibly shorter),
 * or all of 3 to 8 digits (`4242 4242 42424242`).
 */
function typedGroups(run: Group[], i: number, j: number): boolean {
  const size = (k: number) => run[k]?.digits.length ?? 0;
  let even = size(j - 1) <= size(i);
  let long = true;
  for (let k = i; k < j; k += 1) {
    if (size(k) > 8) return false;
    if (k < j - 1 && size(k) !== size(i)) even = false;
    if (size(k) < 3) long = false;
  }
  return even || long;
}

/**
 * True when the groups [i, j) of a run (13–19 digits together) may be typed as one number:
 * - one group, unless it is the fraction of a decimal number (`0.3949…`);
 * - groups typed as card numbers are (see {@link typedGroups}) that are the whole run or a
 *   stretch of it between spaces (`4242-4242-4242-4242 12/30`);
 * - groups printed as a card is (`4242 4242 4242 4242 12/30 123`, `3782 822463 10005`).
 * A date, a time, a price and a phone number side by side are none of these.
 */
function typedAsOne(run: Group[], i: number, j: number): boolean {
  if (j - i === 1) return !(i > 0 && run[i]?.gap === '.');
  if (printedLayout(run, i, j)) return true;
  if (!typedGroups(run, i, j)) return false;
  if (i === 0 && j === run.length) return true;
  const spacedStart = i === 0 || Boolean(run[i]?.spaced);
  const spacedEnd = j === run.length || Boolean(run[j]?.spaced);
  if (!spacedStart || !spacedEnd) return false;
  for (let k = i + 1; k < j; k += 1) if (run[k]?.spaced) return false;
  return true;
}

interface CardMatch {
  start: number;
  end: number;
  digits: string;
}

/** The card numbers of one run of digit groups (longest first from each group). */
function runMatches(run: Group[], decoded: Decoded, found: CardMatch[]): void {
  let i = 0;
  while (i < run.length) {
    // Cards start with 2 to 6.
    const lead = run[i]?.digits.charCodeAt(0) ?? 0;
    let next = i + 1;
    if (lead >= 50 && lead <= 54) {
      // The windows [i, j) of 13–19 digits, longest first.
      let digits = '';
      const ends: number[] = [];
      for (let j = i; j < run.length && digits.length <= 19; j += 1) {
        digits += run[j]?.digits ?? '';
        if (digits.length >= 13 && digits.length <= 19) ends.push(j + 1);
      }
      for (let e = ends.length - 1; e >= 0; e -= 1) {
        const j = ends[e] ?? 0;
        let length = 0;
        for (let k = i; k < j; k += 1) length += run[k]?.digits.length ?? 0;
        const number = digits.slice(0, length);
        if (isCard(number) && typedAsOne(run, i, j)) {
          found.push({
            start: decoded.starts[run[i]?.first ?? 0] ?? 0,
            end: decoded.ends[run[j - 1]?.last ?? 0] ?? 0,
            digits: number,
          });
          next = j;
          break;
        }
      }
    }
    i = next;
  }
}

/** Every card number of a text with its position in the text (see {@link findCardNumbers}). */
function cardMatches(text: string): CardMatch[] {
  const [decoded, changed] = decode(text);
  // Ids hold letters (a UUID of digits only has groups no card is typed with).
  if (changed || /[A-Za-z]/.test(text)) blankIds(decoded);
  const found: CardMatch[] = [];
  let run: Group[] = [];
  let gap = '';
  let lastWasDigit = false;
  const close = () => {
    if (run.length) runMatches(run, decoded, found);
    run = [];
    gap = '';
    lastWasDigit = false;
  };
  let spaced = false;
  const { chars } = decoded;
  for (let k = 0; k < chars.length; k += 1) {
    const char = chars[k] ?? '';
    const type = kind(char);
    if (type === Kind.Digit) {
      const group = run.at(-1);
      if (group && lastWasDigit) {
        group.digits += asciiDigit(char);
        group.last = k;
      } else {
        if (gap.length > MAX_GAP) close();
        run.push({
          digits: asciiDigit(char),
          first: k,
          last: k,
          gap,
          spaced: run.length === 0 || spaced,
        });
      }
      gap = '';
      spaced = false;
      lastWasDigit = true;
    } else if (type === Kind.Invisible) {
      // Skipped: the digits around it stay one group.
    } else if (run.length && (type === Kind.Separator || type === Kind.Space)) {
      gap += char;
      spaced ||= type === Kind.Space;
      lastWasDigit = false;
    } else {
      close();
      spaced = false;
    }
  }
  close();
  return found;
}

/**
 * Every card number in a text, as ASCII digits: 13–19 digits starting like a payment card,
 * Luhn-valid, not all one digit. The one detector used to refuse raw card data in requests
 * and to mask logs. It decodes first — percent escapes, HTML character references (decimal,
 * hexadecimal, named), backslash escapes, each as often as it changes the text — and takes the
 * compatibility form of every character (superscript, circled and full-width digits). Then
 * any Unicode decimal digits count, and up to five spaces, punctuation marks or symbols may
 * stand between two groups of digits (`4242,4242`, `(4242) 4242`, `4242·4242`, `4242 | 4242`,
 * …); invisible characters (soft hyphens, joiners, zero-width spaces, combining marks) are
 * skipped; letters end a number but may touch it (`card4242…`, `…4242exp1230`). Groups count
 * as one number when they are the whole run, a stretch of it between spaces, or printed like
 * a card (4-4-4-4, 4-6-5, …), so that a phone number, a time and a date side by side are not
 * read as one number. Hexadecimal ids (UUIDs, hashes) and valid IBANs are never scanned.
 */
export function findCardNumbers(text: string): string[] {
  return cardMatches(text).map((m) => m.digits);
}

/** JSON punctuation between values. */
const JSON_PUNCTUATION = /^[\s,:[\]{}]*/;
const JSON_PUNCTUATION_END = /[\s,:[\]{}]*$/;

/**
 * The mask of the stretch of a JSON line a card number was read from: each piece between
 * bare quotes (a string's content, or values between strings) loses its digits and keeps the
 * JSON punctuation around them, so that the line stays JSON.
 */
function maskJson(stretch: string, mask: string): string {
  const pieces: string[] = [];
  let piece = '';
  let escaped = false;
  for (const char of stretch) {
    if (char === '"' && !escaped) {
      pieces.push(piece);
      piece = '';
    } else piece += char;
    escaped = !escaped && char === '\\';
  }
  pieces.push(piece);
  return pieces
    .map((p) => {
      const head = JSON_PUNCTUATION.exec(p)?.[0] ?? '';
      const rest = p.slice(head.length);
      if (!rest) return p;
      const tail = JSON_PUNCTUATION_END.exec(rest)?.[0] ?? '';
      return head + mask + tail;
    })
    .join('"');
}

/**
 * Replaces every card number of a text (see {@link findCardNumbers}) with `[card]`: the whole
 * stretch of the text it was read from, escapes included. With `json`, the text is a JSON line
 * and stays one (see {@link maskJson}).
 */
export function maskCardNumbers(text: string, mask = '[card]', json = false): string {
  const matches = cardMatches(text);
  if (matches.length === 0) return text;
  let out = '';
  let at = 0;
  for (const m of matches) {
    const stretch = text.slice(m.start, m.end);
    out += text.slice(at, m.start) + (json ? maskJson(stretch, mask) : mask);
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

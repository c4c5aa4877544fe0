/** Ways of typing a card number, each with the digits it stands for. */
export const CARD_FORMATS: [label: string, text: string, digits: string][] = [
  ['plain', '4242424242424242', '4242424242424242'],
  ['spaces', '4242 4242 4242 4242', '4242424242424242'],
  ['dashes', '4000-0000-0000-0002', '4000000000000002'],
  ['dots', '5555.5555.5555.4444', '5555555555554444'],
  ['underscores', '4242_4242_4242_4242', '4242424242424242'],
  ['slashes', '4242/4242/4242/4242', '4242424242424242'],
  ['backslashes', '4242\\4242\\4242\\4242', '4242424242424242'],
  ['no-break spaces', '4242\u00a04242\u00a04242\u00a04242', '4242424242424242'],
  ['narrow no-break spaces', '4242\u202f4242\u202f4242\u202f4242', '4242424242424242'],
  ['tabs', '4242\t4242\t4242\t4242', '4242424242424242'],
  ['mixed separators', '4242 4242-4242.4242', '4242424242424242'],
  ['double spaces', '4242  4242  4242  4242', '4242424242424242'],
  ['spaced dashes', '4242 - 4242 - 4242 - 4242', '4242424242424242'],
  ['en dashes', '4242\u20134242\u20134242\u20134242', '4242424242424242'],
  ['full-width digits', '４２４２４２４２４２４２４２４２', '4242424242424242'],
  [
    'full-width digits, ideographic spaces',
    '４２４２　４２４２　４２４２　４２４２',
    '4242424242424242',
  ],
  ['full-width dashes', '４２４２－４２４２－４２４２－４２４２', '4242424242424242'],
  ['Arabic-Indic digits', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢', '4242424242424242'],
  ['Devanagari digits', '४२४२ ४२४२ ४२४२ ४२४२', '4242424242424242'],
  ['mixed scripts', '4242 ４２４２ ٤٢٤٢ 4242', '4242424242424242'],
  ['Amex 4-6-5', '3782 822463 10005', '378282246310005'],
  ['13 digits', '4222222222222', '4222222222222'],
  ['19 digits in groups', '6011 0009 9013 9424 009', '6011000990139424009'],
  ['pairs', '42 42 42 42 42 42 42 42', '4242424242424242'],
  ['in a sentence', 'my card: 4242-4242-4242-4242, thanks', '4242424242424242'],
  ['in a query string', '/v1/x?n=4242424242424242&page=1', '4242424242424242'],
  ['in JSON', '{"number":"5555 5555 5555 4444"}', '5555555555554444'],
  ['glued to a word', 'order4242424242424242', '4242424242424242'],
];

/** Texts that hold no card number. */
export const NOT_CARDS: [label: string, text: string][] = [
  ['19 zeros', '0000000000000000000'],
  ['all-same digits', '4444444444444444 5555555555555555555 8888 8888 8888 8888'],
  // A stray digit before a printed 4-4-4-4 card leaves a card: the zero is in the first group.
  ['leading zero', '04242424242424242 0424 2424 2424 2424 2'],
  ['Luhn-invalid', '4242424242424241 4242-4242-4242-4241'],
  ['too short', '424242424242 4242 4242 4242'],
  ['too long', '42424242424242424242'],
  ['UUID', '00000000-4242-4242-4242-424242424242 c0ffee00-4242-4242-4242-424242424242'],
  ['hex hash', 'b8aef6512142424242424242424242d9'],
  ['inside a hexadecimal id', 'deadbeef4242424242424242cafe 4242424242424242abcdef0123456789'],
  ['timestamps', '2026-11-21T10:33:41.000Z 1795254961401 2026-11-21 10:33:41.123456+00'],
  ['decimal fractions', '"responseTime":0.394913999999517 12.345678901234567'],
  ['a phone number', '+1 (415) 555-0100'],
  // Epoch milliseconds pass the Luhn check one time in ten: none is a card (cards start 2–6).
  ['epoch-ms timestamps that pass Luhn', 'Archive Test 1795477175610, at 1763939114114'],
  ['13 digits not starting with 4', '5555555555554 3782822463105'],
];

const entities = (digits: string) =>
  [...digits]
    .map((d, i) => (i % 2 ? `&#x${d.charCodeAt(0).toString(16)};` : `&#${d.charCodeAt(0)};`))
    .join('');
const percent = (digits: string) =>
  [...digits].map((d) => `%${d.charCodeAt(0).toString(16)}`).join('');
const superscript = (digits: string) => [...digits].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]).join('');
const circled = (digits: string) =>
  [...digits].map((d) => (d === '0' ? '⓪' : String.fromCodePoint(0x245f + Number(d)))).join('');

/**
 * Spellings of a card number in free text (contact messages, names, …), each refused. The
 * first ten were always found; the others hide the number behind other separators, letters,
 * invisible characters, compatibility digits or escapes.
 */
export const CARD_SPELLINGS: [label: string, text: string, digits: string][] = [
  ['plain digits', '4242424242424242', '4242424242424242'],
  ['spaces', '4242 4242 4242 4242', '4242424242424242'],
  ['dashes', '4242-4242-4242-4242', '4242424242424242'],
  ['dots', '4242.4242.4242.4242', '4242424242424242'],
  ['slashes', '4242/4242/4242/4242', '4242424242424242'],
  ['underscores', '4242_4242_4242_4242', '4242424242424242'],
  ['tabs', '4242\t4242\t4242\t4242', '4242424242424242'],
  ['newlines', '4242\n4242\n4242\n4242', '4242424242424242'],
  ['en dashes', '4242\u20134242\u20134242\u20134242', '4242424242424242'],
  ['no-break spaces', '4242\u00a04242\u00a04242\u00a04242', '4242424242424242'],
  ['commas', '4242,4242,4242,4242', '4242424242424242'],
  ['parentheses', '(4242) 4242 4242 4242', '4242424242424242'],
  ['glued after a word', 'card4242424242424242', '4242424242424242'],
  ['glued before a word', '4242424242424242exp1230', '4242424242424242'],
  ['four spaces', '4242    4242    4242    4242', '4242424242424242'],
  ['middle dots', '4242·4242·4242·4242', '4242424242424242'],
  ['pipes', '4242|4242|4242|4242', '4242424242424242'],
  ['plus signs', '4242+4242+4242+4242', '4242424242424242'],
  ['soft hyphens', '4242\u00ad4242\u00ad4242\u00ad4242', '4242424242424242'],
  ['word joiners', '4242\u20604242\u20604242\u20604242', '4242424242424242'],
  ['superscript digits', superscript('4242424242424242'), '4242424242424242'],
  ['circled digits', circled('4242424242424242'), '4242424242424242'],
  ['HTML entities', entities('4242424242424242'), '4242424242424242'],
  ['percent escapes', percent('4242424242424242'), '4242424242424242'],
  ['Maestro with colons', '6759:6498:2643:8453', '6759649826438453'],
  ['Amex glued to a letter', 'x378282246310005', '378282246310005'],
  ['HTML entity first digit', '&#52;242 4242 4242 4242', '4242424242424242'],
  // Further spellings of the same kinds.
  ['named HTML entities', '4242&nbsp;4242&middot;4242&shy;4242', '4242424242424242'],
  ['zero-width spaces', '4242\u200b4242\u200b4242\u200b4242', '4242424242424242'],
  [
    'keycap digits',
    [...'4242424242424242'].map((d) => `${d}\ufe0f\u20e3`).join(''),
    '4242424242424242',
  ],
  ['percent-escaped separators', '4242%204242%2D4242%C2%A04242', '4242424242424242'],
  ['double percent escapes', percent('4242424242424242').replace(/%/g, '%25'), '4242424242424242'],
  ['escaped HTML entities', '&amp;#52;242 4242 4242 4242', '4242424242424242'],
  ['JSON escapes', '\\u0034242\\t4242\\n4242 4242', '4242424242424242'],
  ['with expiry and CVC', '4242 4242 4242 4242 12/30 123', '4242424242424242'],
  ['semicolons, spaced', '4242 ; 4242 ; 4242 ; 4242', '4242424242424242'],
];

/**
 * Ordinary texts with numbers that are not card numbers: none is refused or masked.
 */
export const ORDINARY_NUMBERS: [label: string, text: string][] = [
  ['US phone number', '+1 (415) 555-0134'],
  ['UK phone number', '+44 20 7946 0958'],
  ['French phone number', '+33 1 42 68 53 00'],
  ['a sentence with a phone, a time and a date', 'call 415 555 0134 at 10:30 on 2026-11-27'],
  ['an order id', 'ORD-2026-000123'],
  ['an order number', 'order #48213-77'],
  ['a UUID', '3f2b1c4e-9a7d-4e2b-8c1a-5d6e7f809a1b'],
  ['a UUID of digits', '00000000-4242-4242-4242-424242424242'],
  ['an ISO date', '2026-11-27'],
  ['a European date', '27/11/2026'],
  ['a dotted date', '27.11.2026'],
  ['a timestamp', '2026-11-27T10:33:41.123Z'],
  ['a price', '1,234.56'],
  ['a large price', '$1,234,567.89'],
  ['a European price', '1.234.567,89 €'],
  ['an ISBN-13', 'ISBN 978-3-16-148410-0'],
  ['an ISBN-13 without dashes', '9783161484100'],
  ['a 10-digit account number', '1234567890'],
  ['a time', '10:30'],
  ['a time with seconds', '23:59:59.999'],
  ['a version number', 'v2.10.3'],
  ['a pre-release version', '1.2.3-beta.4'],
  ['an IBAN', 'DE89 3704 0044 0532 0130 00'],
  ['an IBAN without spaces', 'GB82WEST12345698765432'],
  ['a SHA-256 hash', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
  ['a ratio and a percentage', '3:2 and 45.5%'],
  ['an epoch-ms timestamp', '1795477175610'],
  ['a postcode and a street number', '221B Baker Street, London NW1 6XE'],
  ['a list of small numbers', '1, 2, 3, 5, 8, 13, 21, 34, 55'],
  ['a decimal fraction', '0.394913999999517'],
];

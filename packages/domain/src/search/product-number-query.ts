/**
 * A product number as shoppers type it from a catalogue or an invoice: the article number
 * (`2000123`, four to ten digits) or a variant's reference key (`2000123_02`), as the product
 * page's address ends in (§2 `/p/{pdp}/`, §3 variant reference key).
 */
const productNumberPattern = /^\d{4,10}(?:_[0-9A-Za-z]{1,4})?$/;

/** The GS1 check digit of an EAN's other digits (7 for an EAN-8, 12 for an EAN-13). */
function eanCheckDigit(body: string): number {
  // Weights 3 and 1 alternate from the digit next to the check digit.
  const sum = Array.from(body, Number)
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether digits are an EAN-8 or EAN-13 (GTIN) with a valid check digit. */
export function isEan(text: string): boolean {
  if (!/^(?:\d{8}|\d{13})$/.test(text)) return false;
  return eanCheckDigit(text.slice(0, -1)) === Number(text.slice(-1));
}

/**
 * An EAN-13 from its first twelve digits, the check digit appended; null for anything else.
 *
 * @example
 * ean13('400638133393') // '4006381333931'
 */
export function ean13(body: string): string | null {
  return /^\d{12}$/.test(body) ? `${body}${eanCheckDigit(body)}` : null;
}

/** What a search text names directly, besides words: a product number or an EAN. */
export type DirectProductQuery =
  | { readonly kind: 'productNumber'; readonly productNumber: string }
  | { readonly kind: 'ean'; readonly ean: string };

/**
 * Whether a search text is a product number or an EAN (issue 17: such a search opens the
 * product page directly). Spaces, dots and dashes inside the number are ignored (`2.000.123`,
 * `4 006381 333931`); anything else makes it a search text. An EAN is checked before the
 * product number, so a 13-digit code with a valid check digit is an EAN.
 *
 * @example
 * directProductQuery('2000123_02') // { kind: 'productNumber', productNumber: '2000123_02' }
 * directProductQuery('4006381333931') // { kind: 'ean', ean: '4006381333931' }
 * directProductQuery('kinderwagen') // null
 */
export function directProductQuery(text: string): DirectProductQuery | null {
  const compact = text.trim().replace(/[\s.-]/g, '');
  if (isEan(compact)) return { kind: 'ean', ean: compact };
  if (productNumberPattern.test(compact)) return { kind: 'productNumber', productNumber: compact };
  return null;
}

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** What of a basket line the shopper reviewed: which article, how many, at what price. */
export interface ReviewedLine {
  readonly key: string;
  readonly variantId: number;
  readonly quantity: number;
  /** The line's total with tax, in cents. */
  readonly totalWithTax: number;
}

/**
 * A short mark of the basket as the checkout's review showed it (issue 18: "a basket changed
 * in another tab since the review is re-reviewed, not silently charged"). The review sends it
 * with the order; when the basket's mark is another one by then, the order is not placed.
 * The order of the lines does not matter; their articles, quantities and prices do.
 *
 * @example
 * basketFingerprint([{ key: 'a', variantId: 7, quantity: 1, totalWithTax: 999 }], 1498);
 * // 32 hex characters; another quantity or total gives another mark
 */
export function basketFingerprint(lines: readonly ReviewedLine[], totalWithTax: number): string {
  const parts = lines
    .map((line) => `${line.key}:${line.variantId}:${line.quantity}:${line.totalWithTax}`)
    .sort();
  return bytesToHex(sha256(utf8ToBytes(`${parts.join('|')}#${totalWithTax}`))).slice(0, 32);
}

/** Whether a posted value has a fingerprint's shape (anything else is a malformed form). */
export function isBasketFingerprint(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
}

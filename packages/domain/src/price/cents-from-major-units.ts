/**
 * Some sources send a price in major units (euros, francs) rather than cents — the spec's
 * "(reference price x 100)" (§9) is this conversion for the logistics reference price.
 */

const majorUnitsPattern = /^(\d{1,13})(?:[.,](\d+))?$/;

/**
 * Converts an amount in major units to integer cents, rounding half up on the third decimal.
 * Parses decimal text digit by digit, so `'1.005'` is exactly 101 cents (floating point would
 * give 100). Accepts a dot or a comma as decimal mark; anything else — empty, negative,
 * grouped (`'1.234,50'`), non-finite — is `null`.
 *
 * @example
 * centsFromMajorUnits('24.99'); // 2499
 * centsFromMajorUnits('24,9'); // 2490
 * centsFromMajorUnits(12); // 1200
 */
export function centsFromMajorUnits(value: string | number | null | undefined): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = majorUnitsPattern.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  // Thirteen whole digits keep the result far below Number.MAX_SAFE_INTEGER.
  return Number(fraction.charAt(2) || '0') >= 5 ? cents + 1 : cents;
}

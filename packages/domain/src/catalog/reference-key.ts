/**
 * The article number of a variant reference key (§3): the part before the first underscore,
 * trimmed. A key without an underscore is its own article number; a non-string gives ''.
 *
 * @example
 * articleNumber('123456_01'); // '123456'
 */
export function articleNumber(referenceKey: unknown): string {
  if (typeof referenceKey !== 'string') return '';
  const trimmed = referenceKey.trim();
  const underscore = trimmed.indexOf('_');
  return underscore === -1 ? trimmed : trimmed.slice(0, underscore).trimEnd();
}

/** How many characters of a reference key are shown (§5). */
export const displayedReferenceKeyLength = 7;

/**
 * A reference key as shoppers see it (§5): dots removed, cut to 7 characters, leading zeros
 * stripped. A key of only zeros keeps one '0' so the shopper never sees an empty number.
 * Characters are counted as code points so an odd key is never cut inside one.
 *
 * @example
 * displayReferenceKey('000.123.4567'); // '1234' (from '0001234')
 */
export function displayReferenceKey(referenceKey: unknown): string {
  if (typeof referenceKey !== 'string') return '';
  const withoutDots = referenceKey.trim().replaceAll('.', '');
  const cut = Array.from(withoutDots).slice(0, displayedReferenceKeyLength).join('');
  return cut.replace(/^0+(?=.)/u, '');
}

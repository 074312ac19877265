/** §9: unit codes and what the shopper reads. */
export const unitSymbols: ReadonlyMap<string, string> = new Map([
  ['LI', 'l'],
  ['QM', 'm²'],
]);

/**
 * The unit a shopper reads for a unit code (§9: LI = l, QM = m²), the code matched trimmed and
 * in any case. Unknown units pass through unchanged; a non-string gives ''.
 *
 * @example
 * displayUnit('QM'); // 'm²'
 */
export function displayUnit(unit: unknown): string {
  if (typeof unit !== 'string') return '';
  return unitSymbols.get(unit.trim().toUpperCase()) ?? unit;
}

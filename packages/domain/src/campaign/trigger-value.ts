/**
 * Characters an editor pastes without seeing them: zero-width space, non-joiner and joiner,
 * word joiner, byte-order mark and soft hyphen. They would make `Kinderwagen` and
 * `Kinder\u00ADwagen` different values.
 */
const invisibleCharacters = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * A trigger value or page value in comparable form: compatibility-normalised (NFKC, so a
 * non-breaking space is a space and `ﬁ` is `fi`), invisible characters removed, whitespace
 * runs collapsed, trimmed and case-folded (`Straße` and `STRASSE` compare equal).
 * Anything that is not a string or a finite number gives `''`.
 *
 * @example
 * foldTriggerValue('  Baby\u00A0Ausstattung ') // 'baby ausstattung'
 */
export function foldTriggerValue(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : '';
  // Lower, upper, lower folds ß and ẞ to ss the way full case folding does; the second
  // normalisation recomposes what the case mapping may have decomposed.
  return text
    .normalize('NFKC')
    .replace(invisibleCharacters, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The entries of a comma-separated trigger value (§3), folded, without empty entries and
 * without repeats, in their original order. Booleans and numbers count as one entry.
 *
 * @example
 * splitTriggerValue(' Nido, ,nido ,Lumi') // ['nido', 'lumi']
 */
export function splitTriggerValue(value: unknown): readonly string[] {
  const text = typeof value === 'boolean' ? String(value) : value;
  if (typeof text === 'number') return [foldTriggerValue(text)].filter(Boolean);
  if (typeof text !== 'string') return [];
  // Normalised first so a full-width comma (，) separates entries too.
  const entries = text.normalize('NFKC').split(',').map(foldTriggerValue).filter(Boolean);
  return [...new Set(entries)];
}

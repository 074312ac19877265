/** At most this many words of a search text are used. */
export const maxSearchTokens = 8;
const maxTokenLength = 40;

/**
 * The words of a search text: letters and digits of any script, lower-cased; everything else
 * separates words. Whatever the text holds, only these tokens reach SQL, and only as bound
 * parameters.
 *
 * @example
 * searchTokens('  Kinder-Wagen, "blau"!  '); // ['kinder', 'wagen', 'blau']
 */
export function searchTokens(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '')
    .map((token) => Array.from(token).slice(0, maxTokenLength).join(''))
    .slice(0, maxSearchTokens);
}

/** Lower case without accents (ä -> a, ß -> ss, œ -> oe), as `commerce_unaccent` folds. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

import { distance } from 'fastest-levenshtein';

/**
 * "Meinten Sie …" on the no-results page (issue 17, §2 special content): other spellings of the
 * searched words that the catalog uses, each a search that finds something.
 */

/** At most this many spellings are offered. */
export const spellingSuggestionLimit = 3;

/**
 * Catalog words at least this similar (pg_trgm trigram similarity, 0–1) to a searched word may
 * be offered as its spelling. Lower than the 0.3 the search itself corrects with: a query that
 * found nothing, even corrected, is often further from the word the shopper meant.
 */
export const spellingSimilarityFloor = 0.2;

/** Catalog words looked up per searched word (most similar first), before they are ranked. */
export const spellingCandidatesPerWord = 8;

/**
 * A searched word's candidate spellings, nearest first: fewest edits (Levenshtein) from the
 * word, then as given (most similar trigrams first). Trigram similarity alone prefers words
 * sharing a long start (`kindrwgn`: `kindersitz` before `kinderwagen`); the edits a shopper
 * would have to make to their word tell the meant one better.
 */
export function nearestSpellings(word: string, candidates: readonly string[]): string[] {
  return candidates
    .map((candidate, order) => ({ candidate, order, edits: distance(word, candidate) }))
    .sort((a, b) => a.edits - b.edits || a.order - b.order)
    .map(({ candidate }) => candidate);
}

/**
 * The query's alternative spellings, best first. The k-th alternative spells every word as its
 * k-th nearest candidate (`nearestSpellings`), or as its nearest one where it has fewer, or as
 * typed where it has none. Alternatives that equal the query or an earlier one are dropped.
 *
 * @example
 * spellingAlternatives(['kindrwgn'], [['kindersitz', 'kinderwagen']]);
 * // ['kinderwagen', 'kindersitz']
 */
export function spellingAlternatives(
  words: readonly string[],
  nearest: readonly (readonly string[])[],
  limit = spellingSuggestionLimit,
): string[] {
  const query = words.join(' ');
  const ranked = words.map((word, index) => nearestSpellings(word, nearest[index] ?? []));
  const alternatives: string[] = [];
  const deepest = Math.max(0, ...ranked.map((candidates) => candidates.length));
  for (let rank = 0; rank < deepest && alternatives.length < limit; rank += 1) {
    const spelled = words
      .map((word, index) => {
        const candidates = ranked[index] ?? [];
        return candidates[rank] ?? candidates[0] ?? word;
      })
      .join(' ');
    if (spelled !== query && !alternatives.includes(spelled)) alternatives.push(spelled);
  }
  return alternatives;
}

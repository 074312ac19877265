import type { Language } from '@vitrine/domain';

/** Category ids stay below this, so a language's category key is unique (see `categoryKey`). */
export const categoryKeyFactor = 100_000;

/** The number of each language in category keys. */
export const languageNumbers: Readonly<Record<Language, number>> = { de: 1, fr: 2, nl: 3 };

/**
 * The key of a category in one language's listings: language number × 100,000 + category id.
 * Listings hold these keys in a GIN-indexed array, so a category page reads only the rows of
 * its own language.
 */
export function categoryKey(language: Language, categoryId: number): number {
  return languageNumbers[language] * categoryKeyFactor + categoryId;
}

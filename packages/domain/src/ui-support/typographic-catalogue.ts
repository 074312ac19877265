import type { Language } from '../market/types';
import { frenchPunctuation, mapCatalogueTexts } from './french-punctuation';
import { keepUnitsTogether } from './units';

/**
 * A text as the shop sets it in its language (issue 21): numbers kept with their units in every
 * language (`keepUnitsTogether`), and French spacing of punctuation in French
 * (`frenchPunctuation`).
 *
 * @example
 * typographicText('Flasche 250 ml ?', 'fr'); // 'Flasche 250\u00a0ml\u202f?'
 */
export function typographicText(text: string, language: Language): string {
  const kept = keepUnitsTogether(text);
  return language === 'fr' ? frenchPunctuation(kept) : kept;
}

/**
 * A language's text catalogue with `typographicText` applied to every text at any depth, so
 * catalogues are written with ordinary spaces and no text can miss the rules. The input is not
 * changed.
 */
export function typographicCatalogue<Catalogue>(
  catalogue: Catalogue,
  language: Language,
): Catalogue {
  return mapCatalogueTexts(catalogue, (text) => typographicText(text, language));
}

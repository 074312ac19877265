/**
 * The longest search text the search page takes. The engine cuts longer texts to this length
 * (a pasted sentence still searches through its API); the page refuses them with a message
 * instead, so what the shopper reads as "your search" is what was searched.
 */
export const maxSearchQueryLength = 200;

/** The query parameter of the search page (§2 `/suche/?q=…`) and the header's field name. */
export const searchQueryParameter = 'q';

/** What the search page was asked: nothing yet, a text too long to search, or a search text. */
export type SearchQuery =
  | { readonly kind: 'empty' }
  | { readonly kind: 'tooLong'; readonly maxLength: number }
  | { readonly kind: 'search'; readonly text: string };

/**
 * The search text of a search page URL: the first `q`, trimmed, inner runs of white space made
 * one space. Blank or missing is `empty`; longer than {@link maxSearchQueryLength} characters
 * (code points, after trimming) is `tooLong`.
 *
 * @example
 * searchQueryOf(new URLSearchParams('q=%20kinder%20%20wagen%20')) // { kind: 'search', text: 'kinder wagen' }
 */
export function searchQueryOf(params: URLSearchParams): SearchQuery {
  const text = (params.get(searchQueryParameter) ?? '').trim().replace(/\s+/gu, ' ');
  if (text === '') return { kind: 'empty' };
  if (Array.from(text).length > maxSearchQueryLength) {
    return { kind: 'tooLong', maxLength: maxSearchQueryLength };
  }
  return { kind: 'search', text };
}

/**
 * Which listing filters the desktop filter bar shows itself (spec §9: "Filters show max 4 on
 * desktop"); the rest are reached through the filter dialog (§2 dialogs: listing facet, filter).
 */

/** How many filters the desktop bar shows (§9). */
export const desktopFacetLimit = 4;

export interface FacetBarSplit<Name> {
  /** The filters shown in the bar, in the given order, at most `desktopFacetLimit`. */
  readonly inline: readonly Name[];
  /** The filters only the "all filters" dialog shows. */
  readonly more: readonly Name[];
}

/**
 * Splits the filters that have something to choose, in the editor's order, into the four
 * the desktop bar shows and the rest. Duplicates are dropped so a name never takes two places.
 *
 * @example
 * facetBarSplit(['brand', 'color', 'size', 'price', 'sale']);
 * // { inline: ['brand', 'color', 'size', 'price'], more: ['sale'] }
 */
export function facetBarSplit<Name>(
  names: readonly Name[],
  limit: number = desktopFacetLimit,
): FacetBarSplit<Name> {
  const unique = [...new Set(names)];
  const shown = Number.isSafeInteger(limit) && limit >= 0 ? limit : desktopFacetLimit;
  return { inline: unique.slice(0, shown), more: unique.slice(shown) };
}

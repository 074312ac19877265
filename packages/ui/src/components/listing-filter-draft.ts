import {
  type ListingFacets,
  type ListingFilters,
  listingFacetsChosen,
  listingFiltersHref,
  listingFiltersOf,
} from '@vitrine/domain/listing';
import * as React from 'react';

/** What the listing would show for a draft of filters, as the page loaded it for `href`. */
export interface ListingPreview {
  /** The draft's listing URL, path and query (`listingFiltersHref`). */
  readonly href: string;
  /** How many articles the draft finds. */
  readonly total: number;
  /** The facets under the draft: its choices, and the counts next to each option. */
  readonly facets: ListingFacets;
}

export interface ListingFilterDraftOptions {
  readonly currentUrl: string;
  readonly facets: ListingFacets;
  readonly total: number;
  /** What the page last loaded for a draft (`onPreview`), or null. */
  readonly preview: ListingPreview | null | undefined;
  /** Asks the page what a draft's URL finds; without it there is no draft. */
  readonly onPreview: ((href: string) => void) | undefined;
  /** Goes to the listing a draft chose. */
  readonly navigate: (href: string) => void;
}

/** What a facet or filter dialog shows and does while its draft is open. */
export interface ListingFilterDraft {
  readonly facets: ListingFacets;
  readonly resultCount: number;
  readonly resultCountPending: boolean;
  /** A change in the dialog: kept in the draft (and its count asked for), or applied at once. */
  readonly onFiltersChange: (filters: ListingFilters) => void;
  /** "Show N articles": the draft applied; undefined when changes apply at once. */
  readonly onShowResults: (() => void) | undefined;
  /** The dialog opened (a fresh draft of what is chosen) or closed (the draft dropped). */
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The filter dialogs' draft (issue 21): while a dialog is open the shopper's changes are kept
 * here, the boxes show them at once, the page is asked what they find (`onPreview`), and "show
 * N articles" goes there in one navigation. Closing the dialog otherwise drops them. Without
 * `onPreview` (no page to ask) each change is applied as it is made.
 */
export function useListingFilterDraft({
  currentUrl,
  facets,
  total,
  preview,
  onPreview,
  navigate,
}: ListingFilterDraftOptions): ListingFilterDraft {
  const [draft, setDraft] = React.useState<ListingFilters | null>(null);
  // The last count the page answered for a draft: said (marked busy) while the next is asked.
  const [lastTotal, setLastTotal] = React.useState(total);
  const appliedHref = listingFiltersHref(currentUrl, listingFiltersOf(facets));
  const draftHref = draft === null ? appliedHref : listingFiltersHref(currentUrl, draft);
  const previewed = preview?.href === draftHref ? preview : null;
  const unchanged = draftHref === appliedHref;
  React.useEffect(() => {
    if (previewed !== null) setLastTotal(previewed.total);
  }, [previewed]);
  if (onPreview === undefined) {
    return {
      facets,
      resultCount: total,
      resultCountPending: false,
      onFiltersChange: (filters) => navigate(listingFiltersHref(currentUrl, filters)),
      onShowResults: undefined,
      onOpenChange: () => undefined,
    };
  }
  return {
    facets:
      draft === null || unchanged
        ? facets
        : (previewed?.facets ?? listingFacetsChosen(facets, draft)),
    resultCount: unchanged ? total : (previewed?.total ?? lastTotal),
    resultCountPending: !unchanged && previewed === null,
    onFiltersChange: (filters) => {
      setDraft(filters);
      const href = listingFiltersHref(currentUrl, filters);
      if (href !== appliedHref) onPreview(href);
    },
    onShowResults: () => {
      if (!unchanged) navigate(draftHref);
      setDraft(null);
    },
    onOpenChange: (open) => {
      setDraft(open ? listingFiltersOf(facets) : null);
      if (open) setLastTotal(total);
    },
  };
}

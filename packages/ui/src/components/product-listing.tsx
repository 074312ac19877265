import type { ImageSizes } from '@vitrine/domain/catalog';
import {
  type ListingFilterName as ListingFacetName,
  type ListingFacets,
  type ListingFilters,
  type ListingPagination,
  type ListingSort,
  listingFilterNames,
  listingFiltersHref,
  listingPageHref,
  listingPriceFields,
  listingSortHref,
  type ProductTile,
} from '@vitrine/domain/listing';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import type { ProductListingColumns } from '../lib/brand-arrangement';
import { cn } from '../lib/cn';
import { isModifiedClick } from '../lib/modified-click';
import { useDialogStack } from './dialog';
import { FilterDialog, ListingFacetDialog } from './dialogs/listing-dialogs';
import { EmptyState } from './empty-state';
import { FacetBar, FacetForm } from './facet-filters';
import { type ListingPreview, useListingFilterDraft } from './listing-filter-draft';
import { Pagination } from './pagination';
import { ProductCard, type ProductCardProps, productCardAddToCartState } from './product-card';
import { defaultSort as relevance, SortForm, SortSelect } from './sort-select';

/**
 * A card image's width in the listing grid (`sizes`), per column count at the widest screen.
 * Four columns (Nido): two columns below 768 px (half the screen), then three or four columns
 * of at most 320 px in a page at most 1280 px wide: 240, 300, 384, 480, 600 and 768 px. Three
 * columns (Vitalia, issue 21): two columns up to 1024 px (half the screen), then three of at
 * most 400 px: 240, 400, 480, 512, 800 and 1024 px. Few widths either way, so each of 24 cards
 * names few candidates.
 */
const productListingImageSizesByColumns: Readonly<Record<ProductListingColumns, ImageSizes>> = {
  4: { xs: '50vw', md: '50vw', default: 300 },
  3: { xs: '50vw', lg: '50vw', default: 400 },
};

/** The four-column grid's card image sizes (a wishlist's grid has the same slots). */
const productListingImageSizes: ImageSizes = productListingImageSizesByColumns[4];

/** The card image sizes of a grid of `columns` at its widest. */
function productListingImageSizesFor(columns: ProductListingColumns): ImageSizes {
  return productListingImageSizesByColumns[columns];
}

/** The grid's columns per screen: Nido's shelf fills up by the tablet, Vitalia's by the laptop. */
const gridColumns: Readonly<Record<ProductListingColumns, string>> = {
  4: 'grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4',
  3: 'grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12',
};

type CardProps = Pick<
  ProductCardProps,
  | 'imageSource'
  | 'localizePath'
  | 'formAction'
  | 'onAddToCart'
  | 'onWishlistToggle'
  | 'onSelect'
  | 'pimLabel'
>;

// `onSelect` is the cards' own (a product link followed), not the DOM's text-selection event.
type ProductListingProps = Omit<React.ComponentProps<'section'>, 'children' | 'onSelect'> &
  CardProps & {
    /** The page's products (`productTile()` of the domain). */
    tiles: readonly ProductTile[];
    /**
     * The filters with their options, counts and the shopper's choices, for the filter bar and
     * dialogs.
     */
    facets: ListingFacets;
    /** Which page is shown, of how many, with how many products per page and in all. */
    pagination: ListingPagination;
    /** The sort in effect, shown selected in the sort control. */
    sort: ListingSort;
    /** The sort without a `sort` parameter: a listing block's own, else relevance. */
    defaultSort?: ListingSort;
    /**
     * The listing's URL, path and query (`/kinderwagen/?sort=price-asc`): every filter, sort
     * and page link is made from it (`listingFiltersHref`, `listingSortHref`, `listingPageHref`).
     */
    currentUrl: string;
    /** The facets offered, in order; every one with something to choose unless given. */
    facetNames?: readonly ListingFacetName[];
    /** The listing's heading (a category page's h1); the result count follows as an h2. */
    heading?: React.ReactNode;
    /**
     * What leads from the heading to narrower listings (a category page's `SubcategoryRow`),
     * between the heading and the filters, so the cards stay near the top.
     */
    subnavigation?: React.ReactNode;
    /**
     * Goes to another listing URL (the router's navigate, so the page is not loaded again).
     * `keepScroll` is true for a filter or sort, which the shopper chose where they are (an open
     * filter dialog stays open over the listing that follows it), and false for another page of
     * results, which starts at the top. Without it the browser follows the links and forms,
     * which all work without JavaScript.
     */
    onNavigate?: (href: string, options: { keepScroll: boolean }) => void;
    /**
     * Asks the page what a draft of filters finds (the listing URL the draft would go to),
     * without going there. With it the facet and filter dialogs collect the shopper's changes
     * and apply them together on "show N articles", saying the draft's count first (issue 21);
     * without it each change applies at once.
     */
    onPreview?: (href: string) => void;
    /** What the page last answered to `onPreview`: the draft's count and facets. */
    preview?: ListingPreview | null;
    /** Whether a product is on the wishlist (its card's toggle is pressed). */
    isWishlisted?: (productId: number) => boolean;
    /** Whether the basket call for a variant runs (its card's button says so). */
    isAddingToCart?: (variantId: number) => boolean;
    /** The listing leads the page: its first row loads at once, the first image first of all. */
    priority?: boolean;
    /**
     * The grid's columns on a wide screen: 4, a full shelf (Nido), or 3 larger cards with more
     * room between them (Vitalia). The shop's brand decides (`brandArrangement`); the cards'
     * image `sizes` follow, so their pictures stay sharp and light.
     */
    columns?: ProductListingColumns;
  };

/** The listing URL's parameters a form keeps: all but the ones it sends itself and the page. */
function keptFields(currentUrl: string, sent: readonly string[]): [string, string][] {
  const params = new URL(currentUrl, 'http://listing.invalid').searchParams;
  return [...params].filter(([name]) => name !== 'page' && !sent.includes(name));
}

const filterFields: readonly string[] = [
  ...listingFilterNames,
  ...Object.values(listingPriceFields),
];

/**
 * A product listing: result count, the facet bar with its facet and filter dialogs, the
 * sort, a grid of product cards, pagination and an empty state. Every choice is a URL of the
 * listing: the chips and pages are links, and without JavaScript the filter and the sort are
 * GET forms (`FacetForm`, `SortForm`), so a crawler, a new tab and a shopper without scripts
 * all get there. A category page (the CMS listing block) and the search page both show it.
 */
function ProductListing({
  tiles,
  facets,
  pagination,
  sort,
  defaultSort = relevance,
  currentUrl,
  facetNames,
  heading,
  subnavigation,
  onNavigate,
  onPreview,
  preview,
  isWishlisted,
  isAddingToCart,
  priority = false,
  columns = 4,
  imageSource,
  localizePath,
  formAction,
  onAddToCart,
  onWishlistToggle,
  onSelect,
  pimLabel,
  className,
  ...props
}: ProductListingProps) {
  const { t } = useUiText();
  const { open } = useDialogStack();
  const dialogs = React.useId();
  const [facet, setFacet] = React.useState<ListingFacetName | null>(null);
  const navigate = (href: string) => {
    if (onNavigate) onNavigate(href, { keepScroll: true });
    else window.location.assign(href);
  };
  const onFiltersChange = (filters: ListingFilters) =>
    navigate(listingFiltersHref(currentUrl, filters));
  const { total } = pagination;
  const draft = useListingFilterDraft({
    currentUrl,
    facets,
    total,
    preview,
    onPreview,
    navigate,
  });
  const path = currentUrl.split(/[?#]/, 1)[0] || '/';
  const names = facetNames !== undefined && facetNames.length > 0 ? facetNames : undefined;
  const facetDialog = `listing-facet-${dialogs}`;
  const filterDialog = `listing-filter-${dialogs}`;
  return (
    <section
      data-slot="product-listing"
      aria-label={t('listing.label')}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {heading}
        {/* The result count heads the cards (their names are h3) under the page's h1. */}
        <h2 data-slot="product-listing-count" className="text-ink-soft">
          {t('listing.results', { count: total })}
        </h2>
      </div>
      {subnavigation}
      {/* On a phone the filters and the sort stay at the top while the shopper scrolls the cards. */}
      <div
        data-slot="product-listing-controls"
        className="flex flex-wrap items-start justify-between gap-4 max-lg:sticky max-lg:top-0 max-lg:z-20 max-lg:border-b max-lg:border-line max-lg:bg-surface max-lg:py-2"
      >
        <FacetBar
          facets={facets}
          {...(names === undefined ? {} : { names })}
          onFiltersChange={onFiltersChange}
          hrefFor={(filters) => listingFiltersHref(currentUrl, filters)}
          onOpenFacet={(name) => {
            setFacet(name);
            open({ id: facetDialog, position: 'mobileLeft' });
          }}
          onOpenAll={() => open({ id: filterDialog, position: 'right' })}
          className="grow"
        />
        <SortSelect
          value={sort}
          onValueChange={(next) => navigate(listingSortHref(currentUrl, next, defaultSort))}
          className="noscript:hidden"
        />
        <SortForm
          value={sort}
          action={path}
          hiddenFields={keptFields(currentUrl, ['sort'])}
          className="hidden noscript:flex"
        />
      </div>
      <details data-slot="product-listing-filter-form" className="hidden noscript:block">
        <summary className="cursor-pointer font-semibold">{t('facets.allFilters')}</summary>
        <FacetForm
          facets={facets}
          {...(names === undefined ? {} : { names })}
          action={path}
          hiddenFields={keptFields(currentUrl, filterFields)}
          className="pt-4"
        />
      </details>
      {tiles.length === 0 ? (
        <EmptyState
          kind="search"
          role="status"
          headingLevel={3}
          title={t('listing.emptyTitle')}
          description={t('listing.empty')}
        />
      ) : (
        <ul
          data-slot="product-listing-grid"
          data-columns={columns}
          className={cn('grid', gridColumns[columns])}
        >
          {tiles.map((tile, index) => (
            <li key={tile.id} className="flex">
              <ProductCard
                tile={tile}
                imageSource={imageSource}
                imageSizes={productListingImageSizesByColumns[columns]}
                localizePath={localizePath}
                formAction={formAction}
                priority={priority && index < columns ? index === 0 || 'eager' : false}
                onAddToCart={onAddToCart}
                onWishlistToggle={onWishlistToggle}
                wishlisted={isWishlisted?.(tile.id) ?? false}
                addToCartState={productCardAddToCartState(tile, isAddingToCart)}
                onSelect={onSelect}
                pimLabel={pimLabel}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pageCount={pagination.pageCount}
        hrefFor={(page) => listingPageHref(currentUrl, page)}
        onPageChange={(page, event) => {
          if (onNavigate === undefined || isModifiedClick(event)) return;
          event.preventDefault();
          onNavigate(listingPageHref(currentUrl, page), { keepScroll: false });
        }}
      />
      <ListingFacetDialog id={facetDialog} name={facet ?? 'brand'} {...draft} />
      <FilterDialog id={filterDialog} {...(names === undefined ? {} : { names })} {...draft} />
    </section>
  );
}

export {
  ProductListing,
  type ProductListingProps,
  productListingImageSizes,
  productListingImageSizesFor,
};

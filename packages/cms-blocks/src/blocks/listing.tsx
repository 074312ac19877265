import type { ListingBlock, ListingFacetName } from '@vitrine/domain';
import {
  type ListingFilters,
  listingFiltersHref,
  listingPageHref,
  listingSortHref,
} from '@vitrine/domain/listing';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
  FacetBar,
  FacetFilters,
  FacetGroup,
  Pagination,
  ProductCard,
  SortSelect,
  useDialogStack,
  useUiText,
} from '@vitrine/ui';
import * as React from 'react';
import { useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';
import { useProductImageSource } from '../product-image-source';
import { useBlockRender } from '../render-context';

/**
 * The product listing of a category page (§2): facet bar with at most four filters on
 * desktop (§9) and the listing-facet and filter dialogs, sort, product cards and pagination.
 * Every choice is a URL (the page resolves the listing from it), so filters and pages are
 * links a crawler and a new tab can follow. Without resolved data it renders nothing.
 */
export function ListingView({ block }: { readonly block: ListingBlock }) {
  const editable = useEditable(block._uid);
  const data = useBlockData(block._uid, 'listing');
  const t = useCmsText();
  const { t: uiT } = useUiText();
  const imageSource = useProductImageSource();
  const { currentUrl, navigate, localizePath, renderLink, productActions } = useBlockRender();
  const { open, close } = useDialogStack();
  const [facet, setFacet] = React.useState<ListingFacetName | null>(null);
  if (data === null) return null;
  const { facets } = data;
  const facetDialog = `listing-facet-${block._uid}`;
  const filterDialog = `listing-filter-${block._uid}`;
  const onFiltersChange = (filters: ListingFilters) => {
    close(facetDialog);
    close(filterDialog);
    navigate(listingFiltersHref(currentUrl, filters));
  };
  const headline = block.headline || data.categoryName || '';
  const names = block.filters.length > 0 ? block.filters : undefined;
  return (
    <section
      {...editable}
      data-slot="cms-listing"
      data-category={block.categorySlug}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {headline === '' ? null : (
          <h1 className="font-display text-3xl font-bold text-ink">{headline}</h1>
        )}
        {/* The result count heads the cards (their names are h3) under the listing's h1. */}
        <h2 className="text-ink-soft">{t('listing.results', { count: data.pagination.total })}</h2>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <FacetBar
          facets={facets}
          {...(names === undefined ? {} : { names })}
          onFiltersChange={onFiltersChange}
          onOpenFacet={(name) => {
            setFacet(name);
            open({ id: facetDialog, position: 'right' });
          }}
          onOpenAll={() => open({ id: filterDialog, position: 'right' })}
          className="grow"
        />
        <SortSelect
          value={data.sort}
          onValueChange={(sort) => navigate(listingSortHref(currentUrl, sort, block.defaultSort))}
        />
      </div>
      {data.products.length === 0 ? (
        <p role="status" className="rounded-card bg-muted p-6 text-ink">
          {t('listing.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {data.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                imageSource={imageSource}
                localizePath={localizePath}
                renderLink={renderLink}
                priority={index < 4}
                {...(productActions.onAddToCart ? { onAddToCart: productActions.onAddToCart } : {})}
                {...(productActions.onWishlistToggle
                  ? {
                      onWishlistToggle: productActions.onWishlistToggle,
                      wishlisted: productActions.isWishlisted?.(product.id) ?? false,
                    }
                  : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {data.pagination.pageCount > 1 ? (
        <Pagination
          page={data.pagination.page}
          pageCount={data.pagination.pageCount}
          hrefFor={(page) => listingPageHref(currentUrl, page)}
        />
      ) : null}
      <Dialog id={facetDialog} position="right">
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {facet === null ? uiT('facets.label') : uiT(`facets.names.${facet}`)}
            </DialogTitle>
          </DialogHeader>
          <DialogBody>
            {facet === null ? null : (
              <FacetGroup
                name={facet}
                facets={facets}
                onFiltersChange={onFiltersChange}
                legend="hidden"
              />
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
      <Dialog id={filterDialog} position="right">
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{uiT('facets.allFilters')}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <FacetFilters
              facets={facets}
              {...(names === undefined ? {} : { names })}
              onFiltersChange={onFiltersChange}
            />
          </DialogBody>
        </DialogContent>
      </Dialog>
    </section>
  );
}

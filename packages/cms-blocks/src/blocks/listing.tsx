import type { ListingBlock } from '@vitrine/domain';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  ProductListing,
  SubcategoryRow,
  useRenderLink,
  useUiText,
} from '@vitrine/ui';
import * as React from 'react';
import { type CategoryLinkData, useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useImagePriority } from '../image-layout';
import { listingCardTracking, listingItemList } from '../listing-item-list';
import { useProductImageSource } from '../product-image-source';
import { useBlockRender } from '../render-context';

/**
 * The trail above a category page (issue 21): home, the parent categories, then the page
 * itself, which is no link.
 */
function ListingBreadcrumb({
  trail,
  current,
}: {
  readonly trail: readonly CategoryLinkData[];
  readonly current: string;
}) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const { localizePath } = useBlockRender();
  const links = [{ name: t('breadcrumb.home'), path: '/' }, ...trail];
  return (
    <Breadcrumb data-slot="cms-listing-breadcrumb">
      <BreadcrumbList>
        {links.map((link) => (
          <React.Fragment key={link.path}>
            <BreadcrumbItem>
              <BreadcrumbLink asChild>
                {renderLink({ href: localizePath(link.path), children: link.name })}
              </BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </React.Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>{current}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}

/**
 * The product listing of a category page (§2: a page with a listing block is a listing page):
 * the breadcrumb, the block's headline (or the category's name) as the page's h1, a compact
 * row of the subcategories and the ui's `ProductListing` over the tiles the page resolved, so
 * the first cards show without scrolling (issue 21). Every choice is a URL of the page (the
 * page resolves the listing from it); with JavaScript the router follows it. Without resolved
 * data it renders nothing.
 */
export function ListingView({ block }: { readonly block: ListingBlock }) {
  const editable = useEditable(block._uid);
  const data = useBlockData(block._uid, 'listing');
  const imageSource = useProductImageSource();
  const priority = useImagePriority(block) === true;
  const { currentUrl, navigate, localizePath, productActions, listingPreview, arrangement } =
    useBlockRender();
  if (data === null) return null;
  const previewed = listingPreview?.loaded?.blockData[block._uid];
  const headline = block.headline || data.categoryName || '';
  const subcategories = (data.subcategories ?? []).map((category) => ({
    name: category.name,
    href: localizePath(category.path),
  }));
  return (
    <div
      {...editable}
      data-slot="cms-listing"
      data-category={block.categorySlug}
      className="flex flex-col gap-3"
    >
      {headline === '' ? null : <ListingBreadcrumb trail={data.trail ?? []} current={headline} />}
      <ProductListing
        tiles={data.products}
        facets={data.facets}
        pagination={data.pagination}
        sort={data.sort}
        defaultSort={block.defaultSort}
        currentUrl={currentUrl}
        facetNames={block.filters}
        heading={
          headline === '' ? undefined : (
            <h1 className="font-display text-2xl font-bold text-ink md:text-3xl">{headline}</h1>
          )
        }
        subnavigation={<SubcategoryRow subcategories={subcategories} />}
        onNavigate={navigate}
        {...(listingPreview === undefined
          ? {}
          : {
              onPreview: listingPreview.load,
              preview:
                previewed?.kind === 'listing' && listingPreview.loaded !== null
                  ? {
                      href: listingPreview.loaded.href,
                      total: previewed.pagination.total,
                      facets: previewed.facets,
                    }
                  : null,
            })}
        priority={priority}
        columns={arrangement.listingColumns}
        imageSource={imageSource}
        localizePath={localizePath}
        formAction={productActions.formAction}
        onAddToCart={productActions.onAddToCart}
        onWishlistToggle={productActions.onWishlistToggle}
        isWishlisted={productActions.isWishlisted}
        isAddingToCart={productActions.isAddingToCart}
        {...(productActions.onSelect
          ? {
              onSelect: (tile) =>
                productActions.onSelect?.(
                  tile,
                  listingCardTracking(
                    listingItemList(data, block.categorySlug),
                    data.products.indexOf(tile),
                  ),
                ),
            }
          : {})}
      />
    </div>
  );
}

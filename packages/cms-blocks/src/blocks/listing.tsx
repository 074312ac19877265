import type { ListingBlock } from '@vitrine/domain';
import { ProductListing } from '@vitrine/ui';
import { useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useImagePriority } from '../image-layout';
import { useProductImageSource } from '../product-image-source';
import { useBlockRender } from '../render-context';

/**
 * The product listing of a category page (§2: a page with a listing block is a listing page):
 * the ui's `ProductListing` over the tiles the page resolved, headed by the block's headline
 * (or the category's name) as the page's h1. Every choice is a URL of the page (the page
 * resolves the listing from it); with JavaScript the router follows it. Without resolved data
 * it renders nothing.
 */
export function ListingView({ block }: { readonly block: ListingBlock }) {
  const editable = useEditable(block._uid);
  const data = useBlockData(block._uid, 'listing');
  const imageSource = useProductImageSource();
  const priority = useImagePriority(block) === true;
  const { currentUrl, navigate, localizePath, productActions } = useBlockRender();
  if (data === null) return null;
  const headline = block.headline || data.categoryName || '';
  return (
    <div {...editable} data-slot="cms-listing" data-category={block.categorySlug}>
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
            <h1 className="font-display text-3xl font-bold text-ink">{headline}</h1>
          )
        }
        onNavigate={navigate}
        priority={priority}
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
                productActions.onSelect?.(tile, {
                  itemListId: 'listing',
                  itemListName: data.categoryName || block.categorySlug,
                  ffPosition: data.products.indexOf(tile),
                }),
            }
          : {})}
      />
    </div>
  );
}

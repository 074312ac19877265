import { type RecommendationSlotBlock, recommendationItemList } from '@vitrine/domain';
import { cn, ProductCard, productCardAddToCartState, Slider, sliderImageSizes } from '@vitrine/ui';
import { useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';
import { useProductImageSource } from '../product-image-source';
import { useBlockRender } from '../render-context';

/**
 * A recommendation slider (§3 Recommendation slot) over the products the page resolved for
 * it. §2: rendered only when there are results, so an empty or failed slot leaves no trace.
 * The show flags decide what the cards show; the actions themselves are the page's
 * (`productActions` of the render context).
 */
export function RecommendationSlotView({ block }: { readonly block: RecommendationSlotBlock }) {
  const editable = useEditable(block._uid);
  const data = useBlockData(block._uid, 'recommendations');
  const imageSource = useProductImageSource();
  const { localizePath, productActions } = useBlockRender();
  const t = useCmsText();
  const tiles = (data?.products ?? []).slice(0, block.size);
  if (tiles.length === 0) return null;
  return (
    <section
      {...editable}
      data-slot="cms-recommendation-slot"
      data-recommendation-id={block.recommendationId}
      className="flex flex-col gap-4"
    >
      {/* Without an editor's headline the cards (h3) still sit under an h2, for screen readers. */}
      <h2
        className={block.headline === '' ? 'sr-only' : 'font-display text-2xl font-bold text-ink'}
      >
        {block.headline || t('recommendations')}
      </h2>
      <Slider label={block.headline || t('recommendations')}>
        {tiles.map((tile) => (
          <ProductCard
            key={tile.id}
            tile={tile}
            imageSource={imageSource}
            imageSizes={sliderImageSizes}
            localizePath={localizePath}
            formAction={productActions.formAction}
            density="compact"
            {...(block.show.addToCart && productActions.onAddToCart
              ? {
                  onAddToCart: productActions.onAddToCart,
                  addToCartState: productCardAddToCartState(tile, productActions.isAddingToCart),
                }
              : {})}
            {...(productActions.onSelect
              ? {
                  onSelect: () =>
                    productActions.onSelect?.(tile, {
                      ...recommendationItemList(block.recommendationId),
                      ffPosition: tiles.indexOf(tile),
                    }),
                }
              : {})}
            {...(block.show.wishlist && productActions.onWishlistToggle
              ? {
                  onWishlistToggle: productActions.onWishlistToggle,
                  wishlisted: productActions.isWishlisted?.(tile.id) ?? false,
                }
              : {})}
            // The card has no switches for these show flags (§3); the slot hides the parts.
            className={cn(
              !block.show.badges && '[&_[data-slot=product-badges]]:hidden',
              !block.show.rating && '[&_[data-slot=rating]]:hidden',
            )}
          />
        ))}
      </Slider>
    </section>
  );
}

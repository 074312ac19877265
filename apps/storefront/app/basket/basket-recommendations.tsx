import {
  type ProductImage,
  recommendationItemList,
  shopRecommendationSlots,
} from '@vitrine/domain';
import type { ProductTile } from '@vitrine/domain/listing';
import {
  type ImageSource,
  ProductCard,
  productCardAddToCartState,
  Slider,
  sliderImageSizes,
} from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { shopImageUrl } from '../cms/image-url';
import { localisedHref } from '../cms/localised-href';
import { useProductCardShopping } from '../shopping/product-card-shopping';
import { useItemListViews } from '../tracking/use-item-list-views';

/** The empty basket's slider as its cards are tracked (§4). */
const recommendationList = recommendationItemList(shopRecommendationSlots.emptyBasket);

/** Product images through the image service, as the cards want them. */
const tileImageSource =
  (image: ProductImage): ImageSource =>
  ({ width, quality, format }) =>
    shopImageUrl(image.src, { width, quality, format });

/**
 * The empty basket's recommendation slider (§2: rendered only when there are some). Its cards
 * put an article in the basket as a listing's cards do: their forms post to the basket page
 * without JavaScript, which answers with itself (now with the line) and a toast.
 */
export function BasketRecommendations({
  tiles,
  localePrefix,
}: {
  readonly tiles: readonly ProductTile[];
  readonly localePrefix: string;
}) {
  const { t } = useTranslation();
  const shopping = useProductCardShopping();
  const { actions } = shopping;
  // §4 view item list: once per visit of the empty basket, when the slider is in view.
  useItemListViews(
    [{ ...recommendationList, tiles, shownIn: '[data-slot="basket-recommendations"]' }],
    'empty-basket',
  );
  if (tiles.length === 0) return null;
  return (
    // The slider is the region named by the heading's words; the section names no second one.
    <section data-slot="basket-recommendations" className="flex flex-col gap-4">
      <h2 className="font-display text-2xl font-bold">{t('basketExtras.recommendations')}</h2>
      <Slider label={t('basketExtras.recommendations')}>
        {tiles.map((tile, index) => (
          <ProductCard
            key={tile.id}
            tile={tile}
            imageSource={tileImageSource}
            imageSizes={sliderImageSizes}
            localizePath={(path) => localisedHref(path, localePrefix)}
            formAction={actions.formAction}
            density="compact"
            {...(actions.onSelect
              ? {
                  onSelect: (selected: ProductTile) =>
                    actions.onSelect?.(selected, { ...recommendationList, ffPosition: index }),
                }
              : {})}
            {...(actions.onAddToCart
              ? {
                  onAddToCart: actions.onAddToCart,
                  addToCartState: productCardAddToCartState(tile, actions.isAddingToCart),
                }
              : {})}
            {...(actions.onWishlistToggle
              ? {
                  onWishlistToggle: actions.onWishlistToggle,
                  wishlisted: actions.isWishlisted?.(tile.id) ?? false,
                }
              : {})}
          />
        ))}
      </Slider>
      {shopping.layer}
    </section>
  );
}

import {
  type ProductImage,
  pictureSwipeAt,
  recommendationItemList,
  shopRecommendationSlots,
} from '@vitrine/domain';
import { productPageTile } from '@vitrine/domain/product-page';
import { type ImageSource, ProductDetail } from '@vitrine/ui';
import { type MetaDescriptor, useNavigate } from 'react-router';
import { shopImageUrl } from '../cms/image-url';
import { localisedHref } from '../cms/localised-href';
import { loadProductPage } from '../product/product-page.server';
import { handleProductPageFormPost } from '../product/product-page-forms.server';
import { ProductPurchaseExtras } from '../product/product-purchase-extras';
import { useShopArrangement } from '../shop-arrangement';
import { useProductCardShopping } from '../shopping/product-card-shopping';
import { pushToDataLayer, useDataLayerEvent } from '../tracking/data-layer';
import { useItemListViews } from '../tracking/use-item-list-views';
import type { Route } from './+types/product-page';

/**
 * The head of a product page (§2): the product title in the title template, description,
 * canonical, hreflang alternates, the 600×600 meta image and the JSON-LD `Product` and
 * `BreadcrumbList` (React Router escapes the JSON for the script element).
 */
export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const { head } = loaderData;
  return [
    { title: head.title },
    ...(head.description ? [{ name: 'description', content: head.description }] : []),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: loaderData.product.title },
    ...(head.ogImage
      ? [
          { property: 'og:image', content: head.ogImage },
          { property: 'og:image:width', content: '600' },
          { property: 'og:image:height', content: '600' },
        ]
      : []),
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    ...head.structuredData.map((item) => ({ 'script:ld+json': item })),
  ];
}

// A public page a CDN may keep briefly; a form's outcome is the visitor's own: the action's
// headers (no-store) win.
export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return errorHeaders ?? loaderHeaders;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProductPage({ request, pdp: params.pdp, context });
}

/**
 * The page's add to cart and wishlist heart posted without JavaScript (or by their fetcher):
 * the same handling as the product cards' — the page answers with itself and a toast; and the
 * page's own forms (remind-when-available).
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return handleProductPageFormPost({ request, pdp: params.pdp, context });
}

/** The product page's recommendation slider as its cards are tracked (§4). */
const recommendationList = recommendationItemList(shopRecommendationSlots.productPage);
const productRecommendationsSlot = '[data-slot="product-detail-recommendations"]';

/** Product images through the image service, as the ui's gallery and cards want them. */
const productImageSource =
  (image: ProductImage): ImageSource =>
  ({ width, quality, format }) =>
    shopImageUrl(image.src, { width, quality, format });

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const {
    product,
    recommendations,
    localePrefix,
    tracking,
    pickup,
    addToCartChoice,
    infoStep,
    colorRow,
  } = loaderData;
  const shopping = useProductCardShopping();
  useDataLayerEvent(tracking.viewItem, `${product.id}-${product.variant?.id ?? ''}`);
  // §4 view item list for the slider once it is scrolled to, once per product (not per variant).
  useItemListViews(
    [{ ...recommendationList, tiles: recommendations, shownIn: productRecommendationsSlot }],
    String(product.id),
  );
  const tile = productPageTile(product);
  const { actions } = shopping;
  const navigate = useNavigate();
  const arrangement = useShopArrangement();
  return (
    <main id="inhalt" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8">
      <ProductDetail
        arrangement={arrangement.productDetail}
        // A new product or variant starts with a fresh quantity field.
        key={`${product.id}-${product.variant?.id ?? ''}`}
        product={product}
        imageSource={productImageSource}
        localizePath={(path) => localisedHref(path, localePrefix)}
        formAction={actions.formAction}
        {...(tile !== null
          ? {
              onAddToCart: (
                variantId: number,
                quantity: number,
                engraving?: Readonly<Record<string, string>>,
              ) => shopping.addVariant(tile, variantId, quantity, engraving),
              addToCartState:
                product.variant !== null && actions.isAddingToCart?.(product.variant.id)
                  ? 'pending'
                  : 'idle',
            }
          : {})}
        {...(tile !== null && actions.onWishlistToggle
          ? {
              onWishlistToggle: () => actions.onWishlistToggle?.(tile),
              wishlisted: actions.isWishlisted?.(product.id) ?? false,
            }
          : {})}
        // Choosing a variant changes the page in place: the shopper stays where they are, and
        // the choices do not pile up in the history.
        onVariantChoose={(href) => void navigate(href, { preventScrollReset: true, replace: true })}
        purchaseExtras={<ProductPurchaseExtras product={product} pickup={pickup} />}
        addToCartChoice={addToCartChoice}
        infoStep={infoStep}
        colorRow={colorRow}
        bundle={loaderData.bundle}
        setPromotion={
          loaderData.setPromotion === null
            ? null
            : {
                offer: loaderData.setPromotion,
                step: loaderData.setStep,
                ...(tile !== null && product.variant !== null
                  ? {
                      onAdd: () => {
                        if (product.variant !== null) shopping.addSet(tile, product.variant.id);
                      },
                      state: actions.isAddingToCart?.(product.variant.id) ? 'pending' : 'idle',
                    }
                  : {}),
              }
        }
        // §4 picture swipe, the picture swiped to.
        onImageChange={(index) => pushToDataLayer(pictureSwipeAt(tracking.pictureSwipe, index))}
        recommendations={recommendations}
        recommendationActions={{
          ...actions,
          onSelect: (selected) =>
            actions.onSelect?.(selected, {
              ...recommendationList,
              ffPosition: recommendations.indexOf(selected),
            }),
        }}
      />
      {shopping.layer}
    </main>
  );
}

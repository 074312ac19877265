import type { ProductImage } from '@vitrine/domain';
import {
  EmptyState,
  type ImageSource,
  ProductCard,
  productCardAddToCartState,
  productListingImageSizes,
  WishlistAddToCartStep,
  WishlistInfoStep,
} from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link, type MetaDescriptor } from 'react-router';
import { shopImageUrl } from '../cms/image-url';
import { localisedHref } from '../cms/localised-href';
import { handlePageFormPost } from '../routing/page-form-post.server';
import { useProductCardShopping } from '../shopping/product-card-shopping';
import { WishlistInfoLink } from '../wishlist/wishlist-info';
import { loadWishlistPage } from '../wishlist/wishlist-page.server';
import { useWishlistVariantChoice } from '../wishlist/wishlist-variant-choice';
import type { Route } from './+types/wishlist-page';

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex, nofollow' }];
}

// Always the visitor's own list (`private, no-store`), the action's answer too.
export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return errorHeaders ?? loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlistPage({ context, url: new URL(request.url) });
}

/** The cards' add to cart and heart, posted without JavaScript or by their fetchers (§2, §4). */
export async function action({ request, context }: Route.ActionArgs) {
  await loadWishlistPage({ context, url: new URL(request.url) });
  return handlePageFormPost(request, context);
}

const productImageSource =
  (image: ProductImage): ImageSource =>
  ({ width, quality, format }) =>
    shopImageUrl(image.src, { width, quality, format });

/** The wishlist page `/wunschliste/` (§2): the products on the list, to the basket or off the list. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { tiles, localePrefix, homePath, infoHref, pagePath, showsInfo, choices, choosing } =
    loaderData;
  const { t } = useTranslation();
  const shopping = useProductCardShopping();
  const { actions } = shopping;
  const variantChoice = useWishlistVariantChoice({
    choices,
    pagePath,
    addVariant: shopping.addVariant,
  });
  return (
    <main id="inhalt" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t('wishlistPage.title')}</h1>
      <WishlistInfoLink href={infoHref} />
      {showsInfo ? <WishlistInfoStep closeHref={pagePath} /> : null}
      {choosing !== null ? (
        <WishlistAddToCartStep
          productName={choosing.productName}
          choice={choosing.choice}
          formAction={pagePath}
          closeHref={pagePath}
        />
      ) : null}
      {tiles.length === 0 ? (
        <EmptyState
          kind="wishlist"
          title={t('wishlistPage.emptyTitle')}
          description={t('wishlistPage.emptyText')}
          action={
            <Link to={homePath} className="ui-button-primary ui-button-md inline-flex">
              {t('basketPage.continueShopping')}
            </Link>
          }
        />
      ) : (
        <section aria-labelledby="wishlist-items-heading">
          <h2 id="wishlist-items-heading" className="sr-only">
            {t('wishlistPage.items')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {tiles.map((tile) => (
              <li key={tile.id} className="list-none">
                <ProductCard
                  tile={tile}
                  imageSource={productImageSource}
                  imageSizes={productListingImageSizes}
                  localizePath={(path) => localisedHref(path, localePrefix)}
                  formAction={actions.formAction}
                  {...(actions.onAddToCart
                    ? {
                        onAddToCart: actions.onAddToCart,
                        addToCartState: productCardAddToCartState(tile, actions.isAddingToCart),
                        variantChoice: variantChoice.variantChoice,
                      }
                    : {})}
                  {...(actions.onWishlistToggle
                    ? {
                        onWishlistToggle: actions.onWishlistToggle,
                        wishlisted: actions.isWishlisted?.(tile.id) ?? true,
                      }
                    : {})}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {variantChoice.dialog}
      {shopping.layer}
    </main>
  );
}

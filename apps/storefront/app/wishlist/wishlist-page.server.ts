import { shopContext } from '@vitrine/commerce';
import { pageTitle, wishlistKey, wishlistPageSteps } from '@vitrine/domain';
import { type ProductTile, productTile } from '@vitrine/domain/listing';
import { type BasketVariantChoice, basketVariantChoice } from '@vitrine/domain/product-page';
import { data, type RouterContextProvider } from 'react-router';
import { notFoundPageCache, privatePageCache } from '../../server/http/cache-control';
import { loadSiteLayout } from '../cms/site-layout.server';
import { loadLanguageTexts, translator } from '../i18n/translator';

/** The wishlist page's loader data: the cards' view models, never the engine's wishlist. */
export interface WishlistPageData {
  readonly title: string;
  readonly tiles: readonly ProductTile[];
  readonly localePrefix: string;
  readonly homePath: string;
  /** The more-info step's address (`?info`), where its link leads without JavaScript. */
  readonly infoHref: string;
  /** The page without the step: where the step's "close" leads. */
  readonly pagePath: string;
  /** The step is asked for (`?info`): the page shows it in place, for a browser without JavaScript. */
  readonly showsInfo: boolean;
  /**
   * The variant choices of the articles that have several variants (§2 wishlist add-to-cart),
   * which their cards' add to cart opens, in the list's order.
   */
  readonly choices: readonly BasketVariantChoice[];
  /**
   * The choice asked for in the page (`?choose={productId}`), for a browser without JavaScript;
   * null when none is asked for or the product is not a listed article with a choice.
   */
  readonly choosing: { readonly productName: string; readonly choice: BasketVariantChoice } | null;
}

/**
 * The wishlist page `/wunschliste/` (§2), where the country has a wishlist (§6 flag; 404
 * elsewhere, as the hearts are not shown there either): the visitor's own wishlist as product
 * cards, whose add to cart and heart (which takes the product off the list) are the cards'
 * forms, and how the wishlist works (§2 more-info: a dialog, or in the page with `?info`). A
 * visitor without a session has an empty wishlist and no session is opened for it.
 * Always the visitor's own: `private, no-store`.
 */
export async function loadWishlistPage({
  context,
  url,
}: {
  readonly context: Readonly<RouterContextProvider>;
  readonly url: URL;
}) {
  const { shop, locale, services } = context;
  if (!shop.flags.wishlist) {
    throw data(`Page Not Found: ${context.path}`, {
      status: 404,
      statusText: 'Not Found',
      headers: { 'Cache-Control': notFoundPageCache },
    });
  }
  const visitor = await context.visitor();
  const key = wishlistKey(shop.id, visitor.userId);
  const wishlist =
    visitor.sessionId === null || key === null
      ? null
      : await services.commerce.wishlist.get(
          shopContext(shop, locale),
          { userId: visitor.userId },
          key,
        );
  // A product on the list twice (as a product and as one of its variants) is one card.
  const seen = new Set<number>();
  const products = (wishlist?.items ?? []).flatMap((item) => {
    if (seen.has(item.product.id)) return [];
    seen.add(item.product.id);
    return [item.product];
  });
  const tiles = products.map((product) => productTile(product, { swiper: false }));
  const choices = products.flatMap((product) => {
    const choice = basketVariantChoice(product, { company: shop.company });
    return choice === null ? [] : [choice];
  });
  const chosenId = url.searchParams.get(wishlistPageSteps.chooseVariant);
  const chosen = choices.find((choice) => String(choice.productId) === chosenId) ?? null;
  const chosenTile = tiles.find((tile) => tile.id === chosen?.productId);
  const layout = await loadSiteLayout(context);
  await loadLanguageTexts(locale.language);
  const page: WishlistPageData = {
    title: pageTitle(
      translator(locale.language).t('wishlistPage.title'),
      layout?.view.siteName ?? shop.brandName,
    ),
    tiles,
    localePrefix: locale.pathPrefix,
    homePath: `${locale.pathPrefix}/`,
    infoHref: `${url.pathname}?${wishlistPageSteps.moreInfo}`,
    pagePath: url.pathname,
    showsInfo: url.searchParams.has(wishlistPageSteps.moreInfo),
    choices,
    choosing:
      chosen === null || chosenTile === undefined
        ? null
        : { productName: chosenTile.name, choice: chosen },
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}

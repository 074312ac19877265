import { isValidationFailure, shopContext } from '@vitrine/commerce';
import { buildImageUrl } from '@vitrine/commerce/image-url';
import {
  canonicalRedirect,
  type PageAlternate,
  type PictureSwipeEvent,
  type Product,
  pageTitle,
  pictureSwipeEvent,
  productAlternates,
  productLink,
  productMetaImageOptions,
  shopBaseUrl,
  type ViewItemEvent,
  viewItemEvent,
} from '@vitrine/domain';
import { type ProductTile, productTile } from '@vitrine/domain/listing';
import {
  type AddToCartChoice,
  addToCartChoice,
  type BundleSetView,
  breadcrumbStructuredData,
  bundlePieceNumbers,
  bundleSetView,
  type ColorSiblingRow,
  colorSiblingRow,
  type ProductInfoDialog,
  type ProductPageView,
  productInfoStep,
  productPageView,
  productStructuredData,
  type SetPromotionOffer,
  setPromotionOffer,
  setPromotionStep,
  sizeAdvisorKey,
} from '@vitrine/domain/product-page';
import { productNumberFromPdp } from '@vitrine/domain/routing';
import { preloadProductPageDialogs } from '@vitrine/ui';
import { data, type RouterContextProvider, redirect } from 'react-router';
import {
  notFoundPageCache,
  privatePageCache,
  publicPageCache,
} from '../../server/http/cache-control';
import { localisedHref } from '../cms/localised-href';
import { loadSiteLayout } from '../cms/site-layout.server';
import { loadPickupView } from '../pickup/pickup-reservation.server';
import type { PickupView } from '../pickup/pickup-reservation-form';
import { shareEqualValues } from '../shared-values.server';

/** §9: a recommendation slot shows 12 products. */
const recommendationSize = 12;

/** What the product page's head carries (§2 title template, canonical, hreflang, og:image, JSON-LD). */
export interface ProductPageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** Absolute, 600×600 at quality 100 (§2), or `''` without an image. */
  readonly ogImage: string;
  readonly alternates: readonly PageAlternate[];
  readonly structuredData: readonly Record<string, unknown>[];
}

/** The product page's loader data: the view model, never the engine's product. */
export interface ProductPageData {
  readonly product: ProductPageView;
  readonly recommendations: readonly ProductTile[];
  /** A set's articles and what the set saves (§2 bundles); null for any other product. */
  readonly bundle: BundleSetView | null;
  /** The set promotion the article belongs to, with its other articles (§2 bundle promotion add). */
  readonly setPromotion: SetPromotionOffer | null;
  /** Whether the set's dialog is shown in the page (`?dialog=set`, the step without JavaScript). */
  readonly setStep: boolean;
  readonly head: ProductPageHead;
  readonly localePrefix: string;
  /** Click-and-reserve for the selected variant where the shop offers it (§6), else null. */
  readonly pickup: PickupView | null;
  /** What `?action=addToCart` opens once the page runs (§2, §4), or null. */
  readonly addToCartChoice: AddToCartChoice;
  /** The info dialog `?dialog=` shows in the page (the step without JavaScript), or null. */
  readonly infoStep: ProductInfoDialog | null;
  /** The colours the row shows: the first ones, or all of them at the sibling select's step. */
  readonly colorRow: ColorSiblingRow;
  /**
   * The §4 events of the page, built here from the engine's product (the browser gets only the
   * view model): `view_item` for the displayed variant. Public and the same for every visitor,
   * so no visitor's internal-traffic marker is in it.
   */
  readonly tracking: {
    readonly viewItem: ViewItemEvent;
    /** §4 picture swipe for this product, at its first picture; the page sets the one swiped to. */
    readonly pictureSwipe: PictureSwipeEvent;
  };
}

/**
 * The articles a set holds, as cards (§2 bundles): those the shop sells, in the set's order.
 * A set is a handful of articles, each looked up by its number.
 */
async function bundlePieces(
  context: Readonly<RouterContextProvider>,
  product: Pick<Product, 'referenceKey' | 'advancedAttributes'>,
): Promise<ProductTile[]> {
  const numbers = bundlePieceNumbers(product);
  if (numbers.length === 0) return [];
  const shop = shopContext(context.shop, context.locale);
  const pieces = await Promise.all(
    numbers.map((number) => context.services.commerce.catalog.productByNumber(shop, number)),
  );
  return pieces.flatMap((piece) =>
    piece === null || !piece.isActive ? [] : [productTile(piece, { swiper: false })],
  );
}

/**
 * The set promotion a product belongs to (§2 bundle promotion add) with its other articles as
 * the shop sells them (domain `setPromotionOffer`); null for a product in no set.
 */
export async function loadSetPromotionOffer(
  context: Readonly<RouterContextProvider>,
  productId: number,
): Promise<SetPromotionOffer | null> {
  const { commerce } = context.services;
  const shop = shopContext(context.shop, context.locale);
  const rules = await commerce.catalog.setPromotions(shop, [productId]);
  if (rules.length === 0) return null;
  const others = [...new Set(rules.flatMap((rule) => rule.productIds))].filter(
    (id) => id !== productId,
  );
  return setPromotionOffer(productId, rules, await commerce.catalog.productsByIds(shop, others));
}

/** A product page address that names no product of the shop: the 404 page, kept a minute. */
function productNotFound(path: string, previewed: boolean): never {
  throw data(`Page Not Found: ${path}`, {
    status: 404,
    statusText: 'Not Found',
    headers: { 'Cache-Control': previewed ? privatePageCache : notFoundPageCache },
  });
}

async function recommendedTiles(
  context: Readonly<RouterContextProvider>,
  product: Pick<Product, 'id' | 'referenceKey'>,
): Promise<ProductTile[]> {
  const { commerce } = context.services;
  const shop = shopContext(context.shop, context.locale);
  const answer = await commerce.recommendations.recommend(shop, {
    item_id: [product.referenceKey],
    size: recommendationSize,
  });
  // §8: a recommendation that fails leaves the slider out, not the page.
  if (isValidationFailure(answer)) return [];
  const ids = answer.data
    .map((item) => Number(item.product_id))
    .filter((id) => Number.isSafeInteger(id) && id !== product.id);
  // The slider is swiped, not its cards: each card shows its first picture only.
  return (await commerce.catalog.productsByIds(shop, ids)).map((related) =>
    productTile(related, { swiper: false }),
  );
}

/**
 * A form posted to a product page address: only a page that exists takes it (an unknown
 * number is the 404 page, as its GET is), before anything goes into a basket.
 */
export async function requireProductPage({
  request,
  pdp,
  context,
}: {
  readonly request: Request;
  readonly pdp: string | undefined;
  readonly context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const path = new URL(request.url).pathname;
  const number = productNumberFromPdp(pdp);
  if (number === null) productNotFound(path, true);
  const product = await context.services.commerce.catalog.productByNumber(
    shopContext(context.shop, context.locale),
    number,
  );
  if (product === null) productNotFound(path, true);
}

/**
 * The product page `/p/{pdp}/` (§2): the last dash-separated segment of `pdp` is the product
 * number, which the engine looks up (`productByNumber`, a variant's key names its product); an
 * unknown or invalid number is the 404 page with its status. An address that is not the
 * product's canonical SEO URL is redirected to it (301) with the query kept; `?variant=` then
 * selects the variant (§4, an unknown key falls back, in `productPageView`). Public for every
 * visitor: a CDN may keep it as a listing (a session's frame makes it private elsewhere).
 */
export async function loadProductPage({
  request,
  pdp,
  context,
}: {
  readonly request: Request;
  readonly pdp: string | undefined;
  readonly context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const { shop, locale, services, hostKind, port } = context;
  const previewed = context.preview.granted || context.preview.requested;
  const cacheHeaders = { 'Cache-Control': previewed ? privatePageCache : publicPageCache };
  const number = productNumberFromPdp(pdp);
  if (number === null) productNotFound(url.pathname, previewed);
  const commerceShop = shopContext(shop, locale);
  const product = await services.commerce.catalog.productByNumber(commerceShop, number);
  if (product === null) productNotFound(url.pathname, previewed);

  const canonicalPath = localisedHref(productLink(product), locale.pathPrefix);
  const target = canonicalRedirect({ pathname: url.pathname, search: url.search, canonicalPath });
  if (target !== null) throw redirect(target, { status: 301, headers: cacheHeaders });

  const [texts, info, recommendations, layout, priceHistories, pieces, setOffer] =
    await Promise.all([
      services.commerce.catalog.productPageTexts(commerceShop, product.id),
      services.commerce.catalog.productPageInfo(commerceShop, product.id, sizeAdvisorKey(product)),
      recommendedTiles(context, product),
      loadSiteLayout(context),
      services.commerce.prices.history(
        shop.id,
        product.variants.map((variant) => variant.id),
      ),
      bundlePieces(context, product),
      loadSetPromotionOffer(context, product.id),
    ]);
  const view = productPageView(product, {
    queryVariant: url.searchParams.getAll('variant'),
    company: shop.company,
    description: texts?.description ?? null,
    payback: shop.flags.payback,
    // The lowest price of the 30 days before a reduction (Omnibus, § 11 PAngV) as of now.
    priceHistory: { of: (id) => priceHistories.get(id) ?? [], now: new Date() },
    info,
  });
  const infoStep = productInfoStep(view.info, url.searchParams);
  // The step is the dialogs' chunk's view: loaded before rendering, so its HTML is whole for a
  // browser without JavaScript (a view not loaded would stream in behind a script).
  if (infoStep !== null) await preloadProductPageDialogs();
  const baseUrl = shopBaseUrl(shop, locale, hostKind, port);
  const origin = new URL(baseUrl).origin;
  const canonical = `${baseUrl}${view.href}`;
  const absoluteImage = (src: string, options: Parameters<typeof buildImageUrl>[1]) =>
    `${origin}${buildImageUrl(src, options)}`;
  const siteName = layout?.view.siteName ?? shop.brandName;
  const head: ProductPageHead = {
    title: pageTitle(view.title, siteName),
    description: view.description ?? layout?.view.defaultDescription ?? '',
    canonical,
    ogImage:
      view.metaImage === null
        ? ''
        : absoluteImage(view.metaImage, { ...productMetaImageOptions, format: 'jpeg' }),
    alternates:
      texts === null
        ? []
        : productAlternates(
            { ...texts, referenceKey: product.referenceKey },
            shop.brand,
            hostKind,
            port,
          ),
    structuredData: [
      productStructuredData({
        view,
        gtin: view.variant === null ? null : (texts?.gtins.get(view.variant.id) ?? null),
        url: canonical,
        images: view.images.map((image) =>
          absoluteImage(image.src, { ...productMetaImageOptions, format: 'jpeg' }),
        ),
      }),
      ...(view.breadcrumbs.length === 0
        ? []
        : [
            breadcrumbStructuredData([
              ...view.breadcrumbs.map((crumb) => ({
                name: crumb.name,
                url: `${baseUrl}/${crumb.slug}/`,
              })),
              { name: view.name, url: canonical },
            ]),
          ]),
    ],
  };
  const displayed = product.variants.find((variant) => variant.id === view.variant?.id) ?? null;
  const page: ProductPageData = {
    product: view,
    recommendations,
    bundle: bundleSetView(view.price, pieces),
    setPromotion: setOffer,
    setStep: setPromotionStep(setOffer, url.searchParams),
    head,
    localePrefix: locale.pathPrefix,
    pickup: await loadPickupView(context, view.variant?.id ?? null),
    addToCartChoice: addToCartChoice(view, url.searchParams),
    infoStep,
    colorRow: colorSiblingRow(view.colorSiblings, url.searchParams),
    tracking: {
      viewItem: viewItemEvent({ product, variant: displayed }, { internalTraffic: false }),
      pictureSwipe: pictureSwipeEvent(
        { product, variant: displayed, imageIndex: 0 },
        { internalTraffic: false },
      ),
    },
  };
  return data(shareEqualValues(page), { headers: cacheHeaders });
}

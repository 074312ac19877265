import { addToCartQuery, addToCartRoute } from '../catalog/add-to-cart-route';
import { type ProductBadge, productBadges } from '../catalog/badges';
import { colorDots } from '../catalog/color-dots';
import { isValidImageUrl } from '../catalog/image-validity';
import { type ProductAvailability, productAvailability } from '../catalog/product-availability';
import { ratingDisplay } from '../catalog/rating-display';
import type { ColorSet, Price, Product, ProductColor, ProductImage } from '../entities';
import { productLink } from '../routing/product-link';
import { listingPrice } from '../ui-support/listing-price';

/**
 * A picture of the card for the image service: its path alone when the product's name names it
 * (most do), else its path and its own text. A listing sends some seventy; an object each, with
 * a field each, would cost more than the paths (`productTileImages` reads both forms).
 */
export type ProductTileImage = string | { readonly src: string; readonly alt: string };

/**
 * The card's price: what the price display needs (§3 price display options), no more. A
 * recommended retail price, a reference and "from" only when there is one: a listing sends
 * every card's price, and a field left out costs nothing.
 */
export interface ProductTilePrice extends Pick<Price, 'withTax' | 'currencyCode'> {
  readonly recommendedRetailPrice?: NonNullable<Price['recommendedRetailPrice']>;
  readonly reference?: NonNullable<Price['reference']>;
  /** The variants differ in price or stock: the price reads "from" (§4). */
  readonly hasDifferentPrice?: true;
}

/**
 * Where the card's add to cart goes (§4): the one variant into the basket, or the product page
 * with `action=addToCart` (`productTileAddToCartHref`).
 */
export type ProductTileAddToCart =
  | { readonly kind: 'direct'; readonly variantId: number }
  | { readonly kind: 'productPage' };

/**
 * The colour dots of a card (`colorDots`): each dot's colours (one, or several for a set of
 * more than one colour), in order, and how many sets did not fit (`+N`, `moreColorsLabel`),
 * left out when all fit. Not the sibling article behind a dot: the card does not link it.
 */
export interface ProductTileColorDots {
  readonly dots: readonly (readonly ProductColor[])[];
  readonly more?: number;
}

/**
 * A product as a listing or a recommendation slider shows it (§2 product card): every part
 * already decided by the domain's rules, serialisable, and nothing the card does not show.
 * Loaders send this instead of the engine's product (its variants, siblings, tax and stock).
 */
export interface ProductTile {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
  /** The product page (`productLink`), without the shop's locale prefix. */
  readonly href: string;
  /** Null when the product has no usable price: the card shows none. */
  readonly price: ProductTilePrice | null;
  /**
   * The valid images (§3) in order; the swiper shows them all, a single one without swiping.
   * A card without the swiper gets the first only (`ProductTileOptions`).
   */
  readonly images: readonly ProductTileImage[];
  readonly badges: readonly ProductBadge[];
  /**
   * Shown only when the average and the count both exist (§2); the average at most 5. Left out
   * without: a card sends only what it shows.
   */
  readonly rating?: { readonly average: number; readonly count: number };
  /** At most five dots and `+N` (§4, §9); left out when fewer than two colour sets are known. */
  readonly colorDots?: ProductTileColorDots;
  /** Left out when buyable, as most products are (`productTileAvailability` reads it). */
  readonly availability?: Exclude<ProductAvailability, 'buyable'>;
  readonly addToCart: ProductTileAddToCart;
}

/** The product fields a tile is made from: a listing row of the engine (no siblings) fits. */
export type ProductTileSource = Pick<
  Product,
  | 'id'
  | 'referenceKey'
  | 'seoUrl'
  | 'name'
  | 'brand'
  | 'variants'
  | 'priceRange'
  | 'colorsList'
  | 'promotion'
  | 'isNew'
  | 'images'
  | 'averageRating'
  | 'reviewCount'
  | 'attributes'
  | 'advancedAttributes'
>;

/**
 * The colour dots §4 shows for these colour sets (`colorDots`), as a card's tile carries them;
 * null when none show.
 *
 * @example
 * productTileColorDots(product.colorsList);
 * // { dots: [[{ key: 'green', label: 'Grün' }, { key: 'multicolour', label: 'Bunt' }], …] }
 */
export function productTileColorDots(
  colorSets: readonly ColorSet[] | null | undefined,
): ProductTileColorDots | null {
  const dots = colorDots(colorSets);
  if (dots === null) return null;
  const colors = dots.dots.map((set) => set.colors);
  return dots.more > 0 ? { dots: colors, more: dots.more } : { dots: colors };
}

/**
 * A price as a tile carries it (`ProductTilePrice`): a recommended retail price, a reference
 * and "from" only when there is one.
 *
 * @example
 * productTilePrice({ withTax: 1999, currencyCode: 'EUR', recommendedRetailPrice: null, reference: null }, false);
 * // { withTax: 1999, currencyCode: 'EUR' }
 */
export function productTilePrice(
  price: Pick<Price, 'withTax' | 'recommendedRetailPrice' | 'currencyCode' | 'reference'>,
  hasDifferentPrice: boolean,
): ProductTilePrice {
  const { withTax, recommendedRetailPrice, currencyCode, reference } = price;
  return {
    withTax,
    currencyCode,
    ...(recommendedRetailPrice === null ? {} : { recommendedRetailPrice }),
    ...(reference === null ? {} : { reference }),
    ...(hasDifferentPrice ? { hasDifferentPrice: true } : {}),
  };
}

/**
 * A picture as a tile carries it (`ProductTileImage`): its path alone when the product's name
 * names it.
 *
 * @example
 * productTileImage({ src: '/images/1-1.webp', alt: 'Schlafsack' }, 'Schlafsack'); // '/images/1-1.webp'
 */
export function productTileImage(image: ProductImage, productName: string): ProductTileImage {
  const { src, alt } = image;
  return alt === undefined || alt === productName ? src : { src, alt };
}

function tilePrice(product: ProductTileSource): ProductTilePrice | null {
  const listing = listingPrice(product);
  return listing === null ? null : productTilePrice(listing.price, listing.hasDifferentPrice);
}

export interface ProductTileOptions {
  /**
   * False for a card shown without its image swiper, which then gets its first picture only:
   * a recommendation slider's, whose cards are themselves swiped (§2: the swiper is the
   * listing card's). Default true.
   */
  readonly swiper?: boolean;
}

/**
 * The tile of a product card (§2): link (`productLink`), price (`listingPrice`), the valid
 * images with their own text (none when it is the product's name), badges
 * (`productBadges`), rating (`ratingDisplay`), colour dots (`colorDots`), availability
 * (`productAvailability`) and where add to cart goes (`addToCartRoute`: the only variant's
 * id, or the product page with `action=addToCart`).
 *
 * @example
 * productTile(product);
 * // { id: 7, name: 'Kombikinderwagen Lumi', href: '/p/kombikinderwagen-lumi-4200007/',
 * //   addToCart: { kind: 'direct', variantId: 71 }, availability: 'buyable', … }
 */
export function productTile(
  product: ProductTileSource,
  options: ProductTileOptions = {},
): ProductTile {
  const route = addToCartRoute(product);
  const rating = ratingDisplay(product.averageRating, product.reviewCount);
  const dots = productTileColorDots(product.colorsList);
  const availability = productAvailability(product);
  const images = product.images
    .filter((image) => isValidImageUrl(image.src))
    // Most pictures are named by the product: the name is not sent once per picture.
    .map((image) => productTileImage(image, product.name));
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    href: productLink(product),
    price: tilePrice(product),
    images: options.swiper === false ? images.slice(0, 1) : images,
    badges: productBadges(product),
    ...(rating === null ? {} : { rating: { average: rating.average, count: rating.reviewCount } }),
    ...(dots === null ? {} : { colorDots: dots }),
    ...(availability === 'buyable' ? {} : { availability }),
    addToCart:
      route.kind === 'direct'
        ? { kind: 'direct', variantId: route.variant.id }
        : { kind: 'productPage' },
  };
}

/**
 * Whether the card's product can be bought (§4): a tile says so only when it cannot.
 *
 * @example
 * productTileAvailability(tile); // 'buyable'
 */
export function productTileAvailability(
  tile: Pick<ProductTile, 'availability'>,
): ProductAvailability {
  return tile.availability ?? 'buyable';
}

/**
 * The card's pictures with their texts: an image's own, else the product's name.
 *
 * @example
 * productTileImages(tile); // [{ src: '/images/2000722-1-43c602f7c3.webp', alt: 'Hochstuhl Ruva' }]
 */
export function productTileImages(
  tile: Pick<ProductTile, 'images' | 'name'>,
): { readonly src: string; readonly alt: string }[] {
  return tile.images.map((image) =>
    typeof image === 'string' ? { src: image, alt: tile.name } : image,
  );
}

/**
 * Where a tile's add to cart leads when the product page chooses (§2, §4): its page with
 * `action=addToCart`, without the shop's locale prefix.
 *
 * @example
 * productTileAddToCartHref(tile); // '/p/hochstuhl-ruva-2in1-2000722/?action=addToCart'
 */
export function productTileAddToCartHref(tile: Pick<ProductTile, 'href'>): string {
  const [path = '', query = ''] = tile.href.split('?');
  const params = new URLSearchParams(query);
  params.set('action', addToCartQuery.action);
  return `${path}?${params.toString()}`;
}

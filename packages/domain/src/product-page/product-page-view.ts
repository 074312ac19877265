import { type EngravingFields, engravingFields } from '../basket/engraving-fields';
import { maxQuantityPerAdd } from '../basket/shopping-form-fields';
import { advancedAttributeText } from '../catalog/advanced-attribute';
import { attributeLabels } from '../catalog/attribute-values';
import { isBuyableVariant } from '../catalog/availability';
import { type ProductBadge, productBadges } from '../catalog/badges';
import { type DeliveryMessage, deliveryMessage } from '../catalog/delivery-message';
import { isElectricalProduct } from '../catalog/electrical-product';
import { isValidImageUrl } from '../catalog/image-validity';
import { type ProductAvailability, productAvailability } from '../catalog/product-availability';
import { isPersonalised } from '../catalog/product-traits';
import { ratingDisplay } from '../catalog/rating-display';
import { displayReferenceKey } from '../catalog/reference-key';
import { selectedVariant } from '../catalog/selected-variant';
import { hasVaryingDeliveryTimes } from '../catalog/varying-delivery-times';
import type { Price, Product, ProductImage, Variant } from '../entities';
import { type ProductTile, productTileImage, productTilePrice } from '../listing/product-tile';
import type { Company } from '../market/types';
import { lowestPriorPrice, type PriceHistoryEntry } from '../price/lowest-prior-price';
import { loyaltyPoints } from '../price/loyalty-points';
import { scaleThresholds } from '../price/scale-prices';
import { productLink } from '../routing/product-link';
import { productMetaImage } from '../routing/product-meta-image';
import { productTitle } from '../routing/product-title';
import { type ProductInfoSource, type ProductPageInfoView, productInfoView } from './product-info';
import { differingKeys, variantAvailability, variantLabel } from './variant-labels';

export { variantDescription } from './variant-labels';

/** The price the page shows: the selected variant's, for the price display (§3), no tax or reductions. */
export type ProductPagePrice = Pick<
  Price,
  'withTax' | 'recommendedRetailPrice' | 'currencyCode' | 'reference'
>;

/** One variant of the choice (§2 `?variant=`): a link, so choosing works without JavaScript. */
export interface ProductPageVariantOption {
  readonly referenceKey: string;
  /** What tells it from the others (size, dimension, roller, motif, edition). */
  readonly label: string;
  /** The product page with `?variant=`, without the shop's locale prefix. */
  readonly href: string;
  readonly selected: boolean;
  readonly availability: ProductAvailability;
}

/** Another colour of the same model (a sibling article): its own product page. */
export interface ProductPageColorSibling {
  readonly referenceKey: string;
  /** The colour's label (advanced attribute farbe); the reference key when it has none. */
  readonly label: string;
  readonly href: string;
  readonly image: ProductImage | null;
  /** The page's own article, shown first and marked as current. */
  readonly current: boolean;
}

/** A line of the product's facts: which one (the page names it in its language) and its value. */
export interface ProductPageFact {
  readonly key: 'articleNumber' | 'color' | 'size' | 'dimension' | 'roller' | 'age';
  readonly value: string;
}

/** The selected variant as the page uses it: what is added to the basket and how it arrives. */
export interface ProductPageSelectedVariant {
  readonly id: number;
  readonly referenceKey: string;
  readonly availability: ProductAvailability;
  readonly delivery: DeliveryMessage;
  /** The most the quantity field allows (§4 plus disabled at the available quantity); 0 when not buyable. */
  readonly maxQuantity: number;
}

/**
 * How the page adds to the basket (§4): a form with the selected variant (with the engraving
 * rows for an article that has them; a set is one article, added as its card adds it), or —
 * for a personalised article without rows to engrave — no form.
 */
export type ProductPageAddToCart = 'form' | 'unavailable' | 'needsChoice';

/** A category of the product's breadcrumb, root first. */
export interface ProductPageCrumb {
  readonly name: string;
  readonly slug: string;
}

/**
 * The product page's view model (§2, §4): every part decided by the domain's rules, serialisable
 * and without what the page does not show (no tax, stock, logistics or sibling variants).
 */
export interface ProductPageView {
  readonly id: number;
  readonly referenceKey: string;
  readonly name: string;
  readonly brand: string;
  readonly subbrand: string | null;
  /** §2 product title: brand, subbrand, name, selected colour, dimension and roller. */
  readonly title: string;
  readonly description: string | null;
  /** The canonical product link (`productLink`), locale-free and without query. */
  readonly href: string;
  readonly images: readonly ProductImage[];
  /** The first image's path for the §2 meta image (600×600, quality 100), or null. */
  readonly metaImage: string | null;
  readonly badges: readonly ProductBadge[];
  readonly rating: { readonly average: number; readonly count: number } | null;
  readonly price: ProductPagePrice | null;
  /**
   * Beside a reduction, the lowest price (cents) of the 30 days before it (EU Omnibus, § 11
   * PAngV: `lowestPriorPrice` over the selected variant's price history); null otherwise.
   */
  readonly lowestPriorPrice: number | null;
  /** The selected variant's scale prices (§3, §9: up to three thresholds), lowest quantity first. */
  readonly scalePrices: readonly { readonly minimumQuantity: number; readonly price: number }[];
  /** Loyalty points for one piece (§9), where the shop has payback; null elsewhere or for none. */
  readonly loyaltyPoints: number | null;
  readonly variant: ProductPageSelectedVariant | null;
  /** Empty when the product has one variant: there is nothing to choose. */
  readonly variantOptions: readonly ProductPageVariantOption[];
  /** Empty when the model comes in one colour only. */
  readonly colorSiblings: readonly ProductPageColorSibling[];
  readonly facts: readonly ProductPageFact[];
  readonly addToCart: ProductPageAddToCart;
  /** §4 product customize: the engraving rows and their length (§9 gravureHeadline, gravureLength), or null. */
  readonly engraving: EngravingFields | null;
  /** §9: in an electrical category, so the page links the electrical-equipment-law information. */
  readonly electricalEquipment: boolean;
  readonly breadcrumbs: readonly ProductPageCrumb[];
  /** The info dialogs' content (seals, promotion disclaimer, size advisor), each where it has one. */
  readonly info: ProductPageInfoView;
}

export interface ProductPageViewOptions {
  /** The query's `variant` (string or repeated parameter). */
  readonly queryVariant?: unknown;
  /** §4 delivery thresholds differ by company. */
  readonly company: Company;
  readonly description?: string | null;
  /** The shop collects loyalty points (§9 payback flag). */
  readonly payback?: boolean;
  /**
   * The selected variant's price history in the shop (the engine keeps it), and the moment the
   * page is shown: what the lowest prior price beside a reduction is read from.
   */
  readonly priceHistory?: {
    readonly of: (variantId: number) => readonly PriceHistoryEntry[];
    readonly now: Date;
  };
  /** What the engine keeps for the info dialogs (seals, promotion fine print, size table). */
  readonly info?: ProductInfoSource;
}

function maxQuantityOf(variant: Variant): number {
  if (!isBuyableVariant(variant)) return 0;
  const stock = variant.stock?.quantity;
  // A buyable variant without counted stock (a preorder) is capped by the basket call alone.
  return typeof stock === 'number' && stock > 0
    ? Math.min(Math.floor(stock), maxQuantityPerAdd)
    : maxQuantityPerAdd;
}

const firstLabel = (variant: Variant | null, key: string) =>
  variant === null ? null : (attributeLabels(variant.attributes, key)[0] ?? null);

/**
 * The product page's view model: the selected variant (`selectedVariant`: `?variant=` by
 * reference key, else the cheapest available, else the first — an unknown key falls back),
 * its price, delivery message (`deliveryMessage`) and quantity limit; the variant choice as
 * links; the colour siblings; the §2 product title; badges, rating, images and facts; and the
 * breadcrumb of the product's first category path.
 *
 * @example
 * productPageView(product, { queryVariant: '2000713_02', company: 'baby' }).variant?.referenceKey;
 * // '2000713_02'
 */
export function productPageView(
  product: Product,
  options: ProductPageViewOptions,
): ProductPageView {
  const variants = product.variants ?? [];
  const selected = selectedVariant(variants, options.queryVariant);
  const keys = differingKeys(variants);
  const href = productLink(product);
  const color =
    firstLabel(selected, 'farbe') ?? advancedAttributeText(product.advancedAttributes, 'farbe');
  const dimension = firstLabel(selected, 'masse');
  const roller = firstLabel(selected, 'auswahlWalz');
  const size = firstLabel(selected, 'groesse');
  const age = advancedAttributeText(product.advancedAttributes, 'dimAlterGeeignetAb');
  const images = (product.images ?? [])
    .filter((image) => isValidImageUrl(image.src))
    .map(({ src, alt }) => (alt === undefined || alt === product.name ? { src } : { src, alt }));
  const rating = ratingDisplay(product.averageRating, product.reviewCount);
  const availability = productAvailability(product);
  const facts: ProductPageFact[] = [
    {
      key: 'articleNumber',
      value: displayReferenceKey(selected?.referenceKey ?? product.referenceKey),
    },
    ...(color ? [{ key: 'color' as const, value: color }] : []),
    ...(size ? [{ key: 'size' as const, value: size }] : []),
    ...(dimension ? [{ key: 'dimension' as const, value: dimension }] : []),
    ...(roller ? [{ key: 'roller' as const, value: roller }] : []),
    ...(age ? [{ key: 'age' as const, value: age }] : []),
  ];
  const ownColor: ProductPageColorSibling = {
    referenceKey: product.referenceKey,
    label: color ?? displayReferenceKey(product.referenceKey),
    href,
    image: images[0] ?? null,
    current: true,
  };
  const siblings = (product.siblings ?? []).map((sibling): ProductPageColorSibling => {
    const image = sibling.images.find((candidate) => isValidImageUrl(candidate.src));
    return {
      referenceKey: sibling.referenceKey,
      label:
        advancedAttributeText(sibling.advancedAttributes, 'farbe') ??
        displayReferenceKey(sibling.referenceKey),
      href: productLink({
        seoUrl: advancedAttributeText(sibling.advancedAttributes, 'seoUrl'),
        name: product.name,
        referenceKey: sibling.referenceKey,
      }),
      image: image ? { src: image.src } : null,
      current: false,
    };
  });
  const path = product.categories?.[0] ?? [];
  const engraving = engravingFields(product.advancedAttributes);
  return {
    id: product.id,
    referenceKey: product.referenceKey,
    name: product.name,
    brand: product.brand,
    subbrand: product.subbrand?.trim() || null,
    title: productTitle({
      brand: product.brand,
      subbrand: product.subbrand,
      name: product.name,
      color,
      dimension,
      roller,
    }),
    description: options.description?.trim() || null,
    href,
    images,
    metaImage: productMetaImage(images)?.src ?? null,
    badges: productBadges(product),
    rating: rating === null ? null : { average: rating.average, count: rating.reviewCount },
    price:
      selected === null
        ? null
        : {
            withTax: selected.price.withTax,
            recommendedRetailPrice: selected.price.recommendedRetailPrice,
            currencyCode: selected.price.currencyCode,
            reference: selected.price.reference,
          },
    lowestPriorPrice:
      selected === null || options.priceHistory === undefined
        ? null
        : (lowestPriorPrice(options.priceHistory.of(selected.id), {
            now: options.priceHistory.now,
            currentPrice: selected.price.withTax,
          })?.withTax ?? null),
    scalePrices:
      selected === null
        ? []
        : scaleThresholds(selected.scalePrices).map(({ minimumQuantity, price }) => ({
            minimumQuantity,
            price,
          })),
    loyaltyPoints:
      selected === null || options.payback !== true
        ? null
        : loyaltyPoints({
            pointsFactor: selected.paybackPointsFactor,
            unitPriceWithTax: selected.price.withTax,
            quantity: 1,
          }) || null,
    variant:
      selected === null
        ? null
        : {
            id: selected.id,
            referenceKey: selected.referenceKey,
            availability: variantAvailability(selected),
            delivery: deliveryMessage(selected.logistics, {
              company: options.company,
              varyingDeliveryTimes: hasVaryingDeliveryTimes(variants),
            }),
            maxQuantity: maxQuantityOf(selected),
          },
    variantOptions:
      variants.length < 2
        ? []
        : variants.map((variant) => ({
            referenceKey: variant.referenceKey,
            label: variantLabel(variant, keys),
            href: productLink(product, { variant: variant.referenceKey }),
            selected: variant === selected,
            availability: variantAvailability(variant),
          })),
    colorSiblings: siblings.length === 0 ? [] : [ownColor, ...siblings],
    facts,
    addToCart:
      selected === null || availability !== 'buyable' || !isBuyableVariant(selected)
        ? 'unavailable'
        : isPersonalised(product) && engraving === null
          ? 'needsChoice'
          : 'form',
    engraving,
    electricalEquipment: isElectricalProduct(product),
    breadcrumbs: path.map((category) => ({
      name: category.categoryName,
      slug: category.categorySlug,
    })),
    info: productInfoView(product, selected, options.info),
  };
}

/**
 * The page's product as a card shows it (`ProductTile`): what the add-to-cart layer shows of
 * what was added (image, name, the selected variant's price) and what the wishlist heart posts,
 * so the page reuses the cards' shopping. Null without a selected variant.
 */
export function productPageTile(view: ProductPageView): ProductTile | null {
  if (view.variant === null) return null;
  return {
    id: view.id,
    name: view.name,
    brand: view.brand,
    href: view.href,
    price: view.price === null ? null : productTilePrice(view.price, false),
    images: view.images.slice(0, 1).map((image) => productTileImage(image, view.name)),
    badges: [],
    ...(view.variant.availability === 'buyable' ? {} : { availability: view.variant.availability }),
    addToCart: { kind: 'direct', variantId: view.variant.id },
  };
}

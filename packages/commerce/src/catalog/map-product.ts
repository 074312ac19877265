import type {
  AdvancedAttributes,
  Attributes,
  Bvc,
  ColorSet,
  Currency,
  Language,
  Price,
  Product,
  ProductImage,
  PromotionEffectType,
  ScalePriceData,
  Sibling,
  Variant,
} from '@vitrine/domain';
import { isProductSoldOut } from '@vitrine/domain/catalog';
import type { CategoryIndex } from './category-index';
import type { ColorSetRow, ProductQueryRow, VariantJson } from './product-query';

/** PostgreSQL numerics arrive as text; null stays null. */
function numberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function isoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function priceOf(variant: VariantJson): Price {
  const reduction = numberOrNull(variant.reduction);
  const referenceSize = numberOrNull(variant.referenceSize);
  return {
    currencyCode: variant.currency as Currency,
    withTax: variant.withTax,
    withoutTax: variant.withoutTax,
    recommendedRetailPrice: variant.recommendedRetailPrice,
    tax: {
      vat: {
        amount: variant.withTax - variant.withoutTax,
        rate: numberOrNull(variant.vatRate) ?? 0,
      },
    },
    reference:
      variant.referenceWithTax === null || variant.referenceUnit === null || referenceSize === null
        ? null
        : { withTax: variant.referenceWithTax, unit: variant.referenceUnit, size: referenceSize },
    appliedReductions:
      reduction === null || reduction <= 0 || reduction >= 1
        ? []
        : [
            {
              category: 'sale',
              type: 'relative',
              amount: {
                relative: reduction,
                // The amount taken off the original price, which was withTax / (1 - reduction).
                absoluteWithTax: Math.round((variant.withTax * reduction) / (1 - reduction)),
              },
            },
          ],
  };
}

function variantOf(variant: VariantJson): Variant {
  return {
    id: variant.id,
    referenceKey: variant.referenceKey,
    price: priceOf(variant),
    stock: { quantity: variant.stock },
    logistics: {
      bvc: variant.bvc as Bvc,
      deliveryDaysFrom: variant.deliveryDaysFrom,
      deliveryDaysTo: variant.deliveryDaysTo,
      priceReference: variant.priceReference,
    },
    scalePrices: (variant.scalePrices as ScalePriceData | null) ?? null,
    paybackPointsFactor: numberOrNull(variant.paybackPointsFactor),
    attributes: (variant.attributes ?? {}) as Attributes,
  };
}

export interface MapContext {
  readonly language: Language;
  readonly categories: CategoryIndex;
  /** Builds an image's `src` from its key (the image service's canonical URL). */
  readonly imageSrc: (key: string) => string;
}

function imagesOf(row: ProductQueryRow, context: MapContext): ProductImage[] {
  return (row.images ?? []).map((image) => ({ src: context.imageSrc(image.key), alt: row.name }));
}

export function colorSetOf(row: ColorSetRow, language: Language): ColorSet {
  return {
    productId: row.id,
    referenceKey: row.reference_key,
    colors: row.colors.map((color) => ({
      key: color.key,
      label: color.names[language] ?? color.names.de ?? '',
    })),
  };
}

export function siblingOf(row: ProductQueryRow, context: MapContext): Sibling {
  return {
    id: row.id,
    referenceKey: row.reference_key,
    images: imagesOf(row, context),
    advancedAttributes: row.advanced_attributes as AdvancedAttributes,
    variants: (row.variants ?? []).map(variantOf),
  };
}

/**
 * A product as listings and search show it: everything but the siblings themselves, whose
 * colour sets are in `colorsList` (§4 colour dots). The product page loads the full Product.
 */
export type ProductTile = Omit<Product, 'siblings'>;

/** Maps a product row to a tile: the Product without its siblings. */
export function productTileOf(row: ProductQueryRow, context: MapContext): ProductTile {
  const { siblings: _siblings, ...tile } = productOf(row, [], context);
  return tile;
}

/** Maps a product row to the domain's Product, with its sibling rows. */
export function productOf(
  row: ProductQueryRow,
  siblings: readonly ProductQueryRow[],
  context: MapContext,
): Product {
  const variants = (row.variants ?? []).map(variantOf);
  const sortedByPrice = [...variants].sort((a, b) => a.price.withTax - b.price.withTax);
  const cheapest = sortedByPrice[0];
  const dearest = sortedByPrice.at(-1);
  const promotionType = row.promotion_type as PromotionEffectType | null;
  const product: Product = {
    id: row.id,
    referenceKey: row.reference_key,
    masterKey: row.master_key,
    seoUrl: row.seo_url,
    name: row.name,
    brand: row.brand,
    subbrand: row.subbrand,
    isSale: row.is_sale,
    categories: (row.category_ids ?? []).map((id) =>
      context.categories
        .path(id)
        .map((record) => context.categories.asProductCategory(record, context.language)),
    ),
    collections: row.collections,
    images: imagesOf(row, context),
    variants,
    siblings: siblings.map((sibling) => siblingOf(sibling, context)),
    priceRange: cheapest && dearest ? { min: cheapest.price, max: dearest.price } : null,
    colorsList: [row, ...(row.sibling_colors ?? [])].map((candidate) =>
      colorSetOf(candidate, context.language),
    ),
    isActive: row.is_active,
    isSoldOut: false,
    isNew: row.is_new,
    createdAt: isoString(row.created_at),
    updatedAt: isoString(row.updated_at),
    promotion:
      row.promotion_id === null || row.promotion_key === null || promotionType === null
        ? null
        : {
            id: row.promotion_id,
            key: row.promotion_key,
            isValid: row.promotion_valid === true,
            effect: { type: promotionType, additionalData: row.promotion_data ?? {} },
            badgeLabel: row.promotion_label,
          },
    averageRating: numberOrNull(row.rating_average),
    reviewCount: row.review_count,
    attributes: row.attributes as Attributes,
    advancedAttributes: row.advanced_attributes as AdvancedAttributes,
  };
  return { ...product, isSoldOut: isProductSoldOut(product) };
}

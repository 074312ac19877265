import type { ProductAvailability } from '../catalog/product-availability';
import type { ProductPageView } from './product-page-view';

const availabilityUrls: Readonly<Record<ProductAvailability, string>> = {
  buyable: 'https://schema.org/InStock',
  notDeliverable: 'https://schema.org/OutOfStock',
  soldOut: 'https://schema.org/SoldOut',
};

/** Cents as schema.org wants a price: a decimal string with two places. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

export interface ProductStructuredDataInput {
  readonly view: Pick<
    ProductPageView,
    'name' | 'brand' | 'description' | 'price' | 'variant' | 'rating' | 'referenceKey'
  >;
  /** The page's canonical address, absolute. */
  readonly url: string;
  /** The product's images, absolute. */
  readonly images: readonly string[];
  /** The selected variant's GTIN when the catalog knows one. */
  readonly gtin?: string | null;
}

/**
 * The schema.org `Product` of a product page (issue 15): name, brand, images, SKU (the
 * selected variant's reference key), GTIN where known, one `Offer` for the selected variant
 * (price as a decimal, currency, availability, the page's URL) and the `AggregateRating` only
 * when the §2 rating shows. A product without a price has no offer.
 */
export function productStructuredData(input: ProductStructuredDataInput): Record<string, unknown> {
  const { view } = input;
  const gtin = input.gtin?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: view.name,
    brand: { '@type': 'Brand', name: view.brand },
    sku: view.variant?.referenceKey ?? view.referenceKey,
    ...(gtin ? { gtin } : {}),
    ...(view.description ? { description: view.description } : {}),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    ...(view.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: input.url,
            price: decimal(view.price.withTax),
            priceCurrency: view.price.currencyCode,
            availability: availabilityUrls[view.variant?.availability ?? 'notDeliverable'],
          },
        }
      : {}),
    ...(view.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: view.rating.average,
            reviewCount: view.rating.count,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  };
}

/** The schema.org `BreadcrumbList` of the page: each crumb's name and absolute address, in order. */
export function breadcrumbStructuredData(
  crumbs: readonly { readonly name: string; readonly url: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

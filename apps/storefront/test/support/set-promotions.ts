import type { Variant } from '@vitrine/domain';
import { setPieceVariant } from '@vitrine/domain/product-page';
import { activeProductIds, catalog } from './demo-catalogue-pages';
import type { CatalogueShop } from './product-info-pages';

/** A shop the set promotion suites visit (§2 bundle promotion add). */
export interface SetShop extends CatalogueShop {
  readonly host: string;
  readonly iso: string;
}

export const babyDe: SetShop = {
  shopId: 10,
  prefix: '',
  language: 'de',
  host: 'localhost',
  iso: 'de-DE',
};
export const babyBeNl: SetShop = {
  shopId: 14,
  prefix: '/nl',
  language: 'nl',
  host: 'be.nido.localhost',
  iso: 'nl-BE',
};

/** The variant a set's article goes into the basket with, as the test catalogue has it. */
export const pieceVariant = (productId: number) =>
  setPieceVariant(
    catalog.variants
      .filter((variant) => variant.productId === productId)
      .sort((a, b) => a.position - b.position)
      .map((variant) => ({
        ...variant,
        logistics: { bvc: variant.bvc } as unknown as Variant['logistics'],
      })),
  );

/** The first baby set whose articles are all sold in the shop and in stock, with their prices. */
export function babySet(shop: SetShop) {
  for (const promotion of catalog.setPromotions.filter((row) => row.catalog === 'baby')) {
    const productIds = catalog.setPromotionArticles
      .filter((row) => row.setPromotionId === promotion.id)
      .sort((a, b) => a.position - b.position)
      .map((row) => row.productId);
    const pieces = productIds.map((productId) => {
      const variant = pieceVariant(productId);
      const price = catalog.prices.find(
        (row) => row.variantId === variant?.id && row.shopId === shop.shopId,
      );
      return { productId, variant, price };
    });
    if (
      pieces.every(
        ({ productId, variant, price }) =>
          activeProductIds.has(productId) &&
          variant !== null &&
          (variant.bvc === 2 || variant.stockQuantity >= 5) &&
          price !== undefined &&
          price.scalePrices === null,
      )
    ) {
      return { promotion, pieces };
    }
  }
  throw new Error('no set of the demo catalogue fits');
}

export const nameOf = (productId: number, language: string) =>
  catalog.texts.find((row) => row.productId === productId && row.language === language)?.name ?? '';

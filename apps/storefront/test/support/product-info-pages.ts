import { productLink } from '@vitrine/domain';
import { colorSiblingsInRow } from '@vitrine/domain/product-page';
import { activeProductIds, catalog } from './demo-catalogue-pages';

/** A shop of the demo catalogue: its id, the language of the page and the locale prefix. */
export interface CatalogueShop {
  readonly shopId: number;
  readonly prefix: string;
  readonly language: 'de' | 'fr' | 'nl';
}

const productById = (productId: number) =>
  catalog.products.find((candidate) => candidate.id === productId);

const soldIn = (productId: number, shopId: number) =>
  catalog.variants.some(
    (variant) =>
      variant.productId === productId &&
      catalog.prices.some((price) => price.variantId === variant.id && price.shopId === shopId),
  );

/** The first active product sold in `shop` that `fits`. */
export function productOf(shop: CatalogueShop, fits: (productId: number) => boolean) {
  const product = catalog.products.find(
    (candidate) =>
      activeProductIds.has(candidate.id) && soldIn(candidate.id, shop.shopId) && fits(candidate.id),
  );
  if (product === undefined) throw new Error('no such product in the demo catalogue');
  return product;
}

/** The product's page in the shop's language (its canonical address, locale prefix first). */
export function pageOf(shop: CatalogueShop, productId: number): string {
  const product = productById(productId);
  const texts = catalog.texts.find(
    (candidate) => candidate.productId === productId && candidate.language === shop.language,
  );
  if (!product || !texts) throw new Error(`no product ${productId}`);
  const link = productLink({
    seoUrl: texts.seoUrl,
    name: texts.name,
    referenceKey: product.referenceKey,
  });
  return `${shop.prefix}${link}`;
}

/** The product's seals (§2 product seals) in the catalogue's order. */
export const sealsOf = (productId: number) =>
  catalog.productSeals
    .filter((row) => row.productId === productId)
    .sort((a, b) => a.position - b.position)
    .flatMap((row) => catalog.seals.filter((seal) => seal.key === row.sealKey));

export const hasSeals = (productId: number) => sealsOf(productId).length > 0;

const promotionOf = (productId: number) =>
  catalog.promotions.find((candidate) => candidate.id === productById(productId)?.promotionId);

/** The fine print of the product's promotion by language, or null (§2 promotion disclaimer). */
export const promotionTermsOf = (productId: number) => promotionOf(productId)?.terms ?? null;

/** Whether the product's promotion is valid today (the engine's rule: within its dates). */
export function promotionValidNow(productId: number): boolean {
  const promotion = promotionOf(productId);
  const now = Date.now();
  return (
    promotion !== undefined &&
    (promotion.validFrom === null || Date.parse(promotion.validFrom) <= now) &&
    (promotion.validTo === null || Date.parse(promotion.validTo) >= now)
  );
}

/** A product in a valid promotion with fine print. */
export const hasPromotionTerms = (productId: number) =>
  promotionTermsOf(productId) !== null && promotionValidNow(productId);

/** A product with the size advisor (§1 groessenberater). */
export const hasSizeAdvisor = (productId: number) =>
  productById(productId)?.specialKinds.includes('sizeAdvisor') === true;

/** How many colours the product's model comes in (the active articles of its master key). */
export function colourCountOf(productId: number): number {
  const masterKey = productById(productId)?.masterKey;
  return catalog.products.filter(
    (candidate) => candidate.masterKey === masterKey && activeProductIds.has(candidate.id),
  ).length;
}

/** A model with more colours than the product page's row shows (§2 sibling select). */
export const hasManyColours = (productId: number) => colourCountOf(productId) > colorSiblingsInRow;

/** Whether the product is a set (§2 bundles: `virtuelleBundles` names the articles it holds). */
export const isSet = (productId: number) =>
  productById(productId)?.specialKinds.includes('bundle') ?? false;

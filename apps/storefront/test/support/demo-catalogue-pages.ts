import { generateCatalog } from '@vitrine/commerce';
import { productLink } from '@vitrine/domain';

/**
 * The test servers' demo catalogue (400 products, the default seed), generated again in the
 * test: the generator is deterministic, so a test can name the catalogue's variants and pages.
 */
export const catalog = generateCatalog({ products: 400 });

export const babyDeShopId = 10;

export const activeProductIds = new Set(
  catalog.products.filter((product) => product.isActive).map((product) => product.id),
);

/** The prices of the German baby shop's active products. */
export const pricedInShop = catalog.prices.filter(
  (price) =>
    price.shopId === babyDeShopId &&
    activeProductIds.has(
      catalog.variants.find((variant) => variant.id === price.variantId)?.productId ?? 0,
    ),
);

/** A variant's product page (its canonical address with `?variant=`), German baby shop by default. */
export function variantPage(
  variantId: number,
  { shopId = babyDeShopId, language = 'de' } = {},
): { readonly path: string; readonly price: number } {
  const variant = catalog.variants.find((candidate) => candidate.id === variantId);
  const product = catalog.products.find((candidate) => candidate.id === variant?.productId);
  const texts = catalog.texts.find(
    (candidate) => candidate.productId === product?.id && candidate.language === language,
  );
  const price = catalog.prices.find(
    (candidate) => candidate.variantId === variantId && candidate.shopId === shopId,
  );
  if (!variant || !product || !texts || !price) throw new Error(`no variant ${variantId}`);
  const path = productLink(
    { seoUrl: texts.seoUrl, name: texts.name, referenceKey: product.referenceKey },
    { variant: variant.referenceKey },
  );
  return { path, price: price.withTax };
}

/** A variant's price history in the German baby shop. */
export function historyOf(variantId: number) {
  return catalog.priceHistory.filter(
    (row) => row.variantId === variantId && row.shopId === babyDeShopId,
  );
}

/** The sold-out (BVC 4) variants of active products sold in the shop (German baby shop by default). */
export function soldOutVariants(shopId = babyDeShopId) {
  const found = catalog.variants.filter(
    (variant) =>
      variant.bvc === 4 &&
      activeProductIds.has(variant.productId) &&
      catalog.prices.some((price) => price.variantId === variant.id && price.shopId === shopId),
  );
  if (found.length === 0) throw new Error(`no sold-out variant in shop ${shopId}`);
  return found;
}

/** The first sold-out (BVC 4) variant of an active product of the shop (German baby shop by default). */
export function soldOutVariant(shopId = babyDeShopId) {
  return soldOutVariants(shopId)[0] as (typeof catalog.variants)[number];
}

/**
 * A plain article (no engraving, bundle or bulky goods: a store can hold it) on the shelf,
 * sold in the German baby shop and in `alsoInShop`.
 */
export function plainVariantOnShelf(alsoInShop: number) {
  const found = catalog.variants.find((variant) => {
    const product = catalog.products.find((candidate) => candidate.id === variant.productId);
    return (
      variant.bvc === 1 &&
      variant.stockQuantity > 0 &&
      product?.isActive === true &&
      product.specialKinds.length === 0 &&
      pricedInShop.some((price) => price.variantId === variant.id) &&
      catalog.prices.some((price) => price.variantId === variant.id && price.shopId === alsoInShop)
    );
  });
  if (found === undefined) throw new Error('no plain variant on the shelf');
  return found;
}

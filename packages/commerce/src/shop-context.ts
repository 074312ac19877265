import {
  type BrandConfiguration,
  type Currency,
  type Language,
  type Shop,
  type ShopLocale,
  shopById,
} from '@vitrine/domain';

/** Who is asking: the shop, the language texts come in and the currency prices come in. */
export interface ShopContext {
  readonly shopId: number;
  readonly language: Language;
  readonly currency: Currency;
}

export interface ResolvedShopContext extends ShopContext {
  readonly shop: Shop;
  readonly locale: ShopLocale;
  /** The catalog (brand configuration) the shop sells. */
  readonly catalog: BrandConfiguration;
}

/** The shop context of a shop locale, as the storefront resolves it per request. */
export function shopContext(shop: Shop, locale: ShopLocale): ShopContext {
  return { shopId: shop.id, language: locale.language, currency: locale.currency };
}

/**
 * Checks a shop context against the market data. A context that names no shop, or a language
 * or currency the shop does not sell in, is a programming error of the caller, not bad input
 * from a shopper, so it throws.
 */
export function resolveShopContext(context: ShopContext): ResolvedShopContext {
  const shop = shopById(context.shopId);
  if (shop === null) throw new TypeError(`Unknown shop id ${context.shopId}`);
  const locale = shop.locales.find(
    (candidate) =>
      candidate.language === context.language && candidate.currency === context.currency,
  );
  if (locale === undefined) {
    throw new TypeError(
      `Shop ${shop.key} has no locale in ${context.language} with ${context.currency}`,
    );
  }
  return { ...context, shop, locale, catalog: shop.brand };
}

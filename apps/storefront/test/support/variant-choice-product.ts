import type { Product } from '@vitrine/domain';
import { type BasketVariantChoice, basketVariantChoice } from '@vitrine/domain/product-page';
import { send } from './storefront-server';

/**
 * A product of a baby shop whose card needs a variant chosen before it goes into the basket
 * (§2 wishlist add-to-cart): several variants, two of them buyable, neither personalised nor a
 * bundle. Read from the engine's /api as a shopper's page would see it, 40 products at a time.
 */
export async function productWithVariantChoice(
  port: number,
  shop: { readonly host: string; readonly locale: string; readonly firstProduct: number },
): Promise<{ readonly product: Product; readonly choice: BasketVariantChoice }> {
  for (let first = shop.firstProduct; first < shop.firstProduct + 400; first += 40) {
    const keys = Array.from({ length: 40 }, (_, index) => String(first + index));
    const answer = await send(port, {
      path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
      host: shop.host,
    });
    const { products } = JSON.parse(answer.body) as { products: Product[] };
    for (const product of products) {
      const choice = basketVariantChoice(product, { company: 'baby' });
      const buyable = choice?.options.filter((option) => option.availability === 'buyable') ?? [];
      if (choice !== null && buyable.length >= 2) return { product, choice };
    }
  }
  throw new Error(`no product with a variant choice on ${shop.host}`);
}

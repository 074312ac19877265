import { randomBytes } from 'node:crypto';
import { type Shop, shopByKey } from '@vitrine/domain';
import type { BrowserContext } from 'playwright-core';
import { handSessionTo } from './browser-visitor';
import { activeProductIds, catalog } from './demo-catalogue-pages';
import { send, sessionCookieOf } from './storefront-server';

/** A shop the basket suites visit: its key, host and locale (as `BrowserShop` names them). */
export interface BasketShop {
  readonly key: string;
  readonly host: string;
  readonly locale: string;
}

/**
 * A buyable variant (availability 1, in stock) of an active product of the demo catalogue that
 * is priced in the shop and `fits`: the test servers seed the same catalogue.
 */
export function buyableVariantOf(
  shop: Pick<BasketShop, 'key'>,
  fits: (product: (typeof catalog.products)[number]) => boolean,
): number {
  const { id: shopId } = shopByKey(shop.key) as Shop;
  const variant = catalog.variants.find((candidate) => {
    const product = catalog.products.find((row) => row.id === candidate.productId);
    return (
      product !== undefined &&
      activeProductIds.has(product.id) &&
      fits(product) &&
      candidate.bvc === 1 &&
      candidate.stockQuantity >= 5 &&
      catalog.prices.some((price) => price.variantId === candidate.id && price.shopId === shopId)
    );
  });
  if (variant === undefined) throw new Error(`no such buyable variant in ${shop.key}`);
  return variant.id;
}

/** A medical product (the demo catalogue's warengruppe 512, §2 medical notice). */
export const isMedical = (product: (typeof catalog.products)[number]) =>
  product.specialKinds.includes('medical') && !product.specialKinds.includes('bulky');

/** An article with nothing special: not medical, not bulky (freight), no engraving, no set. */
export const isPlain = (product: (typeof catalog.products)[number]) =>
  product.specialKinds.length === 0;

/** A line to put in the basket: a variant (one unit), or a variant with its quantity and engraving. */
export type BasketLineToAdd =
  | number
  | {
      readonly variantId: number;
      readonly quantity?: number;
      readonly customText?: Readonly<Record<string, string>>;
    };

/**
 * A new visitor of the shop with these lines in the basket, put there as the shop's own
 * scripts would (/api, §7): the session cookie the first call opened.
 */
export async function basketVisitor(
  port: number,
  shop: BasketShop,
  lines: readonly BasketLineToAdd[],
): Promise<string> {
  const { id } = shopByKey(shop.key) as Shop;
  const basketKey = `basket_${id}_${randomBytes(16).toString('hex')}`;
  let cookie: string | undefined;
  for (const line of lines) {
    const {
      variantId,
      quantity = 1,
      customText,
    } = typeof line === 'number' ? { variantId: line } : line;
    const added = await send(port, {
      method: 'POST',
      path: `/api/shop/basket/addItem/?locale=${shop.locale}`,
      host: shop.host,
      headers: { origin: `http://${shop.host}:${port}`, ...(cookie ? { cookie } : {}) },
      json: {
        basketKey,
        variantId,
        quantity,
        ...(customText === undefined ? {} : { customData: { customText } }),
      },
    });
    if (added.status !== 200) throw new Error(`the basket call answered ${added.status}`);
    cookie ??= sessionCookieOf(added);
  }
  if (!cookie) throw new Error('the basket call opened no session');
  return cookie;
}

/**
 * A browser window's visitor with these lines in the basket: the calls go to loopback with the
 * shop's Host header (Node does not resolve `*.localhost` as Chromium does), and the browser
 * gets the session the first call opened.
 */
export async function basketInBrowser(
  context: BrowserContext,
  port: number,
  shop: BasketShop,
  lines: readonly BasketLineToAdd[],
): Promise<void> {
  await handSessionTo(context, shop.host, await basketVisitor(port, shop, lines));
}

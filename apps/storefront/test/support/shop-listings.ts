import type { Locator, Page } from 'playwright-core';
import type { BrowserShop } from './browser-shops';
import { send } from './storefront-server';

/** The listing pages the shop's menu (`#kategorien` on its home page) links, in menu order. */
export async function menuListings(port: number, shop: BrowserShop): Promise<string[]> {
  const home = await send(port, { path: `${shop.prefix}/`, host: shop.host });
  const menu = home.body.slice(home.body.indexOf('id="kategorien"'));
  const paths = [...new Set([...menu.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? ''))];
  return paths.filter((path) => path.startsWith(`${shop.prefix}/`));
}

/**
 * A listing page of the shop with a card that adds straight to the basket (one variant, §4):
 * the listings of the shop's menu, tried in order.
 */
export async function listingWithDirectAdd(port: number, shop: BrowserShop): Promise<string> {
  for (const path of await menuListings(port, shop)) {
    const page = await send(port, { path, host: shop.host });
    if (page.status === 200 && page.body.includes('data-slot="product-card-add-to-cart"')) {
      return path;
    }
  }
  throw new Error(`no listing of ${shop.shop} has a card that adds directly`);
}

/** The first card on the page whose add to cart is a form (the product has one variant). */
export function directCard(page: Page): Locator {
  return page
    .locator('article[data-slot="product-card"]')
    .filter({ has: page.locator('[data-slot="product-card-add-to-cart"]') })
    .first();
}

/** Where a product card links: every card, or only those that send the shopper to choose (§4). */
const cardLinks = {
  all: /href="([^"?]*\/p\/[^"?]+\/)"/g,
  // A variant choice or an engraving is made on the product page: `?action=addToCart`.
  choice: /href="([^"?]*\/p\/[^"?]+\/)\?action=addToCart"/g,
};

export interface ListedProductPage {
  /** The listing page whose card links the product. */
  readonly listing: string;
  readonly productPath: string;
}

/**
 * The first product page a listing of the shop's menu links whose HTML `fits`: the listings
 * tried in menu order, the first `perListing` products of each.
 */
export async function listedProductPage(
  port: number,
  shop: BrowserShop,
  {
    cards = 'all',
    perListing = Number.POSITIVE_INFINITY,
    fits,
  }: {
    readonly cards?: keyof typeof cardLinks;
    readonly perListing?: number;
    readonly fits: (html: string) => boolean;
  },
): Promise<ListedProductPage | undefined> {
  const get = (path: string) => send(port, { path, host: shop.host });
  for (const listing of await menuListings(port, shop)) {
    const page = await get(listing);
    if (page.status !== 200) continue;
    const products = [
      ...new Set([...page.body.matchAll(cardLinks[cards])].map((match) => match[1] ?? '')),
    ];
    for (const productPath of products.slice(0, perListing)) {
      const product = await get(productPath);
      if (product.status === 200 && fits(product.body)) return { listing, productPath };
    }
  }
  return undefined;
}

/**
 * A listing with a card whose product page has a variant choice and the page's own add to
 * cart: the first 12 cards of each listing of the menu asked.
 */
export async function listedProductWithVariants(
  port: number,
  shop: BrowserShop,
): Promise<ListedProductPage> {
  const found = await listedProductPage(port, shop, {
    perListing: 12,
    fits: (html) =>
      html.includes('data-slot="product-detail-variants"') &&
      html.includes('data-slot="product-detail-add-to-cart"'),
  });
  if (found === undefined) {
    throw new Error(`no listing of ${shop.shop} links a product with a variant choice`);
  }
  return found;
}

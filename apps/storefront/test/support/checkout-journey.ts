import { randomUUID } from 'node:crypto';
import { type CountryCode, type Language, shopByKey } from '@vitrine/domain';
import { expect } from 'vitest';
import { send, sessionCookieOf } from './storefront-server';

/**
 * The first steps of a checkout journey as the shop's own scripts take them (§6: guests check
 * out; §7 calls), shared by the checkout suites: a buyable article of the market's shop, a
 * guest's session, and that article in the guest's basket. The calls go to loopback with the
 * shop's Host header (Node does not resolve `*.localhost` as Chromium does).
 */

/** The shop a journey goes through: its host and its §7 locale (`de-DE`, `fr-CH`). */
export interface JourneyShop {
  /** The market's name, for the messages of a failed step. */
  readonly name: string;
  readonly host: string;
  readonly locale: string;
}

interface ApiVariant {
  readonly id: number;
  readonly stock: { readonly quantity: number };
  readonly logistics: { readonly bvc: number };
}

const origin = (port: number, shop: JourneyShop) => `http://${shop.host}:${port}`;

/**
 * The buyable parcel-sized variants (at least 20 in stock) among the first 40 products of the
 * market's shop (§7 recommendations call): their ids.
 */
export async function buyableVariants(port: number, shop: JourneyShop): Promise<number[]> {
  const keys = Array.from({ length: 40 }, (_, index) => String(2_000_001 + index));
  const answer = await send(port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
    host: shop.host,
  });
  const { products } = JSON.parse(answer.body) as { products: { variants: ApiVariant[] }[] };
  return products
    .flatMap((product) => product.variants)
    .filter((candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 20)
    .map((variant) => variant.id);
}

/** A buyable parcel-sized variant of the market's shop (the first of {@link buyableVariants}). */
export async function buyableVariant(port: number, shop: JourneyShop): Promise<number> {
  const [variant] = await buyableVariants(port, shop);
  if (variant === undefined) throw new Error(`no buyable variant in ${shop.name}`);
  return variant;
}

/** A new guest's sign-up (§5 group guest, §7 guest call): Gabi Gast, at an address never used. */
export function newGuestForm() {
  return {
    first_name: 'Gabi',
    last_name: 'Gast',
    gender: 'f',
    email: `gast-${randomUUID()}@example.de`,
    newsletter: false,
  };
}

/** A guest's session: the cookie, and the user id their basket is keyed by. */
export interface GuestSession {
  readonly cookie: string;
  readonly userId: string;
}

/**
 * A new guest of the market's shop (§7 guest sign-in), from `clientAddress` (the server must
 * trust the loopback proxy for the address to count apart under the sign-up limit).
 */
export async function signInGuest(
  port: number,
  shop: JourneyShop,
  clientAddress: string,
): Promise<GuestSession> {
  const signIn = await send(port, {
    method: 'POST',
    path: `/api/user/auth/guest/?locale=${shop.locale}`,
    host: shop.host,
    headers: { origin: origin(port, shop), 'x-forwarded-for': clientAddress },
    json: newGuestForm(),
  });
  expect(signIn.status).toBe(200);
  const cookie = sessionCookieOf(signIn);
  if (cookie === '') throw new Error('the guest sign-in opened no session');
  const me = await send(port, {
    path: `/api/user/?locale=${shop.locale}`,
    host: shop.host,
    headers: { cookie },
  });
  return { cookie, userId: (JSON.parse(me.body) as { id: string }).id };
}

/** Puts `quantity` of the variant in the guest's basket of the shop `shopId` (§7 addItem). */
export async function addToBasket(
  port: number,
  shop: JourneyShop & { readonly shopId: number },
  guest: GuestSession,
  variantId: number,
  quantity = 1,
): Promise<void> {
  const added = await send(port, {
    method: 'POST',
    path: `/api/shop/basket/addItem/?locale=${shop.locale}`,
    host: shop.host,
    headers: { origin: origin(port, shop), cookie: guest.cookie },
    json: { basketKey: `basket_${shop.shopId}_${guest.userId}`, variantId, quantity },
  });
  expect(added.status).toBe(200);
}

/** A new guest with one of the variant in the basket: the session cookie. */
export async function guestWithBasket(
  port: number,
  shop: JourneyShop & { readonly shopId: number },
  options: { readonly clientAddress: string; readonly variantId: number },
): Promise<string> {
  const guest = await signInGuest(port, shop, options.clientAddress);
  await addToBasket(port, shop, guest, options.variantId);
  return guest.cookie;
}

/** A market whose checkout a journey goes through (§9 shops): where it is, and its shop's id. */
export interface JourneyMarket extends JourneyShop {
  /** The shop's key (`baby-de`). */
  readonly key: string;
  readonly shopId: number;
  readonly prefix: string;
  readonly language: Language;
  readonly country: CountryCode;
}

function journeyMarket(market: Omit<JourneyMarket, 'shopId'>): JourneyMarket {
  const shop = shopByKey(market.key);
  if (shop === null) throw new Error(`no shop ${market.key}`);
  return { ...market, shopId: shop.id };
}

/** The Nido markets the checkout suites go through: German, Austrian, Swiss French, Dutch. */
export const journeyMarkets = {
  germany: journeyMarket({
    name: 'baby DE',
    key: 'baby-de',
    host: 'localhost',
    prefix: '',
    language: 'de',
    locale: 'de-DE',
    country: 'DE',
  }),
  austria: journeyMarket({
    name: 'baby AT',
    key: 'baby-at',
    host: 'at.nido.localhost',
    prefix: '',
    language: 'de',
    locale: 'de-AT',
    country: 'AT',
  }),
  switzerlandFrench: journeyMarket({
    name: 'baby CH-fr',
    key: 'baby-ch',
    host: 'ch.nido.localhost',
    prefix: '/fr',
    language: 'fr',
    locale: 'fr-CH',
    country: 'CH',
  }),
  netherlands: journeyMarket({
    name: 'baby NL',
    key: 'baby-nl',
    host: 'nl.nido.localhost',
    prefix: '',
    language: 'nl',
    locale: 'nl-NL',
    country: 'NL',
  }),
} as const;

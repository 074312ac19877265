import { type Shop, shopByKey } from '@vitrine/domain';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { loadWishlistPage } from '../app/wishlist/wishlist-page.server';
import { notFoundPageCache, privatePageCache } from '../server/http/cache-control';
import type { PageRequestContext } from '../server/request-context';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';
import { inHtml, uiText } from './support/texts';
import { productWithVariantChoice } from './support/variant-choice-product';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const de = (key: string) => translator('de').t(key);
const origin = () => `http://localhost:${storefront.port}`;

/** A product of the German baby shop with one buyable variant (its card adds directly, §4). */
async function directProduct(): Promise<{ productId: number; variantId: number }> {
  const keys = Array.from({ length: 40 }, (_, index) => String(2_000_001 + index));
  const answer = await send(storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=de-DE`,
  });
  const { products } = JSON.parse(answer.body) as {
    products: {
      id: number;
      variants: { id: number; stock: { quantity: number }; logistics: { bvc: number } }[];
    }[];
  };
  const product = products.find(
    (candidate) =>
      candidate.variants.length === 1 &&
      candidate.variants[0]?.logistics.bvc === 1 &&
      (candidate.variants[0]?.stock.quantity ?? 0) >= 5,
  );
  if (!product) throw new Error('no product with one buyable variant');
  return { productId: product.id, variantId: product.variants[0]?.id ?? 0 };
}

/** The German baby shop's product whose card needs a variant chosen (§2 wishlist add-to-cart). */
const productToChoose = () =>
  productWithVariantChoice(storefront.port, {
    host: 'localhost',
    locale: 'de-DE',
    firstProduct: 2_000_001,
  });

const wishlistPage = (cookie?: string) =>
  send(storefront.port, { path: '/wunschliste/', headers: cookie ? { cookie } : {} });

const postTo = (path: string, form: Record<string, string>, cookie?: string) =>
  send(storefront.port, {
    method: 'POST',
    path,
    headers: { origin: origin(), ...(cookie ? { cookie } : {}) },
    form,
  });

describe('the wishlist page /wunschliste/ (issue 16, spec §2 wishlist, §6 flag)', () => {
  test('is private and empty without a session, and opens none', async () => {
    const page = await wishlistPage();
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(privatePageCache);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain(de('wishlistPage.emptyTitle'));
  });

  test('without JavaScript: a heart adds the product, the page lists it, its add to cart fills the basket, the heart takes it off', async () => {
    const { productId, variantId } = await directProduct();
    const added = await postTo('/wunschliste/', {
      intent: 'toggleWishlist',
      productId: String(productId),
    });
    expect(added.status).toBe(200);
    const cookie = sessionCookieOf(added);
    expect(cookie).toBeDefined();
    const listed = await wishlistPage(cookie);
    expect(listed.headers['cache-control']).toBe(privatePageCache);
    expect(listed.body).toContain('data-slot="product-card"');
    expect(listed.body).toContain(`name="productId" value="${productId}"`);

    const toBasket = await postTo(
      '/wunschliste/',
      { intent: 'addToCart', variantId: String(variantId) },
      cookie,
    );
    expect(toBasket.status).toBe(200);
    const basket = await send(storefront.port, {
      path: '/warenkorb/',
      headers: { cookie: cookie ?? '' },
    });
    expect(basket.body).toContain('data-slot="basket-product-card"');

    const removed = await postTo(
      '/wunschliste/',
      { intent: 'toggleWishlist', productId: String(productId) },
      cookie,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toContain(de('wishlist.removed'));
    expect(removed.body).toContain(de('wishlistPage.emptyTitle'));
  });

  test('an article with several variants: its add to cart leads to the choice (?choose=), in the page without JavaScript; only buyable variants can be posted, and the chosen one goes into the basket (§2 wishlist add-to-cart, §4)', async () => {
    const { product, choice } = await productToChoose();
    const heart = await postTo('/wunschliste/', {
      intent: 'toggleWishlist',
      productId: String(product.id),
    });
    const cookie = sessionCookieOf(heart) ?? '';
    const list = await wishlistPage(cookie);
    const cardLink =
      list.body.match(
        new RegExp(`<a [^>]*href="/wunschliste/\\?choose=${product.id}"[^>]*>`),
      )?.[0] ?? '';
    expect(cardLink).toContain('aria-haspopup="dialog"');
    expect(list.body).not.toContain('data-slot="wishlist-add-to-cart-step"');

    const step = await send(storefront.port, {
      path: `/wunschliste/?choose=${product.id}`,
      headers: { cookie },
    });
    expect(step.status).toBe(200);
    expect(step.headers['cache-control']).toBe(privatePageCache);
    const shown = step.body.slice(step.body.indexOf('data-slot="wishlist-add-to-cart-step"'));
    expect(shown).toContain(inHtml(uiText('de')('dialogs.wishlistAddToCart.title')));
    const form = shown.match(/<form [^>]*data-slot="basket-variant-choice"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/wunschliste/"');
    for (const option of choice.options) {
      const radio =
        shown.match(
          new RegExp(`<input [^>]*name="variantId"[^>]*value="${option.variantId}"[^>]*>`),
        )?.[0] ?? '';
      expect(radio, option.label).not.toBe('');
      expect(radio.includes(' disabled=""'), option.label).toBe(option.availability !== 'buyable');
      expect(radio.includes(' checked=""'), option.label).toBe(
        option.variantId === choice.preselectedVariantId,
      );
    }
    const add = shown.match(/<button [^>]*data-slot="basket-variant-choice-add"[^>]*>/)?.[0] ?? '';
    expect(add).toContain('name="intent"');
    expect(add).toContain('value="addToCart"');

    const chosen = choice.options.filter((option) => option.availability === 'buyable').at(-1);
    const added = await postTo(
      '/wunschliste/',
      { intent: 'addToCart', variantId: String(chosen?.variantId) },
      cookie,
    );
    expect(added.status).toBe(200);
    expect(added.body).not.toContain('data-slot="wishlist-add-to-cart-step"');
    const me = await send(storefront.port, {
      path: '/api/user/?locale=de-DE',
      headers: { cookie },
    });
    const userId = (JSON.parse(me.body) as { id: string }).id;
    const basket = await send(storefront.port, {
      path: `/api/shop/basket/get/basket_10_${userId}/?locale=de-DE`,
      headers: { cookie },
    });
    const items = (JSON.parse(basket.body) as { basket: { items: { variant: { id: number } }[] } })
      .basket.items;
    expect(items.map((item) => item.variant.id)).toEqual([chosen?.variantId]);
  });

  test('?choose= of an article not on the list, or with one variant, shows no choice', async () => {
    const { productId } = await directProduct();
    const cookie =
      sessionCookieOf(
        await postTo('/wunschliste/', { intent: 'toggleWishlist', productId: String(productId) }),
      ) ?? '';
    for (const query of [`choose=${productId}`, 'choose=999999999', 'choose=abc', 'choose=']) {
      const page = await send(storefront.port, {
        path: `/wunschliste/?${query}`,
        headers: { cookie },
      });
      expect(page.status, query).toBe(200);
      expect(page.body, query).not.toContain('data-slot="wishlist-add-to-cart-step"');
    }
  });

  test('two visitors never see or change each other’s wishlist', async () => {
    const { productId } = await directProduct();
    const heart = { intent: 'toggleWishlist', productId: String(productId) };
    const alice = sessionCookieOf(await postTo('/wunschliste/', heart));
    const bob = sessionCookieOf(await postTo('/wunschliste/', heart));
    expect(alice).toBeDefined();
    expect(bob).toBeDefined();
    expect(alice).not.toBe(bob);
    // Alice takes it off her list; Bob's keeps it.
    await postTo('/wunschliste/', heart, alice);
    expect((await wishlistPage(alice)).body).not.toContain('data-slot="product-card"');
    expect((await wishlistPage(bob)).body).toContain('data-slot="product-card"');
  });

  test('a form the page never posts is 400', async () => {
    const answer = await postTo('/wunschliste/', { intent: 'toggleWishlist', productId: 'x' });
    expect(answer.status).toBe(400);
  });

  test('answers in French on baby CH and in Dutch on baby BE', async () => {
    const fr = await send(storefront.port, { path: '/fr/wunschliste/', host: 'ch.nido.localhost' });
    expect(fr.status).toBe(200);
    expect(fr.body).toContain(translator('fr').t('wishlistPage.emptyTitle'));
    const nl = await send(storefront.port, { path: '/nl/wunschliste/', host: 'be.nido.localhost' });
    expect(nl.body).toContain(translator('nl').t('wishlistPage.emptyTitle'));
  });

  test('how the wishlist works (§2 more-info): a link on the page; without JavaScript ?info shows it in the page with a way back', async () => {
    for (const { path, host, language } of [
      { path: '/wunschliste/', host: 'localhost', language: 'de' },
      { path: '/fr/wunschliste/', host: 'ch.nido.localhost', language: 'fr' },
      { path: '/nl/wunschliste/', host: 'be.nido.localhost', language: 'nl' },
    ] as const) {
      const ui = uiText(language);
      const plain = await send(storefront.port, { path, host });
      expect(plain.status).toBe(200);
      const link = plain.body.match(/<a [^>]*data-slot="wishlist-info-link"[^>]*>/)?.[0] ?? '';
      expect(link).toContain(`href="${path}?info"`);
      expect(plain.body).not.toContain('data-slot="wishlist-info-step"');
      const step = await send(storefront.port, { path: `${path}?info`, host });
      expect(step.status).toBe(200);
      expect(step.headers['cache-control']).toBe('private, no-store');
      const shown = step.body.slice(step.body.indexOf('data-slot="wishlist-info-step"'));
      expect(shown).toContain(inHtml(ui('dialogs.wishlistInfo.text')));
      expect(shown).toContain(inHtml(ui('dialogs.wishlistInfo.hint')));
      expect(shown).toMatch(new RegExp(`<a href="${path}"[^>]*>${inHtml(ui('common.close'))}</a>`));
    }
  });

  test('a shop whose country has no wishlist answers 404 (§6), before anyone is looked up', async () => {
    const shop = shopByKey('baby-de') as Shop;
    const context = Object.assign(new RouterContextProvider(), {
      shop: { ...shop, flags: { ...shop.flags, wishlist: false } },
      locale: shop.locales[0],
      path: '/wunschliste/',
      visitor: () => Promise.reject(new Error('no visitor should be read')),
    } as unknown as PageRequestContext);
    const thrown = await loadWishlistPage({
      context,
      url: new URL('http://localhost/wunschliste/'),
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      init: { status: 404, headers: { 'Cache-Control': notFoundPageCache } },
    });
  });
});

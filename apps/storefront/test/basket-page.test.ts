import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { privatePageCache } from '../server/http/cache-control';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const de = (key: string, values: Record<string, unknown> = {}) => translator('de').t(key, values);

interface ApiVariant {
  readonly id: number;
  readonly stock: { readonly quantity: number };
  readonly logistics: { readonly bvc: number };
  readonly scalePrices: { readonly scaleAmount1?: number | null } | null;
}

/** Buyable variants of the German baby shop from the §7 recommendations call. */
async function buyableVariants(): Promise<ApiVariant[]> {
  const found: ApiVariant[] = [];
  for (let first = 2_000_001; first < 2_000_400; first += 40) {
    const keys = Array.from({ length: 40 }, (_, index) => String(first + index));
    const answer = await send(storefront.port, {
      path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=de-DE`,
    });
    const { products } = JSON.parse(answer.body) as { products: { variants: ApiVariant[] }[] };
    found.push(
      ...products
        .flatMap((product) => product.variants)
        .filter((variant) => variant.logistics.bvc === 1 && variant.stock.quantity >= 20),
    );
  }
  return found;
}

const origin = () => `http://localhost:${storefront.port}`;

/** A new visitor who put a variant in the basket through /api: their session cookie. */
async function visitorWith(variantId: number, quantity = 1, cookie?: string): Promise<string> {
  const added = await send(storefront.port, {
    method: 'POST',
    path: '/api/shop/basket/addItem/?locale=de-DE',
    headers: { origin: origin(), ...(cookie === undefined ? {} : { cookie }) },
    json: { basketKey: `basket_10_${randomBytes(16).toString('hex')}`, variantId, quantity },
  });
  if (cookie !== undefined) return cookie;
  const opened = sessionCookieOf(added);
  if (!opened) throw new Error(`the basket call opened no session (${added.status})`);
  return opened;
}

const basketPage = (cookie?: string) =>
  send(storefront.port, { path: '/warenkorb/', headers: cookie ? { cookie } : {} });

const post = (cookie: string, form: Record<string, string>, from = origin()) =>
  send(storefront.port, {
    method: 'POST',
    path: '/warenkorb/',
    headers: { cookie, origin: from },
    form,
  });

// Each line's stepper and remove forms name its key.
const lineKeys = (html: string) => [
  ...new Set(
    [...html.matchAll(/name="itemKey" value="([0-9a-f-]{36})"/g)].map((match) => match[1] ?? ''),
  ),
];
const quantities = (html: string) =>
  [...html.matchAll(/data-slot="quantity-stepper-value"[^>]*aria-valuenow="(\d+)"/g)].map((match) =>
    Number(match[1]),
  );

let variants: ApiVariant[];
beforeAll(async () => {
  variants = await buyableVariants();
  expect(variants.length).toBeGreaterThan(3);
});

describe('the basket page /warenkorb/ (issue 16, spec §2 basket)', () => {
  test('is private, no-store, and empty without a session (no session is opened for it)', async () => {
    const page = await basketPage();
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(privatePageCache);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain(de('basketPage.emptyTitle'));
    expect(page.body).not.toContain('data-slot="basket-product-card"');
  });

  test('shows the visitor’s lines with the totals and the link to /kasse/, private', async () => {
    const cookie = await visitorWith(variants[0]?.id ?? 0, 2);
    const page = await basketPage(cookie);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(privatePageCache);
    expect(page.body).toContain('data-slot="basket-product-card"');
    expect(quantities(page.body)).toEqual([2]);
    expect(page.body).toContain(de('basketPage.subtotal'));
    expect(page.body).toMatch(
      /href="\/kasse\/"[^>]*data-slot="basket-checkout"|data-slot="basket-checkout"[^>]*href="\/kasse\/"/,
    );
    // The product's picture comes from the image service in several widths.
    expect(page.body).toMatch(/srcset="\/images\/[^"]+\?w=\d+[^"]*, [^"]+"/i);
  });

  test('the stepper and remove posted without JavaScript change the basket; the page answers with itself and a toast (§4)', async () => {
    const cookie = await visitorWith(variants[1]?.id ?? 0, 1);
    const [itemKey] = lineKeys((await basketPage(cookie)).body);
    expect(itemKey).toBeDefined();
    const changed = await post(cookie, {
      intent: 'basketQuantity',
      itemKey: itemKey ?? '',
      quantity: '3',
    });
    expect(changed.status).toBe(200);
    expect(changed.headers['cache-control']).toBe(privatePageCache);
    expect(quantities(changed.body)).toEqual([3]);
    expect(changed.body).toContain(de('basketPage.quantityChanged'));
    const removed = await post(cookie, { intent: 'basketRemove', itemKey: itemKey ?? '' });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain(de('basketPage.removed'));
    expect(removed.body).toContain(de('basketPage.emptyTitle'));
  });

  test('a line’s wishlist button moves it to the wishlist without JavaScript (§2 basket product card)', async () => {
    const cookie = await visitorWith(variants[1]?.id ?? 0, 1);
    const [itemKey] = lineKeys((await basketPage(cookie)).body);
    const moved = await post(cookie, { intent: 'basketToWishlist', itemKey: itemKey ?? '' });
    expect(moved.status).toBe(200);
    expect(moved.body).toContain(de('basketPage.movedToWishlist'));
    expect(moved.body).toContain(de('basketPage.emptyTitle'));
    const wishlist = await send(storefront.port, { path: '/wunschliste/', headers: { cookie } });
    expect(wishlist.body).toContain('data-slot="product-card"');
  });

  test('reaching a scale threshold gives the scale price and says so (§4 Promotion{n})', async () => {
    const scaled = variants.find((variant) => variant.scalePrices?.scaleAmount1 === 3);
    if (scaled === undefined)
      throw new Error('the demo catalog has no variant with a scale from 3');
    const cookie = await visitorWith(scaled.id, 2);
    const [itemKey] = lineKeys((await basketPage(cookie)).body);
    const before = await basketPage(cookie);
    expect(before.body).not.toContain('data-slot="basket-line-scale-price"');
    const after = await post(cookie, {
      intent: 'basketQuantity',
      itemKey: itemKey ?? '',
      quantity: '3',
    });
    expect(after.body).toContain('data-slot="basket-line-scale-price"');
  });

  test.each([
    [{ intent: 'basketQuantity', quantity: '0' }, 400],
    [{ intent: 'basketQuantity', quantity: 'viele' }, 400],
    [{ intent: 'basketQuantity', itemKey: 'not-a-key', quantity: '2' }, 400],
    [{ intent: 'basketEmpty' }, 400],
  ])('a form the page never posts (%j) is %i and changes nothing', async (form, status) => {
    const cookie = await visitorWith(variants[2]?.id ?? 0, 2);
    const [itemKey] = lineKeys((await basketPage(cookie)).body);
    const answer = await post(cookie, { itemKey: itemKey ?? '', ...form });
    expect(answer.status).toBe(status);
    expect(quantities((await basketPage(cookie)).body)).toEqual([2]);
  });

  test('a post from another site is refused and changes nothing', async () => {
    const cookie = await visitorWith(variants[2]?.id ?? 0, 2);
    const [itemKey] = lineKeys((await basketPage(cookie)).body);
    const form = { intent: 'basketRemove', itemKey: itemKey ?? '' };
    // React Router refuses a foreign Origin before any action runs (400) …
    const foreignOrigin = await post(cookie, form, 'https://elsewhere.example');
    expect(foreignOrigin.status).toBe(400);
    // … and the page's own check a foreign Referer without an Origin (403).
    const foreignReferer = await send(storefront.port, {
      method: 'POST',
      path: '/warenkorb/',
      headers: { cookie, referer: 'https://elsewhere.example/' },
      form,
    });
    expect(foreignReferer.status).toBe(403);
    expect(quantities((await basketPage(cookie)).body)).toEqual([2]);
  });

  test('two visitors never see or change each other’s basket', async () => {
    const alice = await visitorWith(variants[0]?.id ?? 0, 1);
    const bob = await visitorWith(variants[3]?.id ?? 0, 4);
    const alicePage = await basketPage(alice);
    const bobPage = await basketPage(bob);
    const [aliceKey] = lineKeys(alicePage.body);
    const [bobKey] = lineKeys(bobPage.body);
    expect(aliceKey).not.toBe(bobKey);
    expect(bobPage.body).not.toContain(aliceKey);
    expect(quantities(alicePage.body)).toEqual([1]);
    // Bob posts Alice's line: not in his basket, so nothing happens to hers.
    const answer = await post(bob, { intent: 'basketRemove', itemKey: aliceKey ?? '' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(de('basketPage.lineMissing'));
    expect(lineKeys((await basketPage(alice)).body)).toEqual([aliceKey]);
  });

  test('a valid voucher is applied and kept in a cookie; an unknown or malformed one is said at the field', async () => {
    const cookie = await visitorWith(variants[0]?.id ?? 0, 2);
    const applied = await post(cookie, { intent: 'voucherApply', voucherCode: 'willkommen10-10' });
    expect(applied.status).toBe(200);
    const voucherCookie = [applied.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('voucher='));
    expect(voucherCookie).toMatch(/^voucher=WILLKOMMEN10-10;.*HttpOnly/i);
    expect(applied.body).toContain(de('basketPage.voucherLine', { code: 'WILLKOMMEN10-10' }));
    const later = await basketPage(`${cookie}; ${voucherCookie?.split(';', 1)[0]}`);
    expect(later.body).toContain(de('basketPage.voucherLine', { code: 'WILLKOMMEN10-10' }));

    const unknown = await post(cookie, { intent: 'voucherApply', voucherCode: 'GIBTESNICHT' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toContain(de('basketPage.voucherUnknown'));
    expect(unknown.headers['set-cookie']).toBeUndefined();

    const expired = await post(cookie, { intent: 'voucherApply', voucherCode: 'ABGELAUFEN-10' });
    expect(expired.status).toBe(422);
    expect(expired.body).toContain(de('basketPage.voucherExpired'));

    const malformed = await post(cookie, { intent: 'voucherApply', voucherCode: '<script>' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toContain(de('basketPage.voucherInvalid'));
    expect(malformed.body).not.toContain('<script>');
  });

  test.each([
    ['ch.nido.localhost', '/fr/warenkorb/', 'fr'],
    ['be.nido.localhost', '/nl/warenkorb/', 'nl'],
    ['at.vitalia.localhost', '/warenkorb/', 'de'],
  ] as const)('answers on %s%s in its language', async (host, path, language) => {
    const page = await send(storefront.port, { path, host });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(privatePageCache);
    expect(page.body).toContain(translator(language).t('basketPage.emptyTitle'));
  });
});

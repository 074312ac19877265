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
import { uiText } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

const de = (key: string, values: Record<string, unknown> = {}) => translator('de').t(key, values);
const ui = uiText('de');
const origin = () => `http://localhost:${storefront.port}`;

interface ApiProduct {
  readonly advancedAttributes?: Record<string, unknown> | null;
  readonly variants: {
    readonly id: number;
    readonly stock: { readonly quantity: number };
    readonly logistics: { readonly bvc: number };
  }[];
}

/** Buyable variants of the German baby shop: one of an engraved article (§9 gravureHeadline) and a plain one. */
async function demoVariants(): Promise<{ engraved: number; plain: number }> {
  let engraved: number | undefined;
  let plain: number | undefined;
  for (let first = 2_000_001; first < 2_000_400 && (!engraved || !plain); first += 40) {
    const keys = Array.from({ length: 40 }, (_, index) => String(first + index));
    const answer = await send(storefront.port, {
      path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=de-DE`,
    });
    const { products } = JSON.parse(answer.body) as { products: ApiProduct[] };
    for (const product of products) {
      const buyable = product.variants.find(
        (variant) => variant.logistics.bvc === 1 && variant.stock.quantity >= 20,
      );
      if (buyable === undefined) continue;
      if (product.advancedAttributes?.gravureHeadline !== undefined) engraved ??= buyable.id;
      else plain ??= buyable.id;
    }
  }
  if (!engraved || !plain) throw new Error('the demo catalog lacks an engraved or a plain article');
  return { engraved, plain };
}

/** A new visitor with one line in the basket (through /api, §7): their session cookie. */
async function visitorWith(variantId: number, customText?: Record<string, string>) {
  const added = await send(storefront.port, {
    method: 'POST',
    path: '/api/shop/basket/addItem/?locale=de-DE',
    headers: { origin: origin() },
    json: {
      basketKey: `basket_10_${randomBytes(16).toString('hex')}`,
      variantId,
      quantity: 1,
      ...(customText === undefined ? {} : { customData: { customText } }),
    },
  });
  const cookie = sessionCookieOf(added);
  if (!cookie) throw new Error(`the basket call opened no session (${added.status})`);
  return cookie;
}

const basketPage = (cookie?: string, query = '') =>
  send(storefront.port, { path: `/warenkorb/${query}`, headers: cookie ? { cookie } : {} });

const post = (cookie: string, form: Record<string, string>, from = origin()) =>
  send(storefront.port, {
    method: 'POST',
    path: '/warenkorb/',
    headers: { cookie, origin: from },
    form,
  });

const lineKey = (html: string) =>
  html.match(/name="itemKey" value="([0-9a-f-]{36})"/)?.[1] ?? 'missing';
/** The engraving the line shows (§2 basket product card): its rows' text, or "without". */
const engravingShown = (html: string) =>
  html.match(/data-slot="basket-product-card-engraving" data-state="(\w+)"/)?.[1];

let variants: { engraved: number; plain: number };
beforeAll(async () => {
  variants = await demoVariants();
});

describe('a basket line’s engraving edit without JavaScript (issue 16, spec §2 engraving text edit, §4 "ohne")', () => {
  test('the line’s edit link opens the page’s engraving step with the line’s text', async () => {
    const cookie = await visitorWith(variants.engraved, { text1: 'Mia' });
    const page = await basketPage(cookie);
    const key = lineKey(page.body);
    expect(engravingShown(page.body)).toBe('engraved');
    expect(page.body).toContain(`href="/warenkorb/?gravur=${key}#gravur-${key}"`);
    expect(page.body).not.toContain('data-slot="basket-engraving-step"');

    const step = await basketPage(cookie, `?gravur=${key}`);
    expect(step.status).toBe(200);
    expect(step.headers['cache-control']).toBe(privatePageCache);
    expect(step.body).toContain('data-slot="basket-engraving-step"');
    expect(step.body).toMatch(/name="text1"[^>]*value="Mia"|value="Mia"[^>]*name="text1"/);
    expect(step.body).toContain(de('basketExtras.engravingRemove'));
  });

  test('a new text posted to the page changes the line; the page answers with itself and a toast', async () => {
    const cookie = await visitorWith(variants.engraved, { text1: 'Mia' });
    const key = lineKey((await basketPage(cookie)).body);
    const saved = await post(cookie, {
      intent: 'basketEngraving',
      itemKey: key,
      text1: 'Lena',
      text2: '01.02.2024',
    });
    expect(saved.status).toBe(200);
    expect(saved.headers['cache-control']).toBe(privatePageCache);
    expect(saved.body).toContain(de('basketExtras.engravingSaved'));
    expect(saved.body).toContain('Lena');
    expect(saved.body).toContain('01.02.2024');
    // The answer is the page without the step.
    expect(saved.body).not.toContain('data-slot="basket-engraving-step"');
  });

  test.each([
    ['"ohne" in the first row', { text1: ' OHNE ' }],
    ['empty rows', { text1: '', text2: '' }],
  ])('%s takes the engraving off (§4)', async (_case, rows) => {
    const cookie = await visitorWith(variants.engraved, { text1: 'Mia' });
    const key = lineKey((await basketPage(cookie)).body);
    const removed = await post(cookie, { intent: 'basketEngraving', itemKey: key, ...rows });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain(de('basketExtras.engravingRemoved'));
    expect(engravingShown(removed.body)).toBe('none');
    expect(engravingShown((await basketPage(cookie)).body)).toBe('none');
  });

  test('a first engraving on a line without one is added', async () => {
    const cookie = await visitorWith(variants.engraved);
    const key = lineKey((await basketPage(cookie)).body);
    expect(engravingShown((await basketPage(cookie)).body)).toBe('none');
    const added = await post(cookie, { intent: 'basketEngraving', itemKey: key, text1: 'Ben' });
    expect(added.status).toBe(200);
    expect(engravingShown(added.body)).toBe('engraved');
  });

  test('a row longer than gravureLength (20) is 422: the step shows again with the text and the row’s message, the line keeps its text', async () => {
    const cookie = await visitorWith(variants.engraved, { text1: 'Mia' });
    const key = lineKey((await basketPage(cookie)).body);
    const tooLong = 'x'.repeat(21);
    const refused = await post(cookie, { intent: 'basketEngraving', itemKey: key, text1: tooLong });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain(de('basketExtras.engravingInvalid'));
    expect(refused.body).toContain('data-slot="basket-engraving-step"');
    expect(refused.body).toContain(`value="${tooLong}"`);
    expect(refused.body).toContain(ui('engraving.tooLong', { max: 20 }));
    expect(refused.body).toContain('aria-invalid="true"');
    expect((await basketPage(cookie)).body).toContain('Mia');
  });

  test.each<{ case: string; form: Record<string, string>; status: number }>([
    { case: 'no rows at all', form: { intent: 'basketEngraving' }, status: 400 },
    {
      case: 'a row longer than any engraving',
      form: { intent: 'basketEngraving', text1: 'x'.repeat(201) },
      status: 400,
    },
  ])(
    'a form the page never posts ($case) is $status with a message, never a 500',
    async ({ form, status }) => {
      const cookie = await visitorWith(variants.engraved, { text1: 'Mia' });
      const key = lineKey((await basketPage(cookie)).body);
      const answer = await post(cookie, { ...form, itemKey: key });
      expect(answer.status).toBe(status);
      expect(answer.body).toContain(de('basketPage.formInvalid'));
    },
  );

  test('another visitor’s line is not found (404), a line without engraving rows too, and a post from another site changes nothing (400, 403)', async () => {
    const owner = await visitorWith(variants.engraved, { text1: 'Mia' });
    const key = lineKey((await basketPage(owner)).body);
    const stranger = await visitorWith(variants.plain);
    expect(
      (await post(stranger, { intent: 'basketEngraving', itemKey: key, text1: 'Hack' })).status,
    ).toBe(404);
    const plainKey = lineKey((await basketPage(stranger)).body);
    expect(
      (await post(stranger, { intent: 'basketEngraving', itemKey: plainKey, text1: 'Mia' })).status,
    ).toBe(404);
    // React Router refuses a foreign Origin (400), the page's own check a foreign Referer (403).
    const form = { intent: 'basketEngraving', itemKey: key, text1: 'Hack' };
    expect((await post(owner, form, 'http://evil.example')).status).toBe(400);
    const foreignReferer = await send(storefront.port, {
      method: 'POST',
      path: '/warenkorb/',
      headers: { cookie: owner, referer: 'http://evil.example/' },
      form,
    });
    expect(foreignReferer.status).toBe(403);
    expect((await basketPage(owner)).body).toContain('Mia');
  });
});

describe('the basket’s carrier info, CMS content and totals (issue 16, spec §2 carrier info, special content)', () => {
  test('the shipping line links to the carrier step, which names the shop’s carriers (§3 shippingProviders)', async () => {
    const cookie = await visitorWith(variants.plain);
    const page = await basketPage(cookie);
    expect(page.body).toContain('href="/warenkorb/?versandpartner#versandpartner"');
    expect(page.body).toContain(de('basketExtras.carrierInfo'));
    expect(page.body).not.toContain('data-slot="basket-carrier-step"');
    const step = await basketPage(cookie, '?versandpartner');
    expect(step.status).toBe(200);
    expect(step.body).toContain('data-slot="basket-carrier-step"');
    expect(step.body).toContain('>DHL<');
    expect(step.body).toContain('>Hermes<');
    expect(step.body).toContain(de('basketExtras.carrierInfoClose'));
  });

  test('the CMS basket content block shows on the basket page, full or empty', async () => {
    const full = await basketPage(await visitorWith(variants.plain));
    expect(full.body).toContain('data-slot="basket-content"');
    expect(full.body).toContain('Gut zu wissen');
    const empty = await basketPage();
    expect(empty.body).toContain('data-slot="basket-content"');
  });

  test('the basket’s sums are the shared totals (goods, shipping, total with tax)', async () => {
    const page = await basketPage(await visitorWith(variants.plain));
    expect(page.body).toContain('data-slot="basket-totals"');
    expect(page.body).toContain('data-slot="basket-total"');
    expect(page.body).toContain(de('basketPage.subtotal'));
  });
});

describe('the empty basket’s recommendations (issue 16, spec §2 recommendation slider)', () => {
  test('the empty basket shows the slider of recommended articles; a full one does not', async () => {
    const empty = await basketPage();
    expect(empty.body).toContain(de('basketPage.emptyTitle'));
    expect(empty.body).toContain('data-slot="basket-recommendations"');
    expect(empty.body).toContain(de('basketExtras.recommendations'));
    expect(empty.body).toMatch(/data-slot="product-card"/);
    const full = await basketPage(await visitorWith(variants.plain));
    expect(full.body).not.toContain('data-slot="basket-recommendations"');
  });

  test('a recommended article put in the basket without JavaScript: the page answers with the line', async () => {
    const cookie = await visitorWith(variants.plain);
    const key = lineKey((await basketPage(cookie)).body);
    await post(cookie, { intent: 'basketRemove', itemKey: key });
    const empty = await basketPage(cookie);
    expect(empty.body).toContain('data-slot="basket-recommendations"');
    const variantId = empty.body.match(/name="variantId" value="(\d+)"/)?.[1];
    expect(variantId).toBeDefined();
    const added = await post(cookie, {
      intent: 'addToCart',
      variantId: variantId ?? '',
      quantity: '1',
    });
    expect(added.status).toBe(200);
    expect(added.body).toContain('data-slot="basket-product-card"');
  });
});

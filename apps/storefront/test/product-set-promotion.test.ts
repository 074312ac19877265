import { formatPrice } from '@vitrine/domain';
import { setUnitReduction } from '@vitrine/domain/checkout';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { activeProductIds, catalog } from './support/demo-catalogue-pages';
import { pageOf } from './support/product-info-pages';
import { babyBeNl, babyDe, babySet, nameOf, pieceVariant } from './support/set-promotions';
import {
  type RunningStorefront,
  send,
  sessionCookieOf,
  startStorefront,
} from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

/**
 * A set promotion across separate articles on the product page, without JavaScript (spec §2
 * bundles, the bundle promotion add dialog; issue 15): the article's page links to the set's
 * dialog as a step of the page (`?dialog=set`), whose form adds the article and the set's other
 * articles; the basket then names the set's reduction.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.stop();
});

describe.each([babyDe, babyBeNl])(
  'a set promotion on the product page without JavaScript in shop $shopId ($language) (§2 bundle promotion add)',
  (shop) => {
    const t = (key: string, values: Record<string, unknown> = {}) =>
      translator(shop.language).t(key, values);
    const ui = uiText(shop.language);

    test('the article’s page names the set and links to its dialog’s step', async () => {
      const { promotion, pieces } = babySet(shop);
      const [first] = pieces;
      const path = pageOf(shop, first?.productId ?? 0);
      const page = await send(storefront.port, { path, host: shop.host });
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-slot="set-promotion"');
      expect(page.body).toContain(
        inHtml(
          ui('productDetail.setPromotion', {
            name: promotion.names[shop.language],
            percent: promotion.percent,
          }),
        ),
      );
      expect(page.body).toMatch(
        /data-slot="set-promotion-link"[^>]*href="[^"]*dialog=set"|href="[^"]*dialog=set"[^>]*data-slot="set-promotion-link"/,
      );
      // The step is not shown until asked for.
      expect(page.body).not.toContain('data-slot="set-promotion-step"');
    });

    test('the step lists the other articles and its form adds the set; the basket names the set’s reduction', async () => {
      const { promotion, pieces } = babySet(shop);
      const [first, ...others] = pieces;
      const path = pageOf(shop, first?.productId ?? 0);
      const step = await send(storefront.port, { path: `${path}?dialog=set`, host: shop.host });
      expect(step.status).toBe(200);
      const section =
        /<section[^>]*data-slot="set-promotion-step"[\s\S]*?<\/section>/.exec(step.body)?.[0] ?? '';
      expect(section).toContain(inHtml(ui('dialogs.bundlePromotion.title')));
      for (const other of others) {
        expect(section).toContain(inHtml(nameOf(other.productId, shop.language)));
      }
      expect(section).not.toContain(inHtml(nameOf(first?.productId ?? 0, shop.language)));
      const form = {
        intent: /<button[^>]*value="([^"]+)"[^>]*name="intent"/.exec(section)?.[1] ?? '',
        variantId: /name="variantId"[^>]*value="([^"]+)"/.exec(section)?.[1] ?? '',
      };
      expect(form).toEqual({ intent: 'addSet', variantId: String(first?.variant?.id) });

      const answer = await send(storefront.port, {
        method: 'POST',
        path: `${path}?dialog=set`,
        host: shop.host,
        headers: { origin: `http://${shop.host}:${storefront.port}` },
        form,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toMatch(/no-store/);
      expect(answer.body).toContain(inHtml(ui('basket.addedToCart')));
      expect(answer.body).toContain(inHtml(ui('siteHeader.basketCount', { count: pieces.length })));

      const cookie = sessionCookieOf(answer);
      const basket = await send(storefront.port, {
        path: `${shop.prefix}/warenkorb/`,
        host: shop.host,
        headers: { cookie },
      });
      expect(basket.status).toBe(200);
      const saving = pieces.reduce(
        (sum, piece) => sum + setUnitReduction(piece.price?.withTax ?? 0, promotion.percent),
        0,
      );
      expect(saving).toBeGreaterThan(0);
      const money = formatPrice(saving, { locale: shop.iso, currency: 'EUR' }) ?? '';
      expect(basket.body).toContain(
        inHtml(t('basketPage.setReductionLine', { name: promotion.names[shop.language] })),
      );
      const shown = /data-slot="set-reduction"[^>]*>([^<]*)<!-- -->([^<]*)</.exec(basket.body);
      expect(`${shown?.[1] ?? ''}${shown?.[2] ?? ''}`.replace(/\s/g, ' ')).toBe(
        `−${money}`.replace(/\s/g, ' '),
      );
    });
  },
);

describe('the set form refused (§2 bundle promotion add, 4xx never 500)', () => {
  test('an article in no set has no set link, and its page refuses the form (404)', async () => {
    const inSets = new Set(catalog.setPromotionArticles.map((row) => row.productId));
    const plain = catalog.products.find(
      (product) =>
        activeProductIds.has(product.id) &&
        !inSets.has(product.id) &&
        product.catalog === 'baby' &&
        pieceVariant(product.id) !== null &&
        catalog.prices.some(
          (row) => row.variantId === pieceVariant(product.id)?.id && row.shopId === babyDe.shopId,
        ),
    );
    const path = pageOf(babyDe, plain?.id ?? 0);
    const page = await send(storefront.port, { path });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('data-slot="set-promotion"');
    const answer = await send(storefront.port, {
      method: 'POST',
      path,
      headers: { origin: `http://localhost:${storefront.port}` },
      form: { intent: 'addSet', variantId: String(pieceVariant(plain?.id ?? 0)?.id) },
    });
    expect(answer.status).toBe(404);
  });

  test('a variant of another product is 404, a malformed one 400, a post from another site is refused', async () => {
    const { pieces } = babySet(babyDe);
    const [first, second] = pieces;
    const path = pageOf(babyDe, first?.productId ?? 0);
    const post = (variantId: string, origin = `http://localhost:${storefront.port}`) =>
      send(storefront.port, {
        method: 'POST',
        path,
        headers: { origin },
        form: { intent: 'addSet', variantId },
      });
    expect((await post(String(second?.variant?.id))).status).toBe(404);
    expect((await post('abc')).status).toBe(400);
    const foreign = await post(String(first?.variant?.id), 'https://elsewhere.example');
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(sessionCookieOf(foreign)).toBe('');
  });
});

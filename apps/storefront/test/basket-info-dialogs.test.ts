import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { privatePageCache } from '../server/http/cache-control';
import {
  type BasketShop,
  basketVisitor,
  buyableVariantOf,
  isMedical,
  isPlain,
} from './support/basket-visitor';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

/** Baby DE, baby CH in French, baby BE in Dutch: the basket page in de, fr and nl. */
const shops = [
  { key: 'baby-de', host: 'localhost', prefix: '', locale: 'de-DE', language: 'de' },
  { key: 'baby-ch', host: 'ch.nido.localhost', prefix: '/fr', locale: 'fr-CH', language: 'fr' },
  { key: 'baby-be', host: 'be.nido.localhost', prefix: '/nl', locale: 'nl-BE', language: 'nl' },
] as const satisfies readonly (BasketShop & { prefix: string; language: string })[];
const [germany] = shops;

const basketPage = (shop: (typeof shops)[number], cookie: string | null, query = '') =>
  send(storefront.port, {
    path: `${shop.prefix}/warenkorb/${query}`,
    host: shop.host,
    headers: cookie ? { cookie } : {},
  });

const stepOf = (html: string) =>
  html.match(/data-slot="basket-info-step" data-dialog="(\w+)"/)?.[1] ?? null;

describe.each(shops)(
  'the basket’s shipping-cost progress without JavaScript in $key ($language) (issue 16, spec §2 basket shipping-cost progress)',
  (shop) => {
    const ui = uiText(shop.language);
    const t = (key: string) => translator(shop.language).t(key);
    const basketPath = `${shop.prefix}/warenkorb/`;

    test('the summary links to the page’s shipping-cost step (`?dialog=shipping`), which shows the progress and leads back', async () => {
      const cookie = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      const page = await basketPage(shop, cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`href="${basketPath}?dialog=shipping#basket-info-shipping"`);
      expect(page.body).toContain(inHtml(t('basketExtras.shippingInfo')));
      expect(stepOf(page.body)).toBeNull();

      const step = await basketPage(shop, cookie, '?dialog=shipping');
      expect(step.status).toBe(200);
      expect(step.headers['cache-control']).toBe(privatePageCache);
      expect(stepOf(step.body)).toBe('shipping');
      expect(step.body).toContain('id="basket-info-shipping"');
      expect(step.body).toContain(inHtml(ui('dialogs.shippingProgress.title')));
      // The step's progress comes beside the summary's: two of them.
      expect(step.body.match(/data-slot="shipping-cost-progress"/g)).toHaveLength(2);
      // The shop's rule: its one step (§9 4,99 from 0,00, the CMS's "Standard…"), which applies.
      expect(step.body).toContain('data-slot="shipping-cost-rule"');
      expect(step.body).toContain(inHtml(ui('dialogs.shippingProgress.rule')));
      expect(step.body).toMatch(/data-state="current" aria-current="true"/);
      expect(step.body).toContain(inHtml(ui('dialogs.shippingProgress.ruleApplies')));
      expect(step.body).toMatch(
        new RegExp(
          `href="${basketPath}"[^>]*data-slot="basket-info-step-close"|data-slot="basket-info-step-close"[^>]*href="${basketPath}"`,
        ),
      );
      expect(step.body).toContain(inHtml(ui('common.close')));
    });

    test('an empty basket, an unknown or a repeated `dialog` show the page as it is (200, no step)', async () => {
      for (const query of ['?dialog=shipping', '?dialog=seals', '?dialog=']) {
        const empty = await basketPage(shop, null, query);
        expect(empty.status).toBe(200);
        expect(stepOf(empty.body)).toBeNull();
      }
      const cookie = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      for (const query of [
        '?dialog=seals',
        '?dialog=shipping&dialog=shipping',
        '?dialog=%3Cscript%3E',
      ]) {
        const page = await basketPage(shop, cookie, query);
        expect(page.status).toBe(200);
        expect(stepOf(page.body)).toBeNull();
        expect(page.body).not.toContain('<script>"');
      }
    });
  },
);

describe('the basket line’s medical-product info without JavaScript (issue 16, spec §2 basket product card: DE medical notice with contact link and info overlay)', () => {
  const ui = uiText('de');

  test('in DE a medical product’s notice links to the page’s medical step (`?dialog=medical`): its texts, the contact link, the way back', async () => {
    const cookie = await basketVisitor(storefront.port, germany, [
      buyableVariantOf(germany, isMedical),
      buyableVariantOf(germany, isPlain),
    ]);
    const page = await basketPage(germany, cookie);
    expect(page.body).toContain('data-slot="basket-product-card-medical-notice"');
    // The notice shows on the medical line only.
    expect(page.body.match(/data-slot="basket-product-card-medical-notice"/g)).toHaveLength(1);
    expect(page.body).toContain('href="/warenkorb/?dialog=medical#basket-info-medical"');
    expect(page.body).toContain(inHtml(ui('basketCard.medicalInfo')));
    expect(stepOf(page.body)).toBeNull();

    const step = await basketPage(germany, cookie, '?dialog=medical');
    expect(step.status).toBe(200);
    expect(step.headers['cache-control']).toBe(privatePageCache);
    expect(stepOf(step.body)).toBe('medical');
    expect(step.body).toContain('id="basket-info-medical"');
    for (const key of [
      'dialogs.medicalInfo.title',
      'dialogs.medicalInfo.text',
      'dialogs.medicalInfo.use',
      'dialogs.medicalInfo.questions',
    ] as const) {
      expect(step.body).toContain(inHtml(ui(key)));
    }
    // The contact link twice: the notice's and the step's.
    expect(step.body.match(/href="\/kontakt\/"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  test('a basket without a medical product has no medical step: `?dialog=medical` shows the page as it is', async () => {
    const cookie = await basketVisitor(storefront.port, germany, [
      buyableVariantOf(germany, isPlain),
    ]);
    const page = await basketPage(germany, cookie, '?dialog=medical');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('data-slot="basket-product-card-medical-notice"');
    expect(page.body).not.toContain('data-slot="basket-product-card-medical-info"');
    expect(stepOf(page.body)).toBeNull();
  });

  test.each(shops.slice(1))(
    'in $key ($language) a medical product has no notice and no medical step (§2: DE only)',
    async (shop) => {
      const cookie = await basketVisitor(storefront.port, shop, [
        buyableVariantOf(shop, isMedical),
      ]);
      const page = await basketPage(shop, cookie, '?dialog=medical');
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-slot="basket-product-card"');
      expect(page.body).not.toContain('data-slot="basket-product-card-medical-notice"');
      expect(page.body).not.toContain('data-slot="basket-product-card-medical-info"');
      expect(stepOf(page.body)).toBeNull();
    },
  );
});

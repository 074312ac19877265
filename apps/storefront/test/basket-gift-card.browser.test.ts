import { randomBytes } from 'node:crypto';
import { maskedGiftCardCode, type Shop, shopByKey } from '@vitrine/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor, handSessionTo } from './support/browser-visitor';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send, sessionCookieOf } from './support/storefront-server';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY).
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

interface ApiVariant {
  readonly id: number;
  readonly stock: { readonly quantity: number };
  readonly logistics: { readonly bvc: number };
}

/** A buyable variant of the shop (§7 recommendations call). */
async function buyableVariant(shop: BrowserShop): Promise<number> {
  const keys = Array.from({ length: 40 }, (_, index) => String(shop.firstProduct + index));
  const answer = await send(suite.storefront.port, {
    path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=${shop.locale}`,
    host: shop.host,
  });
  const { products } = JSON.parse(answer.body) as { products: { variants: ApiVariant[] }[] };
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 20);
  if (variant === undefined) throw new Error(`no buyable variant in ${shop.shop}`);
  return variant.id;
}

/** Puts the article in a new visitor's basket through /api (§7) and hands the browser the session. */
async function fillBasket(context: BrowserContext, shop: BrowserShop, variantId: number) {
  const { id } = shopByKey(shop.key) as Shop;
  const added = await send(suite.storefront.port, {
    method: 'POST',
    path: `/api/shop/basket/addItem/?locale=${shop.locale}`,
    host: shop.host,
    headers: { origin: origin(shop.host) },
    json: { basketKey: `basket_${id}_${randomBytes(16).toString('hex')}`, variantId, quantity: 2 },
  });
  expect(added.status).toBe(200);
  await handSessionTo(context, shop.host, sessionCookieOf(added));
}

const slotText = async (page: Page, slot: string) =>
  (await page.locator(`[data-slot="${slot}"]`).textContent())?.trim() ?? null;

const journeyShops = browserShops.filter((shop) => shop.key !== 'vital-at');

describe.each(journeyShops)(
  'the basket gift-card field in $shop with JavaScript (issue 16, spec §2 basket totals)',
  (shop) => {
    const shopText = (key: string, values: Record<string, unknown> = {}) =>
      translator(shop.language).t(key, values);
    const { id: shopId } = shopByKey(shop.key) as Shop;
    /** The shop's demo gift card with 100 in its currency (packages/commerce drizzle 0004). */
    const card = `GESCHENK100-${shopId}`;
    let variant: number;
    beforeAll(async () => {
      variant = await buyableVariant(shop);
    });

    test('an unknown card is refused with its reason; the shop’s card is applied, lowers what is due, and is removed; axe finds nothing', async () => {
      const context = await browserVisitor(suite.browser, true);
      await fillBasket(context, shop, variant);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${shop.prefix}/warenkorb/`, {
        waitUntil: 'networkidle',
      });
      const total = await slotText(page, 'basket-total');
      expect(total).not.toBeNull();
      expect(await page.locator('[data-slot="basket-amount-due"]').count()).toBe(0);

      // Refused: the reason at the field, which is marked invalid and described by it.
      const field = page.getByRole('textbox', {
        name: shopText('basketPage.giftCardLabel'),
        exact: true,
      });
      await field.fill('GIBTESNICHT');
      await page.getByRole('button', { name: shopText('basketPage.giftCardApply') }).click();
      const message = page.locator('#basket-gift-card-message');
      await message.waitFor();
      expect(await message.textContent()).toBe(shopText('checkout.giftCardUnknown'));
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-describedby')).toBe('basket-gift-card-message');
      expect(await axeViolations(page)).toEqual([]);

      // Applied: masked, what it takes off, and what is left to pay below the total.
      await field.fill(card.toLowerCase());
      await page.getByRole('button', { name: shopText('basketPage.giftCardApply') }).click();
      await page.locator('[data-slot="basket-amount-due"]').waitFor();
      const applied = page.locator('[data-slot="basket-gift-card"]');
      expect(await applied.textContent()).toContain(maskedGiftCardCode(card));
      expect(await page.content()).not.toContain(card);
      expect(await slotText(page, 'basket-total')).toBe(total);
      expect(await slotText(page, 'basket-amount-due')).not.toBe(total);
      await page.getByText(shopText('basketPage.giftCardApplied')).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Kept on the server: a reload still has it.
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator('[data-slot="basket-amount-due"]').waitFor();

      // Removed: the field is back and the whole total is due again.
      await page.getByRole('button', { name: shopText('basketPage.giftCardRemove') }).click();
      await page
        .getByRole('textbox', { name: shopText('basketPage.giftCardLabel'), exact: true })
        .waitFor();
      await page.locator('[data-slot="basket-amount-due"]').waitFor({ state: 'detached' });
      await page.getByText(shopText('basketPage.giftCardRemoved')).first().waitFor();
      expect(await slotText(page, 'basket-total')).toBe(total);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  },
);

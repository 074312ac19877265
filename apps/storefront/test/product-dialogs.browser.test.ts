import { type Shop, shopByKey } from '@vitrine/domain';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { type BrowserShop, browserShops } from './support/browser-shops';
import { browserVisitor } from './support/browser-visitor';
import { submitForm } from './support/form-post';
import { listedProductPage } from './support/shop-listings';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { send } from './support/storefront-server';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

const origin = (host: string) => `http://${host}:${suite.storefront.port}`;

/**
 * A page the shop lists whose HTML has `slot` and the add-to-cart button: only cards that lead
 * to the product page to add (`?action=addToCart`: a variant choice or an engraving, §4) are
 * asked, unless `choiceOnly` is false.
 */
async function listedProductPath(
  shop: BrowserShop,
  slot: string,
  { choiceOnly = true }: { readonly choiceOnly?: boolean } = {},
): Promise<string> {
  const found = await listedProductPage(suite.storefront.port, shop, {
    cards: choiceOnly ? 'choice' : 'all',
    fits: (html) =>
      html.includes(`data-slot="${slot}"`) &&
      html.includes('data-slot="product-detail-add-to-cart"'),
  });
  if (found === undefined) {
    throw new Error(`no listing of ${shop.shop} links a product page with ${slot}`);
  }
  return found.productPath;
}

const engravedProductPath = (shop: BrowserShop) => listedProductPath(shop, 'product-engraving');

/** The visitor's basket lines as the engine's basket call answers them (§7 basket get). */
async function basketLines(context: BrowserContext, shop: BrowserShop) {
  const cookie = (await context.cookies(origin(shop.host)))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const call = async (path: string) => {
    const answer = await send(suite.storefront.port, {
      path,
      host: shop.host,
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body) as unknown;
  };
  const user = (await call('/api/user/')) as { id: string };
  const { id: shopId } = shopByKey(shop.key) as Shop;
  const { basket } = (await call(`/api/shop/basket/get/basket_${shopId}_${user.id}/`)) as {
    basket: {
      items: Array<{
        customData: { customText?: Record<string, string> };
        itemGroup: { id: string } | null;
      }>;
    };
  };
  return basket.items;
}

describe.each(browserShops)(
  'an engraved article’s page in $shop (issue 15, spec §4 product customize)',
  (shop) => {
    const text = uiText(shop.language);

    test('enter the text in the customize dialog, add: the layer shows, and the basket line carries it; axe finds nothing with the dialog open', async () => {
      const productPath = await engravedProductPath(shop);
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${productPath}`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);

      const customize = page.getByRole('button', { name: text('engraving.title') });
      await customize.click();
      const dialog = page.getByRole('dialog', { name: text('engraving.title') });
      await dialog.waitFor();
      await dialog.getByRole('textbox').first().fill('Mia');
      // The editor's preview shows the text; axe finds nothing with the dialog open.
      await dialog.locator('[data-slot="engraving-preview"]').getByText('Mia').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: text('engraving.save') }).click();
      await dialog.waitFor({ state: 'hidden' });
      const firstRow = page.locator('[data-slot="product-engraving"] input').first();
      expect(await firstRow.inputValue()).toBe('Mia');

      await page.locator('[data-slot="product-detail-add-to-cart"]').click();
      const layer = page.getByRole('dialog', { name: text('basket.addedToCart') });
      await layer.waitFor();
      const lines = await basketLines(context, shop);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.customData.customText?.text1).toBe('Mia');
      expect(lines[0]?.itemGroup?.id).toMatch(/^[1-9]\d{7}$/);
      await context.close();
    });

    test('without JavaScript: the rows are in the form, which posts them; the basket line carries the text', async () => {
      const productPath = await engravedProductPath(shop);
      const context = await browserVisitor(suite.browser, false);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${productPath}`);
      await page.locator('[data-slot="product-engraving"] input').first().fill('Ben');
      const posted = await submitForm(page.locator('[data-slot="product-detail-add-to-cart"]'));
      expect(posted.status()).toBe(200);
      await page.waitForLoadState();
      expect(await page.getByText(text('basket.addedToCart')).isVisible()).toBe(true);
      const lines = await basketLines(context, shop);
      expect(lines.map((line) => line.customData.customText?.text1)).toEqual(['Ben']);
      await context.close();
    });
  },
);

describe.each(browserShops)(
  'a card’s ?action=addToCart on a product with variants in $shop (issue 15, spec §2, §4)',
  (shop) => {
    const text = uiText(shop.language);

    test('the variant picker opens (axe finds nothing), and the choice moves the URL’s variant', async () => {
      const productPath = await listedProductPath(shop, 'product-detail-variants');
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${productPath}?action=addToCart`, {
        waitUntil: 'networkidle',
      });
      const dialog = page.getByRole('dialog', { name: text('productCard.chooseVariant') });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const radios = dialog.getByRole('radio', { checked: false });
      const other = radios.first();
      const key = await other.getAttribute('value');
      await other.click();
      await dialog.getByRole('button', { name: text('dialogs.attributePicker.apply') }).click();
      await page.waitForURL((url) => url.searchParams.get('variant') === key);
      // The action is done: the page does not open the picker again.
      expect(new URL(page.url()).searchParams.has('action')).toBe(false);
      await page
        .locator('[data-slot="product-detail-variants"] a[aria-current="true"]')
        .and(page.locator(`a[href*="variant=${key}"]`))
        .waitFor();
      expect(await dialog.count()).toBe(0);
      await context.close();
    });
  },
);

describe.each(browserShops)(
  'the product page’s information dialogs in $shop (issue 15, spec §2, §9)',
  (shop) => {
    const text = uiText(shop.language);

    test('the gallery’s zoom opens the product image dialog; axe finds nothing with it open', async () => {
      const productPath = await listedProductPath(shop, 'product-image-zoom', {
        choiceOnly: false,
      });
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      await page.goto(`${origin(shop.host)}${productPath}`, { waitUntil: 'networkidle' });
      const name = (await page.locator('[data-slot="product-detail"] h1').textContent()) ?? '';
      await page.getByRole('button', { name: text('productDetail.zoom') }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await dialog.locator('img').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    });

    test.runIf(shop.key === 'vital-at')(
      'an electrical article links the electrical-equipment-law information (§9); axe finds nothing with it open',
      async () => {
        const productPath = await listedProductPath(shop, 'product-electrical-law', {
          choiceOnly: false,
        });
        const context = await browserVisitor(suite.browser, true);
        const page = await context.newPage();
        await page.goto(`${origin(shop.host)}${productPath}`, { waitUntil: 'networkidle' });
        await page.locator('[data-slot="product-electrical-law"]').click();
        const dialog = page.getByRole('dialog', { name: text('dialogs.electricalLaw.title') });
        await dialog.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      },
    );
  },
);

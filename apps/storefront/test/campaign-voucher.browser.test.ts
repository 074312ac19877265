import { describe, expect, test } from 'vitest';
import { browserShopOf } from './support/browser-shops';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

/**
 * Issue 21 (Trust and service: "the campaign voucher box is a promotion, not an error-red alert,
 * with a copy-code button"). The demo home pages carry the welcome campaign's banner
 * (cms-blocks' campaign banner with ui's VoucherCode; its code from each layout's `willkommen`
 * campaign): the code in the page, a button that copies it, no alert, the brand's colours.
 */
const suite = storefrontInBrowserForSuite();

const homes = [
  { shop: browserShopOf('baby-de'), code: 'WILLKOMMEN10-10' },
  { shop: browserShopOf('baby-ch'), code: 'WILLKOMMEN10-12' },
  { shop: browserShopOf('vital-at'), code: 'WILLKOMMEN10-21' },
] as const;

describe('the campaign banner’s voucher box: a promotion with a copy button (issue 21)', () => {
  test.each(homes)('$shop.shop home: $code', async ({ shop, code }) => {
    const t = uiText(shop.language);
    const origin = `http://${shop.host}:${suite.storefront.port}`;
    const context = await suite.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}${shop.prefix}/`, { waitUntil: 'networkidle' });
      const banner = page.locator('[data-slot="cms-campaign-banner"][data-campaign="willkommen"]');
      expect(await banner.count()).toBe(1);
      const box = banner.locator('[data-slot="voucher-code"]');
      await expect
        .poll(() => box.locator('[data-slot="voucher-code-value"]').textContent())
        .toBe(code);
      expect(await box.getByText(t('voucher.label'), { exact: true }).count()).toBe(1);

      // Nothing in or around it alerts: a promotion is not an error the screen reader breaks
      // into the page for.
      expect(
        await banner.evaluate(
          (element) =>
            element.closest('[role="alert"], [aria-live="assertive"]') === null &&
            element.querySelector('[role="alert"], [aria-live="assertive"]') === null,
        ),
      ).toBe(true);
      expect(await page.getByRole('alert').count()).toBe(0);
      // Its frame is in the brand's colour, not the danger (error) red nor the sale red.
      const colours = await banner.evaluate((element) => {
        const resolved = (token: string) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${token})`;
          element.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        };
        return {
          frame: getComputedStyle(element).borderTopColor,
          primary: resolved('--color-primary'),
          danger: resolved('--color-danger'),
          sale: resolved('--color-sale'),
        };
      });
      expect(colours.frame).toBe(colours.primary);
      expect(colours.frame).not.toBe(colours.danger);
      expect(colours.frame).not.toBe(colours.sale);

      // The copy button puts the code on the clipboard and says so, in words and to the
      // screen reader (the box's status line).
      const copy = box.getByRole('button', { name: t('voucher.copy') });
      await copy.click();
      await expect.poll(() => box.getByRole('button').textContent()).toBe(t('voucher.copied'));
      expect(await box.getByRole('status').textContent()).toBe(
        t('voucher.copiedAnnouncement', { code }),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    } finally {
      await context.close();
    }
  });
});

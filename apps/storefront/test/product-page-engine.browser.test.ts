import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/accessibility';
import { browserVisitor } from './support/browser-visitor';
import { plainVariantOnShelf, soldOutVariant, variantPage } from './support/demo-catalogue-pages';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));
const origin = () => `http://localhost:${suite.storefront.port}`;
const text = uiText('de');

describe('remind-when-available and click-and-reserve in the browser (issue 15, spec §2)', () => {
  test.each([
    ['with JavaScript (a fetcher, the page stays)', true],
    ['without JavaScript (the page answers itself)', false],
  ])('a sold-out variant: ask to be reminded, %s', async (_, javaScript) => {
    const context = await browserVisitor(suite.browser, javaScript);
    const page = await context.newPage();
    await page.goto(`${origin()}${variantPage(soldOutVariant().id).path}`, {
      waitUntil: 'networkidle',
    });
    const section = page.locator('[data-slot="stock-reminder"]');
    await section
      .getByRole('heading', { name: text('dialogs.remindWhenAvailable.title') })
      .waitFor();
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    await section
      .getByLabel(text('fields.email'))
      .fill(`anna.${javaScript ? 'mit' : 'ohne'}-js@example.de`);
    await section.getByRole('button', { name: text('dialogs.remindWhenAvailable.submit') }).click();
    const sent = page
      .getByRole('status')
      .filter({ hasText: text('dialogs.remindWhenAvailable.sent') })
      .first();
    await sent.waitFor();
    if (javaScript) {
      // The confirmation took the focus the form's button had.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))).toBe(
        'stock-reminder-sent',
      );
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  test('click-and-reserve: choose a store, give a name and address, the confirmation shows in place', async () => {
    const context = await browserVisitor(suite.browser, true);
    const page = await context.newPage();
    await page.goto(`${origin()}${variantPage(plainVariantOnShelf(13).id).path}`, {
      waitUntil: 'networkidle',
    });
    const reservation = page.locator('[data-slot="pickup-reservation"]');
    await reservation.locator('summary').click();
    expect(await axeViolations(page)).toEqual([]);
    await reservation.getByLabel(text('fields.firstName')).fill('Anna');
    await reservation.getByLabel(text('fields.lastName')).fill('Muster');
    await reservation.getByLabel(text('fields.email')).fill('anna@example.de');
    await reservation
      .getByRole('button', { name: text('dialogs.clickAndReserve.reserve') })
      .click();
    const reserved = reservation.locator('[data-slot="pickup-reservation-reserved"]');
    await reserved.waitFor();
    expect(await reserved.textContent()).toMatch(/\(R\d+\)$/);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

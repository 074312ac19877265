import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { browserVisitor } from './support/browser-visitor';
import {
  plainVariantOnShelf,
  soldOutVariant,
  soldOutVariants,
  variantPage,
} from './support/demo-catalogue-pages';
import { submitForm } from './support/form-post';
import { decodeQuotedPrintable, mailboxForSuite } from './support/mail';
import type { CatalogueShop } from './support/product-info-pages';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { uiText } from './support/texts';

// The reminders the engine mails reach this listener (SMTP_URL) as well as the outbox.
const mailbox = mailboxForSuite();
// Each visitor comes through a proxy on loopback with an address of its own (TRUST_PROXY),
// so the per-client limits count them apart.
const suite = storefrontInBrowserForSuite(() => ({
  TRUST_PROXY: 'loopback',
  SMTP_URL: mailbox.url,
}));

type PageShop = CatalogueShop & { readonly host: string };

/** A variant's page in the shop: its language's address, behind the shop's locale prefix. */
const pageIn = (shop: PageShop, variantId: number) =>
  `http://${shop.host}:${suite.storefront.port}${shop.prefix}${
    variantPage(variantId, { shopId: shop.shopId, language: shop.language }).path
  }`;

const babyDe: PageShop = { shopId: 10, host: 'localhost', prefix: '', language: 'de' };

/** Baby DE, baby FR, baby BE in Dutch and Vitalia AT: remind-when-available in de, fr, nl, both brands. */
const reminderShops: readonly PageShop[] = [
  babyDe,
  { shopId: 13, host: 'fr.nido.localhost', prefix: '', language: 'fr' },
  { shopId: 14, host: 'be.nido.localhost', prefix: '/nl', language: 'nl' },
  { shopId: 21, host: 'at.vitalia.localhost', prefix: '', language: 'de' },
];

describe.each(reminderShops)(
  'remind-when-available in the browser, shop $shopId ($language) (issue 15, spec §2)',
  (shop) => {
    const text = uiText(shop.language);

    test.each([
      ['with JavaScript (a fetcher, the page stays)', true],
      ['without JavaScript (the page answers itself)', false],
    ])(
      'a sold-out variant: ask to be reminded, %s; axe finds nothing before and after',
      async (_, javaScript) => {
        const context = await browserVisitor(suite.browser, javaScript);
        const page = await context.newPage();
        const violations = () =>
          javaScript ? axeViolations(page) : axeViolationsWithoutJavaScript(page);
        await page.goto(pageIn(shop, soldOutVariant(shop.shopId).id), {
          waitUntil: 'networkidle',
        });
        const section = page.locator('[data-slot="stock-reminder"]');
        await section
          .getByRole('heading', { name: text('dialogs.remindWhenAvailable.title') })
          .waitFor();
        expect(await violations()).toEqual([]);
        await section
          .getByLabel(text('fields.email'))
          .fill(`anna.${shop.shopId}.${javaScript ? 'mit' : 'ohne'}-js@example.de`);
        await section
          .getByRole('button', { name: text('dialogs.remindWhenAvailable.submit') })
          .click();
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
        }
        expect(await violations()).toEqual([]);
        await context.close();
      },
    );
  },
);

/**
 * Click-and-reserve where the shop's flag is on (§6 clickAndReserve: baby DE and baby AT; no
 * French or Dutch shop has it), and a French and a Dutch shop without it.
 */
const reservationShops = [
  { ...babyDe, offers: true },
  { shopId: 11, host: 'at.nido.localhost', prefix: '', language: 'de', offers: true },
  { shopId: 13, host: 'fr.nido.localhost', prefix: '', language: 'fr', offers: false },
  { shopId: 14, host: 'be.nido.localhost', prefix: '/nl', language: 'nl', offers: false },
] as const satisfies readonly (PageShop & { readonly offers: boolean })[];

describe('click-and-reserve in the browser (issue 15, spec §2; §6 clickAndReserve)', () => {
  test.each(reservationShops.filter((shop) => shop.offers))(
    'shop $shopId: choose a store, give a name and address, the confirmation shows in place; axe finds nothing',
    async (shop) => {
      const text = uiText(shop.language);
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      await page.goto(pageIn(shop, plainVariantOnShelf(shop.shopId).id), {
        waitUntil: 'networkidle',
      });
      const reservation = page.locator('[data-slot="pickup-reservation"]');
      await reservation.locator('summary').click();
      expect(await axeViolations(page)).toEqual([]);
      await reservation.getByLabel(text('fields.firstName')).fill('Anna');
      await reservation.getByLabel(text('fields.lastName')).fill('Muster');
      await reservation.getByLabel(text('fields.email')).fill(`anna.${shop.shopId}@example.de`);
      await reservation
        .getByRole('button', { name: text('dialogs.clickAndReserve.reserve') })
        .click();
      const reserved = reservation.locator('[data-slot="pickup-reservation-reserved"]');
      await reserved.waitFor();
      expect(await reserved.textContent()).toMatch(/\(R\d+\)$/);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  test.each(reservationShops.filter((shop) => !shop.offers))(
    'shop $shopId ($language), whose flag is off: the running page has no click-and-reserve',
    async (shop) => {
      const context = await browserVisitor(suite.browser, true);
      const page = await context.newPage();
      // An article on the shelf, which a shop with the flag would offer to reserve.
      await page.goto(pageIn(shop, plainVariantOnShelf(shop.shopId).id), {
        waitUntil: 'networkidle',
      });
      // The page has run its scripts: the add-to-cart button is there and nothing added one.
      await page.locator('[data-slot="product-detail-add-to-cart"]').waitFor();
      expect(await page.locator('[data-slot="pickup-reservation"]').count()).toBe(0);
      const text = uiText(shop.language);
      expect(
        await page.getByRole('button', { name: text('dialogs.clickAndReserve.reserve') }).count(),
      ).toBe(0);
      await context.close();
    },
  );
});

describe('remind-when-available end to end (issue 15, spec §2: the outbox mails the shopper when stock returns)', () => {
  test('asked without JavaScript on a sold-out variant; the warehouse raises its stock through the engine; the mail is in the outbox and delivered, and the page sells the variant again', async () => {
    // Another sold-out variant than the tests above ask about.
    const variant = soldOutVariants(babyDe.shopId).at(-1);
    if (variant === undefined || variant.id === soldOutVariant(babyDe.shopId).id) {
      throw new Error('no second sold-out variant');
    }
    const address = 'ben.wartet@example.de';
    const text = uiText(babyDe.language);
    const context = await browserVisitor(suite.browser, false);
    const page = await context.newPage();
    const path = variantPage(variant.id).path;
    await page.goto(pageIn(babyDe, variant.id));
    const section = page.locator('[data-slot="stock-reminder"]');
    await section.getByLabel(text('fields.email')).fill(address);
    const answer = await submitForm(
      section.getByRole('button', { name: text('dialogs.remindWhenAvailable.submit') }),
    );
    expect(answer.status()).toBe(200);
    await page.waitForLoadState();
    await page.locator('[data-slot="stock-reminder-sent"]').waitFor();
    // The shop's own address of the page the shopper asked on, for the mail's link.
    const productUrl = `http://de.nido.localhost:${suite.storefront.port}${path}`;
    await context.close();
    expect(mailbox.received.some((mail) => mail.to.includes(address))).toBe(false);

    // The stock count has no call of its own: the engine takes it, as the warehouse's job does.
    const { changed, outbox } = await suite.withEngine(async ({ commerce }) => {
      const result = await commerce.stock.changeStock({ variantId: variant.id, quantity: 3 });
      return { changed: result, outbox: await commerce.mail.outbox({ to: address }) };
    });
    expect(changed).toEqual({ kind: 'ok', quantity: 3, bvc: 1, reminded: 1 });
    expect(outbox).toHaveLength(1);
    const [mail] = outbox;
    expect(mail).toMatchObject({ kind: 'stock-reminder', shopId: babyDe.shopId, to: address });
    expect(mail?.subject).toMatch(/^Wieder lieferbar: /);
    expect(mail?.text).toContain(productUrl);
    expect(mail?.sentAt).not.toBeNull();
    // Delivered too: the mail server got it.
    const delivered = await mailbox.mailTo(address);
    expect(decodeQuotedPrintable(delivered.data)).toContain(productUrl);

    // The server, started again, sells the variant: no reminder form, the add-to-cart button.
    const after = await browserVisitor(suite.browser, false);
    const again = await after.newPage();
    await again.goto(pageIn(babyDe, variant.id));
    await again.locator('[data-slot="product-detail-add-to-cart"]').waitFor();
    expect(await again.locator('[data-slot="stock-reminder"]').count()).toBe(0);
    await after.close();
  });
});

import { describe, expect, test } from 'vitest';
import { accessibilityCheck } from './support/accessibility';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { cmsText } from './support/texts';

// Each contact-page visitor comes through a proxy on loopback with an address of its own
// (TRUST_PROXY), so the contact call's per-client limit counts them apart.
const suite = storefrontInBrowserForSuite(() => ({ TRUST_PROXY: 'loopback' }));

describe('the CMS home page in a real browser', () => {
  test('hydrates without errors and its skip link takes the shopper to the content', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Chromium resolves every *.localhost name to loopback, so each shop has its own origin.
    await page.goto(`http://ch.nido.localhost:${suite.storefront.port}/fr/`);
    await page.waitForFunction(() => document.documentElement.lang === 'fr-CH');
    await page.keyboard.press('Tab');
    const focused = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(focused.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/#inhalt$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test.each([
    { host: 'localhost', path: '/' },
    { host: 'ch.vitalia.localhost', path: '/' },
    { host: 'be.nido.localhost', path: '/' },
    { host: 'be.nido.localhost', path: '/nl/' },
    { host: 'localhost', path: '/kinderwagen/' },
    { host: 'fr.nido.localhost', path: '/kinderwagen/' },
    { host: 'nl.nido.localhost', path: '/veelgestelde-vragen/' },
  ])(
    'axe (WCAG 2.2 AA) finds nothing on $host$path (both brand themes, de, fr, nl)',
    async ({ host, path }) => {
      const page = await (await suite.browser.newContext()).newPage();
      await page.goto(`http://${host}:${suite.storefront.port}${path}`);
      const results = await accessibilityCheck(page).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.context().close();
    },
  );

  test.each(['localhost', 'fr.nido.localhost', 'nl.nido.localhost'])(
    'axe (WCAG 2.2 AA) finds nothing on the 404 page of %s',
    async (host) => {
      const page = await (await suite.browser.newContext()).newPage();
      const response = await page.goto(`http://${host}:${suite.storefront.port}/gibt-es-nicht/`);
      expect(response?.status()).toBe(404);
      const results = await accessibilityCheck(page).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the contact page /kontakt/ in every shop (issue 13, §2)', () => {
  test.each([
    { host: 'localhost', path: '/kontakt/', language: 'de', locale: 'de-DE', client: '10.13.0.1' },
    {
      host: 'ch.nido.localhost',
      path: '/fr/kontakt/',
      language: 'fr',
      locale: 'fr-CH',
      client: '10.13.0.2',
    },
    {
      host: 'be.nido.localhost',
      path: '/nl/kontakt/',
      language: 'nl',
      locale: 'nl-BE',
      client: '10.13.0.3',
    },
    {
      host: 'at.vitalia.localhost',
      path: '/kontakt/',
      language: 'de',
      locale: 'de-AT',
      client: '10.13.0.4',
    },
  ] as const)(
    '$host$path sends a message to the contact call ($locale)',
    async ({ host, path, language, locale, client }) => {
      const texts = cmsText(language);
      const visitor = { 'x-forwarded-for': client };
      const page = await (await suite.browser.newContext({ extraHTTPHeaders: visitor })).newPage();
      const response = await page.goto(`http://${host}:${suite.storefront.port}${path}`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(200);
      const form = page.locator('[data-slot="cms-contact-form"]');
      await form.locator('select[name="subject"]').selectOption('product');
      await form.locator('input[name="name"]').fill('Sam Beispiel');
      await form.locator('input[name="email"]').fill('sam@example.org');
      await form.locator('textarea[name="message"]').fill('Gibt es das Bett auch in Weiß?');
      const answer = page.waitForResponse((sent) => sent.url().includes('/api/user/contact/'));
      await form.getByRole('button', { name: texts('contact.submit') }).click();
      const sent = await answer;
      expect(sent.status()).toBe(201);
      expect(new URL(sent.url()).searchParams.get('locale')).toBe(locale);
      await page.getByText(texts('contact.success')).waitFor();
      const results = await accessibilityCheck(page).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.context().close();
    },
  );

  test('without JavaScript the form posts to the page and the page says it was sent', async () => {
    const context = await suite.browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '10.13.99.1' },
    });
    const page = await context.newPage();
    await page.goto(`http://be.nido.localhost:${suite.storefront.port}/nl/kontakt/`);
    const form = page.locator('[data-slot="cms-contact-form"]');
    await form.locator('select[name="subject"]').selectOption('product');
    await form.locator('input[name="name"]').fill('Sanne de Vries');
    await form.locator('input[name="email"]').fill('sanne@example.nl');
    await form
      .locator('textarea[name="message"]')
      .fill('Is het bedje ook in het wit verkrijgbaar?');
    await Promise.all([
      page.waitForURL(/\/nl\/kontakt\/$/),
      form.getByRole('button', { name: cmsText('nl')('contact.submit') }).click(),
    ]);
    await page.getByText(cmsText('nl')('contact.success')).waitFor();
    await context.close();
  });
});

describe('the contact-form block sends to the shop’s contact call (issue 5 contact-form block, §7)', () => {
  const fr = cmsText('fr');

  test('a French visitor on the FAQ page sends a message; it is accepted in French (201)', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Hydrated: the form is sent by the block, not by the browser's form post.
    await page.goto(`http://ch.nido.localhost:${suite.storefront.port}/fr/faq/`, {
      waitUntil: 'networkidle',
    });
    const form = page.locator('[data-slot="cms-contact-form"]');
    await form.locator('select[name="subject"]').selectOption('product');
    await form.locator('input[name="name"]').fill('Claire Martin');
    await form.locator('input[name="email"]').fill('claire.martin@example.ch');
    await form.locator('textarea[name="message"]').fill('Le lit bébé existe-t-il en blanc ?');
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/user/contact/'),
    );
    await form.getByRole('button', { name: fr('contact.submit') }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(new URL(response.url()).searchParams.get('locale')).toBe('fr-CH');
    expect(response.request().postDataJSON()).toEqual({
      subject: 'product',
      name: 'Claire Martin',
      email: 'claire.martin@example.ch',
      message: 'Le lit bébé existe-t-il en blanc ?',
    });
    await expect(form.getAttribute('data-state')).resolves.toBe('sent');
    await page.getByText(fr('contact.success')).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a message shorter than the contact call accepts is named at the field and not sent', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/contact/')) sent.push(request.url());
    });
    await page.goto(`http://localhost:${suite.storefront.port}/faq/`, {
      waitUntil: 'networkidle',
    });
    const form = page.locator('[data-slot="cms-contact-form"]');
    await form.locator('select[name="subject"]').selectOption('order');
    await form.locator('input[name="name"]').fill('Erika Muster');
    await form.locator('input[name="email"]').fill('erika@example.de');
    await form.locator('input[name="orderNumber"]').fill('100234');
    await form.locator('textarea[name="message"]').fill('Wo?');
    await form.getByRole('button', { name: cmsText('de')('contact.submit') }).click();
    // The form's checks load with its first submit: the error follows a moment later.
    await form.locator('textarea[name="message"][aria-invalid="true"]').waitFor();
    expect(sent).toEqual([]);
    await page.context().close();
  });
});

describe('the newsletter block signs up in the visitor’s locale (issue 5 newsletter sign-up, §7)', () => {
  test('a Dutch visitor in Belgium signs up from the home page: the call carries nl-BE', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(`http://be.nido.localhost:${suite.storefront.port}/nl/`, {
      waitUntil: 'networkidle',
    });
    const block = page.locator('[data-slot="cms-newsletter-signup"]');
    await block.locator('input[name="email"]').fill('lotte.peeters@example.be');
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/mcs/selfi/newsletter/'),
    );
    await block.getByRole('button').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('locale')).toBe('nl-BE');
    await expect(block.getAttribute('data-state')).resolves.toBe('sent');
    await page.context().close();
  });
});

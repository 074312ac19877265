import { consentMaxAgeMs, parseConsentCookie } from '@vitrine/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, axeViolationsWithoutJavaScript } from './support/accessibility';
import { firstTimeVisitor, personAgent } from './support/browser-agent';
import { browserShops } from './support/browser-shops';
import { consentCookieValue, giveConsent, withoutConsent } from './support/consent';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { readTelemetry } from './support/storefront-server';

// Every client error is reported in this suite (§9 samples one in ten), so a failed proof of
// consent is seen reaching error reporting (§8): the server's setting, written into the page.
const suite = storefrontInBrowserForSuite(() => ({ VITRINE_ERROR_SAMPLE_RATE: '1' }));

const origin = (host = 'localhost') => `http://${host}:${suite.storefront.port}`;

/** A first-time visitor (no consent yet), with or without JavaScript. */
const newVisitor = (javaScript = true) =>
  firstTimeVisitor(suite.browser, '10.60.0', { javaScript });

async function visit(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}

const banner = (page: Page) => page.locator('[data-slot="consent-banner"]');
const dialog = (page: Page) => page.locator('#consent-banner');

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies(origin())).find((entry) => entry.name === 'consent');
  return parseConsentCookie(cookie?.value ?? null);
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && 'event' in entry
        ? [String((entry as { event: unknown }).event)]
        : [],
    ),
  );
}

describe('the consent banner in the browser (issue 20, §4 consent, §2 layers)', () => {
  test('a first visit shows it; accept all closes it, records it, and it stays gone after a reload', async () => {
    const context = await newVisitor();
    try {
      const records: string[] = [];
      context.on('request', (request) => {
        if (request.url().endsWith('/api/consent-records/')) records.push(request.postData() ?? '');
      });
      const page = await visit(context, `${origin()}/`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await page.locator('[data-slot="consent-accept-all"]').click();
      await expect.poll(() => banner(page).count()).toBe(0);
      const stored = await storedConsent(context);
      expect(stored?.userInteracted).toBe(true);
      expect(stored?.acceptedServices).toEqual(expect.arrayContaining(['econda', 'google-ads']));
      expect(await dataLayerEvents(page)).toContain('consent_update');
      const copy = await page.evaluate(() => localStorage.getItem('consent'));
      expect(JSON.parse(copy ?? '{}').categories?.[0]?.services?.[0]?.history).toHaveLength(1);
      await expect.poll(() => records.length).toBe(1);
      expect(JSON.parse(records[0] ?? '{}')).toMatchObject({
        action: 'acceptAll',
        shopId: 'baby-de',
        href: `${origin()}/`,
        version: '1',
        consents: expect.objectContaining({ econda: true }),
      });
      await page.reload({ waitUntil: 'networkidle' });
      expect(await banner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('reject all keeps only the required services and reloads the page (§4: not all optional on)', async () => {
    const context = await newVisitor();
    try {
      const page = await visit(context, `${origin()}/kinderwagen/`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await page.locator('[data-slot="consent-reject-all"]').click();
      await reloaded;
      await page.waitForLoadState('networkidle');
      expect([...((await storedConsent(context))?.acceptedServices ?? [])].sort()).toEqual([
        'consent-manager',
        'storage',
      ]);
      expect(await banner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('layer 2 saves a selection; the footer link reopens it there', async () => {
    const context = await newVisitor();
    try {
      const page = await visit(context, `${origin()}/`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await page.locator('[data-slot="consent-settings"]').click();
      await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
      // Still the same page: the settings opened in place.
      expect(page.url()).toBe(`${origin()}/`);
      await page.locator('input[value="videos"]').check();
      const reloaded = page.waitForEvent('load');
      await page.locator('[data-slot="consent-save-selection"]').click();
      await reloaded;
      await page.waitForLoadState('networkidle');
      expect([...((await storedConsent(context))?.acceptedServices ?? [])].sort()).toEqual([
        'consent-manager',
        'storage',
        'videos',
      ]);
      expect(await banner(page).count()).toBe(0);
      await page.locator('[data-slot="footer-consent"]').click();
      await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
      expect(await page.locator('input[value="videos"]').isChecked()).toBe(true);
      expect(await page.locator('input[value="econda"]').isChecked()).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('settings clicked before the consent rules have loaded still open layer 2 in place (§2 layers)', async () => {
    const context = await newVisitor();
    // The rules' chunk is held back until after the click: they load when the browser is idle,
    // and a shopper may click before that.
    let releaseRules = () => {};
    const rulesHeld = new Promise<void>((resolve) => {
      releaseRules = resolve;
    });
    await context.route(/\/assets\/consent-client-[^/]+\.js$/, async (route) => {
      await rulesHeld;
      await route.continue();
    });
    try {
      // Not "until the network is idle": the held chunk keeps it busy.
      const page = await context.newPage();
      await page.goto(`${origin()}/`);
      await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await page.locator('[data-slot="consent-settings"]').click();
      await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
      expect(page.url()).toBe(`${origin()}/`);
      releaseRules();
      // Once the rules are there, layer 2 keeps focus inside, as it does when they came first.
      const focusStaysInside = async () => {
        await page.locator('input[value="videos"]').focus();
        for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
        return page.evaluate(() => document.activeElement?.closest('#consent-banner') !== null);
      };
      await expect.poll(focusStaysInside).toBe(true);
    } finally {
      releaseRules();
      await context.close();
    }
  });

  test('a category’s box switches its services; half of them ticked shows it half-ticked (§4 categories)', async () => {
    const context = await newVisitor();
    try {
      const page = await visit(context, `${origin()}/?consent=settings`);
      await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
      const category = (title: RegExp) =>
        page
          .locator('[data-slot="consent-category"]', { hasText: title })
          .locator('[data-slot="consent-category-switch"] input');
      const statistics = category(/Statistik/);
      await expect.poll(() => statistics.isVisible()).toBe(true);
      const ticked = (name: string) => page.locator(`input[value="${name}"]`).isChecked();
      // The necessary category cannot change.
      expect(await category(/Notwendig|Essenziell/).isDisabled()).toBe(true);
      await statistics.check();
      expect([await ticked('econda'), await ticked('google-tag-manager')]).toEqual([true, true]);
      await page.locator('input[value="econda"]').uncheck();
      expect(await statistics.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
      // A click on a half-ticked category switches all of it on.
      await statistics.click();
      expect([await ticked('econda'), await ticked('google-tag-manager')]).toEqual([true, true]);
      await statistics.uncheck();
      expect([await ticked('econda'), await ticked('google-tag-manager')]).toEqual([false, false]);
      await category(/Komfort/).check();
      const reloaded = page.waitForEvent('load');
      await page.locator('[data-slot="consent-save-selection"]').click();
      await reloaded;
      expect([...((await storedConsent(context))?.acceptedServices ?? [])].sort()).toEqual([
        'consent-manager',
        'storage',
        'videos',
      ]);
    } finally {
      await context.close();
    }
  });

  test('each service keeps its last 3 decisions (§4 history, §9: 3 entries) in the local copy', async () => {
    const context = await newVisitor();
    try {
      const page = await visit(context, `${origin()}/`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      /** The local copy's history of one service: its status at each decision, oldest first. */
      const history = async (service: string) => {
        const copy = JSON.parse(
          (await page.evaluate(() => localStorage.getItem('consent'))) ?? '{}',
        ) as { categories?: { services: { name: string; history: { status: boolean }[] }[] }[] };
        return (copy.categories ?? [])
          .flatMap((category) => category.services)
          .find((entry) => entry.name === service)
          ?.history.map((entry) => entry.status);
      };
      // 1: accept all.
      await page.locator('[data-slot="consent-accept-all"]').click();
      await expect.poll(() => banner(page).count()).toBe(0);
      expect(await history('econda')).toEqual([true]);
      /** A later decision in layer 2, opened from the footer: econda on or off. */
      const decide = async (econda: boolean) => {
        await page.locator('[data-slot="footer-consent"]').click();
        await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
        if (econda) {
          await page.locator('[data-slot="consent-accept-all"]').click();
          await expect.poll(() => banner(page).count()).toBe(0);
        } else {
          // An optional service off: the page reloads (§4).
          await page.locator('input[value="econda"]').uncheck();
          const reloaded = page.waitForEvent('load');
          await page.locator('[data-slot="consent-save-selection"]').click();
          await reloaded;
          await page.waitForLoadState('networkidle');
        }
      };
      await decide(false);
      await decide(true);
      expect(await history('econda')).toEqual([true, false, true]);
      // 4: the oldest decision goes, the last three stay, for every service.
      await decide(false);
      expect(await history('econda')).toEqual([false, true, false]);
      expect(await history('google-ads')).toEqual([true, true, true]);
      expect(await history('storage')).toEqual([true, true, true]);
      expect((await storedConsent(context))?.acceptedServices).not.toContain('econda');
    } finally {
      await context.close();
    }
  });

  test.each([
    { failure: 'an error status (503)', fail: 'status', message: 'consent record answered 503' },
    { failure: 'no answer (the network failed)', fail: 'network', message: expect.any(String) },
  ])(
    'a proof-of-consent post that fails with $failure goes to error reporting (§8); the decision stands',
    async ({ fail, message }) => {
      const context = await newVisitor();
      try {
        await context.route(
          (url) => url.pathname === '/api/consent-records/',
          async (route) => {
            if (fail === 'status') await route.fulfill({ status: 503, body: '' });
            else await route.abort('connectionfailed');
          },
        );
        const page = await visit(context, `${origin()}/`);
        await expect.poll(() => banner(page).isVisible()).toBe(true);
        const reported = page.waitForRequest(
          (request) => request.method() === 'POST' && request.url().endsWith('/api/client-errors/'),
        );
        await page.locator('[data-slot="consent-accept-all"]').click();
        const report = (await reported).postDataJSON() as { message: string };
        expect(report).toMatchObject({
          message,
          source: 'report',
          release: 'storefront@0.2.0',
          context: { area: 'consent', action: 'acceptAll' },
        });
        await expect.poll(() => banner(page).count()).toBe(0);
        expect((await storedConsent(context))?.userInteracted).toBe(true);
        // Listed where the shop lists client errors (/_dev/metrics reads the same store).
        await expect
          .poll(async () => {
            const answer = await readTelemetry(suite.storefront.port, '/api/client-errors/');
            return (JSON.parse(answer.body) as { errors: { message: string }[] }).errors.map(
              (error) => error.message,
            );
          })
          .toContain(report.message);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    },
  );

  test.each([
    { visitor: 'the retail app (retail/{number})', userAgent: `${personAgent} retail/42` },
    {
      visitor: 'a crawler',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  ])(
    '$visitor gets no banner: neither in the page nor from the browser’s own rules (§4)',
    async ({ userAgent }) => {
      // No consent at all: the browser loads the consent rules at idle and asks them (its own
      // user agent), which must agree with the server.
      const context = await withoutConsent(suite.browser).newContext({
        userAgent,
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        const rules = page.waitForResponse((response) =>
          /\/consent-client-[^/]*\.js$/.test(new URL(response.url()).pathname),
        );
        await page.goto(`${origin()}/kinderwagen/`, { waitUntil: 'domcontentloaded' });
        expect(await banner(page).count()).toBe(0);
        await rules;
        await page.waitForLoadState('networkidle');
        // Two frames after the rules arrived: what they decided has rendered.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await banner(page).count()).toBe(0);
        expect(await storedConsent(context)).toBeNull();
      } finally {
        await context.close();
      }
    },
  );

  test('accepted, it stays away for a year; once a year has passed (the clock moved) it asks again', async () => {
    const context = await newVisitor();
    try {
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await page.locator('[data-slot="consent-accept-all"]').click();
      await expect.poll(() => banner(page).count()).toBe(0);
      const day = 24 * 60 * 60 * 1000;
      // A day short of a year: still valid, in the page's head script and in the rules.
      await page.clock.fastForward(consentMaxAgeMs - day);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('valid');
      expect(await banner(page).count()).toBe(0);
      // Two days later the year is over: the banner asks again.
      await page.clock.fastForward(2 * day);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBeUndefined();
      await expect.poll(() => banner(page).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a consent of an older version brings it back', async () => {
    const context = await newVisitor();
    try {
      await giveConsent(context, consentCookieValue({ version: '0' }));
      const page = await visit(context, `${origin()}/`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a page kept with the banner is hidden for a visitor who holds a valid consent', async () => {
    // First a visitor without consent makes the render cache keep the banner's page…
    const first = await newVisitor();
    const second = await newVisitor();
    try {
      await visit(first, `${origin()}/kontakt/`);
      // …then a visitor whose cookie the server does not see (a CDN serving the kept page).
      await second.route(`${origin()}/kontakt/`, async (route) => {
        const headers = { ...route.request().headers() };
        delete headers.cookie;
        await route.continue({ headers });
      });
      await giveConsent(second);
      const page = await second.newPage();
      await page.goto(`${origin()}/kontakt/`, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('valid');
      expect(await banner(page).isVisible()).toBe(false);
      await page.waitForLoadState('networkidle');
      expect(await banner(page).count()).toBe(0);
    } finally {
      await second.unrouteAll({ behavior: 'ignoreErrors' });
      await first.close();
      await second.close();
    }
  });

  test('Tab stays in the banner; every button is reached by keyboard', async () => {
    const context = await newVisitor();
    try {
      const page = await visit(context, `${origin()}/`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('consent-banner');
      const reached = new Set<string>();
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () =>
            document.getElementById('consent-banner')?.contains(document.activeElement) ?? false,
        );
        expect(inside).toBe(true);
        reached.add(
          (await page.evaluate(() => document.activeElement?.getAttribute('data-slot'))) ?? '',
        );
      }
      expect([...reached]).toEqual(
        expect.arrayContaining(['consent-settings', 'consent-reject-all', 'consent-accept-all']),
      );
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(
          () =>
            document.getElementById('consent-banner')?.contains(document.activeElement) ?? false,
        ),
      ).toBe(true);
      // Enter on accept all decides.
      await page.locator('[data-slot="consent-accept-all"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => banner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the URL hash commands (§2 #denyConsent, #denyAppConsent, #allowAppConsent)', () => {
  test('#denyConsent denies all and closes the banner', async () => {
    const context = await newVisitor();
    try {
      const page = await context.newPage();
      await page.goto(`${origin()}/#denyConsent`, { waitUntil: 'networkidle' });
      await expect
        .poll(async () => (await storedConsent(context))?.acceptedServices.slice().sort())
        .toEqual(['consent-manager', 'storage']);
      // The banner closes once the proof of consent is posted (and the page may reload then).
      await expect.poll(() => banner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('#denyAppConsent switches the app-tracked services off a valid consent', async () => {
    const context = await newVisitor();
    try {
      await giveConsent(context, consentCookieValue({ accepted: ['econda', 'google-ads'] }));
      const page = await context.newPage();
      await page.goto(`${origin()}/#denyAppConsent`, { waitUntil: 'networkidle' });
      await expect
        .poll(async () => (await storedConsent(context))?.acceptedServices.includes('google-ads'))
        .toBe(false);
      expect((await storedConsent(context))?.acceptedServices).toContain('econda');
    } finally {
      await context.close();
    }
  });

  test('#allowAppConsent opens the banner while no valid consent exists, and not with one', async () => {
    const fresh = await newVisitor();
    const decided = await newVisitor();
    try {
      const page = await visit(fresh, `${origin()}/#allowAppConsent`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      // Reject all then keeps the services the app allowed tracking for (§4).
      const reloaded = page.waitForEvent('load');
      await page.locator('[data-slot="consent-reject-all"]').click();
      await reloaded;
      expect((await storedConsent(fresh))?.acceptedServices).toContain('storage');
      await giveConsent(decided);
      const other = await visit(decided, `${origin()}/#allowAppConsent`);
      expect(await banner(other).count()).toBe(0);
    } finally {
      await fresh.close();
      await decided.close();
    }
  });
});

describe('reject all and the app’s tracking permission (§4: services needing app-tracking permission stay on)', () => {
  test('after #allowAppConsent, reject all keeps the app-tracked service on and switches the others off', async () => {
    const context = await newVisitor();
    try {
      // google-ads is the demo's service that needs the app's tracking permission (attTracking).
      await giveConsent(context, consentCookieValue({ accepted: ['econda', 'google-ads'] }));
      const page = await visit(context, `${origin()}/#allowAppConsent`);
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('consent:appTracking')))
        .toBe('true');
      // A valid consent: the command opens no banner; the footer link does.
      expect(await banner(page).count()).toBe(0);
      await page.locator('[data-slot="footer-consent"]').click();
      await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
      const reloaded = page.waitForEvent('load');
      await page.locator('[data-slot="consent-reject-all"]').click();
      await reloaded;
      const accepted = (await storedConsent(context))?.acceptedServices ?? [];
      expect(accepted).toContain('google-ads');
      expect(accepted).not.toContain('econda');
    } finally {
      await context.close();
    }
  });

  test('without the app’s permission, reject all switches the app-tracked service off too', async () => {
    const context = await newVisitor();
    try {
      await giveConsent(context, consentCookieValue({ accepted: ['econda', 'google-ads'] }));
      const page = await visit(context, `${origin()}/`);
      await page.locator('[data-slot="footer-consent"]').click();
      await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
      const reloaded = page.waitForEvent('load');
      await page.locator('[data-slot="consent-reject-all"]').click();
      await reloaded;
      expect([...((await storedConsent(context))?.acceptedServices ?? [])].sort()).toEqual([
        'consent-manager',
        'storage',
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('the consent banner without JavaScript (issue 20)', () => {
  test('accept all posts the form and the page comes back without the banner', async () => {
    const context = await newVisitor(false);
    try {
      const page = await visit(context, `${origin()}/kinderwagen/`);
      expect(await banner(page).isVisible()).toBe(true);
      await page.locator('[data-slot="consent-accept-all"]').click();
      await page.waitForURL(`${origin()}/kinderwagen/`);
      expect(await banner(page).count()).toBe(0);
      expect((await storedConsent(context))?.acceptedServices).toContain('econda');
    } finally {
      await context.close();
    }
  });

  test('settings lead to layer 2 on the same page; saving a selection keeps exactly it', async () => {
    const context = await newVisitor(false);
    try {
      const page = await visit(context, `${origin()}/`);
      await page.locator('[data-slot="consent-settings"]').click();
      await page.waitForURL(/consent=settings/);
      expect(await dialog(page).getAttribute('data-layer')).toBe('layer2');
      await page.locator('input[value="payback"]').check();
      await page.locator('[data-slot="consent-save-selection"]').click();
      await page.waitForURL(`${origin()}/`);
      expect([...((await storedConsent(context))?.acceptedServices ?? [])].sort()).toEqual([
        'consent-manager',
        'payback',
        'storage',
      ]);
      // The footer link leads back to the settings.
      await page.locator('[data-slot="footer-consent"]').click();
      await page.waitForURL(/consent=settings/);
      expect(await page.locator('input[value="payback"]').isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("a withdrawn consent removes the declined services' cookies (§4: the cookies removed, the page reloaded)", () => {
  /** Ids the services' tags set while they were allowed, and one cookie of no service. */
  const trackingIds = ['_ga', '_ga_K3Y9', '_gcl_au', 'emos_jcvid'];
  const cookiesOf = async (context: BrowserContext) =>
    (await context.cookies(origin())).map((cookie) => cookie.name);

  test.each([
    { javaScript: true, way: 'the #denyConsent command' },
    { javaScript: false, way: 'layer 2 with every optional box unticked, posted' },
  ])('with JavaScript $javaScript, by $way', async ({ javaScript }) => {
    const context = await newVisitor(javaScript);
    try {
      await giveConsent(
        context,
        consentCookieValue({
          accepted: ['consent-manager', 'storage', 'econda', 'google-tag-manager', 'google-ads'],
        }),
      );
      await context.addCookies(
        [...trackingIds, 'keep_me'].map((name) => ({ name, value: '1', url: `${origin()}/` })),
      );
      expect(await cookiesOf(context)).toEqual(expect.arrayContaining(trackingIds));
      if (javaScript) {
        const page = await context.newPage();
        await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
        const reloaded = page.waitForEvent('load');
        await page.evaluate(() => {
          window.location.hash = 'denyConsent';
        });
        await reloaded;
      } else {
        const page = await visit(context, `${origin()}/?consent=settings`);
        const boxes = dialog(page).locator('input[type="checkbox"]:checked:not([disabled])');
        while ((await boxes.count()) > 0) await boxes.first().uncheck();
        await page.locator('[data-slot="consent-save-selection"]').click();
        await page.waitForURL(`${origin()}/`);
      }
      const left = await cookiesOf(context);
      expect(left.filter((name) => trackingIds.includes(name))).toEqual([]);
      expect(left).toEqual(expect.arrayContaining(['consent', 'keep_me']));
      expect((await storedConsent(context))?.acceptedServices).not.toContain('econda');
    } finally {
      await context.close();
    }
  });
});

describe('axe finds nothing with the banner open (issue 20, WCAG 2.2 AA)', () => {
  test.each(browserShops)(
    '$shop ($language): layer 1 and layer 2, with and without JavaScript',
    async (shop) => {
      const context = await newVisitor();
      const plain = await newVisitor(false);
      try {
        const page = await visit(context, `${origin(shop.host)}${shop.prefix}/`);
        await expect.poll(() => banner(page).isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.locator('[data-slot="consent-settings"]').click();
        await expect.poll(() => dialog(page).getAttribute('data-layer')).toBe('layer2');
        expect(await axeViolations(page)).toEqual([]);
        const without = await visit(plain, `${origin(shop.host)}${shop.prefix}/?consent=settings`);
        expect(await axeViolationsWithoutJavaScript(without)).toEqual([]);
      } finally {
        await context.close();
        await plain.close();
      }
    },
  );
});

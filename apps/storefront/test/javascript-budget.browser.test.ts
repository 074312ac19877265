import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { validConsentCookie } from './support/consent';
import { storefrontInBrowserForSuite } from './support/storefront-browser';
import { get, send } from './support/storefront-server';

/**
 * The JavaScript a page makes the browser load (issue 14), counted in Chromium on the
 * production build: every script file requested until the page is hydrated and idle, the
 * block views' chunks it loads on demand included, each gzip-compressed as it is served. The
 * files of one build are the same on every run, so the sums are asserted; nothing is timed.
 */

const suite = storefrontInBrowserForSuite();
const clientRoot = fileURLToPath(new URL('../build/client', import.meta.url));

const kilobytes = (count: number) => count * 1000;

/**
 * The budgets: what each page type loads now, so a change that sends more fails here. Issue
 * 14 asks for 100 KB, below what React DOM (65 KB) and React Router (42 KB) weigh on their
 * own. Dialogs (their stack's XState machine, Radix's panel) load on the visitor's first
 * interaction and block views with the pages that have them, so they are not counted; what is
 * left above the framework is the content model's schemas (zod) on CMS pages, one language's
 * texts (German, the components' fallback, always), i18next, tailwind-merge and the design
 * system's shared parts. Issue 17 added the header search field's type-ahead loader (its
 * combobox, texts and calls are a chunk loaded on the field's first focus): under 1 KB.
 * Merging the basket, search, sign-in and product-page work of one session together added
 * 2.3–3.2 KB more (home 247 → 249.3, CMS 230 → 232.5, listing 275 → 278.2): shared chunks
 * split differently (react-i18next's hook, the data layer, the product tile now their own
 * files). Raised to what is measured, to be cut again under issue 14. Issue 21's head of a
 * category page (the ui's breadcrumb, now a chunk the listing shares with the product page,
 * and the subcategory row) added 1.3 KB to the listing. Merging the checkout, account and
 * sign-up pages of the same session split shared code into more chunks (React DOM's public
 * module, the price format, the localised link, the image address are files of their own
 * now): 2.6–3.1 KB more on every page, measured and raised, to be cut under issue 14.
 * The next session's merge (account data pages, basket engraving edit, product info dialogs,
 * spelling suggestions) moved 0.4 KB more into the shared chunks (home 252.8, CMS 236.0,
 * listing 283.3): measured and raised. Then the content model left the browser: the server
 * reads each story with it and sends the blocks as the views render them, so no page loads Zod
 * (24.5 KB gzip) or the model's schemas any more, only the CMS preview when an editor's change
 * arrives; the ui's listing reads its sorts and filter names from the listing rules, not from
 * the content model. Home 252.8 → 224.0, CMS 236.0 → 207.2, listing 283.3 → 254.7 KB.
 * The account's complaint and contact pages brought their texts into the German texts every
 * page loads: 0.4 KB more (224.5, 207.7, 255.1), measured and raised. Splitting the
 * storefront's texts by page is the next cut. Starting the web vitals reporter when the
 * browser is idle added 0.1 KB to the entry (224.6, 207.8; the reporter's own chunk has a
 * budget of its own, below). The French spacing rule, shared by the French texts and the
 * search's, landed in a chunk every page loads (30 bytes): 224.7, 207.9, 255.3. The header's
 * country picker (issue 20: its link, the list for a browser without JavaScript, the call that
 * asks for a switch offer; the dialog itself loads with its first use): 1.5 KB more (226.2,
 * 209.4, 256.9), measured and raised. A client that recovers (issue 20: the error reporter
 * on the window's errors and React Router's boundary, the chunk recovery with its reload guard
 * and kept form values, the build poll and the navigation that becomes a page load after a
 * deploy, route preloading through a queue of 4, the retrying fetch, the settings' meta; the
 * Sentry SDK loads only with a DSN and a first error; back and forward after a deploy load
 * whole): 1.0–1.3 KB more (227.5, 210.8, 258.0), measured and raised. Merged with the
 * consent banner (issue 20: the server-rendered form's component in the shell with its focus
 * trap and the loader of its rules; the rules are a chunk loaded only when a visitor has to
 * decide, not by these visitors, who hold a valid consent), the tag manager's start (a hook;
 * its code loads only in shops with a tag manager), the internal-traffic question (once per
 * session, at idle) and the data layer's marker, and the view_promotion (home's campaign
 * banner) and view_item_list (listing) chunks, loaded after the page shows: 3.8–5.5 KB more
 * (232.4, 214.7, 263.6), measured and raised. The one browser-storage module the consent
 * rules, the tracking memories and the chunk recovery share is a chunk of its own every page
 * loads (the internal-traffic answer reads it): 0.3 KB (232.7, 215.0, 263.9), measured and raised.
 * Issue 21's trust and service in the frame every page renders: the footer's payment, carrier
 * and shop-review marks (drawn as components: the payment marks and the review's stars now load
 * with the footer), the 404's search form (the error page is in the root's code, so every page
 * has it), one rule keeping numbers and units together applied to every language's texts as
 * they load, and their texts: 4.6–5.2 KB more. Measured 237.93, 219.75, 268.74 KB; raised to
 * 238.0, 219.8, 268.8. (Loading the error page only on a page that failed saved 0.8 KB, but its
 * 404 failed axe once on a loaded CI machine while its chunk arrived; put back until that is
 * understood.) Issue 20's consent categories (layer 2's category box, in the banner every page
 * carries) and view_item_list for recommendation sliders (the hook, now for listings and
 * sliders, watching a slider until it is scrolled to; the builder still a chunk loaded only for
 * a list seen): 0.8–1.0 KB more. Measured 238.97, 220.77, 269.56 KB; raised to 239.0, 220.8,
 * 269.6. The analytics script's start (issue 20, §2 `/scripts/econda.js`: the
 * `vitrine:page-view` event of each client navigation, and the idle start that reads the
 * consent cookie and loads the consent rules and the script's loader only when the cookie names
 * its service, so not for these visitors): 0.5 KB. Measured 239.46, 221.27, 270.06 KB; raised
 * to 239.5, 221.3, 270.1. Issue 15's set contents (their texts in every page's catalogue):
 * 239.53, 221.34, 270.13 KB; raised to 239.6, 221.4, 270.2. The shop's consent banner is ui's
 * `ConsentBanner` now (one component for the shop and Storybook, with the brand's logo on
 * layer 1): 239.79, 221.59, 270.39 KB; raised to 239.8, 221.6, 270.4. Then issue 14's chunks
 * (vite.config.ts): Rolldown had cut the code every page loads (the framework, the root's and
 * the shop layout's views, the texts' loader, the client's recovery) into some forty files by
 * the set of routes and lazy views sharing each module, many a few hundred bytes, each with its
 * own compression overhead, import lines and preload entry. Two chunks hold it now: the
 * framework (React, React DOM, React Router, i18next) and the frame (what the client entry, the
 * root and the shop layout import, as tree-shaking leaves it). Route, block-view and lazy chunks
 * are cut as before, so no page loads code it did not. Home 74 → 41 files, 239.53 → 228.06 KB;
 * CMS page 68 → 35, 221.34 → 210.04 KB; listing 80 → 47, 270.13 → 258.53 KB (measured before
 * the consent banner's move). Measured with both: 228.29, 210.28, 258.75 KB; set to 228.3, 210.3, 258.8.
 * Issue 21's filter dialog that collects changes (the draft hook in the listing's chunk, the
 * page preview through a fetcher and the router's navigate in the CMS page's code), with issue
 * 19's parcel and issue 16's shipping-cost texts in the German catalogue every page loads: home
 * 228.77, CMS 210.74, listing 259.73 KB measured; raised to 228.8, 210.8, 259.8. Issue 16's
 * basket gift-card field brought its texts (label, apply, applied, remaining, remove, the
 * refusal) into the same catalogue: 0.2–0.3 KB. Measured with both: 228.97, 210.95,
 * 259.94 KB; raised to 229.0, 211.0, 260.0. Issue 16's click-and-reserve from the basket: its
 * texts (the step's title, the toast with the number, the way back; the ui's number) in the
 * catalogues every page loads, 0.07 KB; and the ui's click-and-reserve dialog, now in the
 * basket's dialog chunk, shares the radio group with the listing, so Rolldown cut the radio
 * group into a chunk of its own (4.6 KB) out of the listing's (−3.2 KB): the listing loads the
 * same code in one more file, 1.6 KB more gzip. Measured: 229.08, 211.07, 261.63 KB. With
 * hydration that waits for the first paint (a frame's wait in the client entry, 0.04 KB):
 * 229.15, 211.13, 261.70 KB; raised to 229.2, 211.2, 261.8. Issue 20's audit: the route
 * preloader as a factory its test can drive (§9 four at once) and the internal-traffic answer
 * read by the domain's internalTrafficOf (§8 a failure means not internal): 0.09–0.12 KB.
 * Measured 229.24, 211.23, 261.82 KB; raised to 229.3, 211.3, 261.9.
 * Issue 21's brand arrangements (each brand's listing columns and product page arrangement, read
 * from the shop's brand by the CMS pages, listings and product pages; in the frame chunk, not two
 * files of their own): +0.2 KB on home and CMS. The listing measured 260.57 KB in one run and
 * 262.03 KB (49 files) in two others of the same build: which files have loaded when the network
 * goes idle varies by run. Issue 19's account contact answers a sent message with a toast: its
 * text in the catalogue every page loads, and the CMS contact form's optional onSent call in the
 * forms chunk (the home and FAQ stories have a form block, so both pages load it): +0.1 KB.
 * Issue 15's set promotions: their
 * texts (the set's saving and a piece not deliverable in the ui's catalogue; the basket's
 * Warenwert and Set-Rabatt rows and the refused set in the storefront's) in the catalogues every
 * page loads, and the cards' shopping hook's "add to the set" (the product page's fetcher
 * shares it): 0.25–0.29 KB. The ui's bundle promotion dialog is a file of its own, so it stays in
 * the product dialogs' chunk instead of joining the add-to-cart layer every card page loads.
 * Alone it measured 229.42, 211.40, 261.98 KB.
 * The four merged: 229.68, 211.68, 262.34 KB measured; raised to 229.7, 211.7, 262.4.
 * The root's hydration mark (`<html data-hydrated>`, app/hydration-mark.ts, which the browser
 * suites wait for): 229.74, 211.72 KB measured; raised to 229.8, 211.8.
 * Issue 21's French typography for CMS texts (cms-blocks' typographicContent and the domain's
 * typographicText in the story view, which sets a French story's texts in the browser too, so a
 * draft edited live in the visual editor reads as the published page): 230.19, 212.17,
 * 262.85 KB measured; raised to 230.2, 212.2, 262.9.
 */
const pageTypes = [
  { name: 'home', path: '/', budget: kilobytes(230.2), listingCode: false },
  { name: 'CMS page', path: '/faq/', budget: kilobytes(212.2), listingCode: false },
  { name: 'category listing', path: '/kinderwagen/', budget: kilobytes(262.9), listingCode: true },
] as const;

/**
 * Issue 15 asks for 110 KB; the same framework floor holds (see above). The remind-when-
 * available and click-and-reserve forms and the lowest prior price added 0.1 KB (202 → 203);
 * with the engraving rows, the dialog triggers (zoom, variant picker, electrical law) and
 * picture-swipe tracking beside them the page loads 207.1 KB, after the merge's chunk split
 * (see above) 210.2 KB. Issue 16's basket page opens its dialogs with the same lazy-dialog hook,
 * which became a chunk of its own the two pages share: 210.5 KB, measured and raised. The info
 * links (seals, promotion fine print, size advisor) with their `?dialog=` addresses: 211.6 KB,
 * measured and raised. The account complaint and contact texts (see above): 212.1 KB; the
 * web vitals reporter's start (see above): 212.2 KB; the country picker (see above): 213.8 KB.
 * The consent banner (issue 20: the server-rendered form's component with its focus trap, the
 * loader of its rules and the paths chunk, 0.4 KB gzip; the rules themselves — the domain's
 * consent functions with Zod — are a chunk of 5.3 KB loaded only when a visitor has to decide,
 * so not by these visitors, who hold a valid consent): 213.83 KB measured, raised to 214.3;
 * a client that recovers (see above): 215.3 KB; the merge of both with the tag manager's start
 * and internal traffic (see above): 218.62 KB measured, raised to 218.7; the shared
 * browser-storage chunk (see above): 218.96 KB, raised to 219.0. Issue 21's trust marks, 404
 * search and units rule (see above), with the sibling select's link on the product page:
 * 223.46 KB measured, raised to 223.5. The consent categories and the recommendation slider's
 * view_item_list (see above): 224.35 KB measured, raised to 224.4. The analytics script's start
 * (see above): 224.85 KB measured, raised to 224.9. A set's contents on its page (issue 15,
 * the component in the page's code): 225.31 KB measured, raised to 225.4. The consent banner
 * from ui (see above): 225.57 KB, raised to 225.6.
 * The other page types stayed within theirs. The framework and the frame as two chunks (issue
 * 14, see above): 57 → 24 files, 225.31 → 213.92 KB before the consent banner's move; with
 * both, 214.15 KB measured, set to 214.2. The parcel, shipping-cost and basket gift-card texts
 * (see above): 214.41 KB measured, raised to 214.5. Issue 16's click-and-reserve from the
 * basket: the click-and-reserve fields the product page's form and the basket's step share
 * became a chunk of their own (0.9 KB; the page's own chunk 0.3 KB smaller), with the texts
 * (see above): 215.01 KB measured, raised to 215.1. The form's rules (Zod) stay out of the
 * product page: they are a chunk the basket's dialog loads with its first reservation.
 * Issue 20's audit (the route preloader and internalTrafficOf, see above) and issue 21's brand
 * arrangements (the product page's arrangement classes for both brands in its chunk) and issue
 * 19's contact toast text (0.1–0.4 KB each, see above). Issue 15's set promotion (§2 bundle promotion add): the set's box and link and the step's
 * form without JavaScript in the page's code, the texts and the shopping hook's "add to the
 * set" (see above); the dialog itself is in the product dialogs' chunk, loaded with the link's
 * first use. Alone it measured 215.89 KB; the four merged, with ui's StoreStock
 * as a chunk of its own (0.3 KB): 216.59 KB measured, raised to 216.6. The root's hydration
 * mark (see above): 216.63 KB measured, raised to 216.7.
 */
const productPageBudget = kilobytes(216.7);

/** The script files a page load requested, by path (`/assets/…`). */
async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`http://localhost:${suite.storefront.port}${path}`, {
    waitUntil: 'networkidle',
  });
  return [...scripts];
}

/** The scripts among them that carry Zod (its classes name themselves, e.g. `ZodObject`). */
async function validationLibraryScripts(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    if ((await readFile(`${clientRoot}${path}`, 'utf8')).includes('ZodObject')) found.push(path);
  }
  return found;
}

async function gzipBytes(paths: readonly string[]): Promise<number> {
  let sum = 0;
  for (const path of paths) sum += gzipSync(await readFile(`${clientRoot}${path}`)).byteLength;
  return sum;
}

/**
 * The web vitals reporter (issue 20): loaded when the browser is idle after hydration, so it
 * is no part of showing the page or making it work; it has a budget of its own instead of
 * counting against the page's. `web-vitals` itself is most of it.
 */
const isWebVitalsReporter = (path: string) =>
  /^\/assets\/web-vitals-reporter-[\w-]+\.js$/.test(path);
const webVitalsReporterBudget = kilobytes(3.6);

/** The French or Dutch texts' chunks, which a German page does not load. */
const isOtherLanguageChunk = (path: string) => /^\/assets\/(fr|nl)-[\w-]+\.js$/.test(path);

/**
 * The chunk of the listing that brings its facets, selects and dialogs: ui's ProductListing,
 * shared by the CMS listing block and the search page since issue 17 (a small chunk named
 * `listing-…` holds the listing address's rules, which the block renderer reads on every CMS
 * page and the search page shares).
 */
const isListingChunk = (path: string) => /^\/assets\/product-listing-[\w-]+\.js$/.test(path);

describe('the JavaScript each page type loads (issue 14)', () => {
  test.each(pageTypes)(
    '$name $path stays within its budget and loads only the block views it renders',
    async ({ path, budget, listingCode }) => {
      const page = await suite.browser.newPage();
      const loaded = await scriptsLoaded(page, path);
      await page.close();
      const scripts = loaded.filter((script) => !isWebVitalsReporter(script));
      const bytes = await gzipBytes(scripts);
      expect(bytes, `${scripts.length} files: ${scripts.join(' ')}`).toBeLessThanOrEqual(budget);
      expect(scripts.some(isListingChunk)).toBe(listingCode);
      expect(scripts.filter(isOtherLanguageChunk)).toEqual([]);
      // The server sent the story read: the content model's schemas stay on the server.
      expect(await validationLibraryScripts(scripts)).toEqual([]);
    },
  );

  test('a product page stays within its budget, without the listing’s code or a validation library', async () => {
    const listing = await get(suite.storefront.port, '/kinderwagen/');
    const product = /href="(\/p\/[^"]+)"/.exec(listing.body)?.[1] ?? '';
    expect(product).not.toBe('');
    const page = await suite.browser.newPage();
    const loaded = await scriptsLoaded(page, product);
    await page.close();
    const scripts = loaded.filter((script) => !isWebVitalsReporter(script));
    const bytes = await gzipBytes(scripts);
    expect(bytes, `${scripts.length} files: ${scripts.join(' ')}`).toBeLessThanOrEqual(
      productPageBudget,
    );
    expect(scripts.some(isListingChunk)).toBe(false);
    expect(await validationLibraryScripts(scripts)).toEqual([]);
  });

  test.each(pageTypes)(
    '$name $path has every block in place in its HTML, none left for a script to show',
    async ({ path }) => {
      // A visitor who decided about consent (issue 20): the page variant without the banner,
      // the one the suite's browser windows (a crawler's user agent) rendered whole.
      const page = await send(suite.storefront.port, {
        path,
        headers: { cookie: validConsentCookie() },
      });
      expect(page.status).toBe(200);
      // React writes a boundary it moved out of line as `<!--$?-->` plus a hidden copy that
      // only its inline script reveals: a visitor without JavaScript would never see the block.
      expect(page.body).not.toContain('<!--$?-->');
      expect(page.body).toContain('<!--$-->');
    },
  );

  test('the web vitals reporter stays within its own budget', async () => {
    const page = await suite.browser.newPage();
    const reporter = page.waitForRequest((request) =>
      isWebVitalsReporter(new URL(request.url()).pathname),
    );
    await page.goto(`http://localhost:${suite.storefront.port}/faq/`);
    const path = new URL((await reporter).url()).pathname;
    await page.close();
    expect(await gzipBytes([path])).toBeLessThanOrEqual(webVitalsReporterBudget);
  });

  test('a client navigation shows the next story with its block views loaded, not with holes', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`http://localhost:${suite.storefront.port}/`, { waitUntil: 'networkidle' });
    const homeTitle = await page.title();
    // Every change the page goes through is looked at once it is committed: a page whose title
    // is the next one's must already show its listing.
    await page.evaluate((home) => {
      const seen = window as unknown as { stayed: boolean; holes: number };
      seen.stayed = true;
      seen.holes = 0;
      new MutationObserver(() => {
        if (document.title !== home && !document.querySelector('[data-slot="cms-listing"]')) {
          seen.holes += 1;
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, homeTitle);
    // The home page has no listing block: its view's code is loaded by this navigation.
    await page.locator('main a[href="/kinderwagen/"]').first().click();
    await page.locator('[data-slot="product-listing-grid"] article').first().waitFor();
    const seen = await page.evaluate(() => {
      const { stayed, holes } = window as unknown as { stayed?: boolean; holes: number };
      return { stayed, holes };
    });
    expect(seen).toMatchObject({ stayed: true, holes: 0 });
    expect(new URL(page.url()).pathname).toBe('/kinderwagen/');
    await page.close();
  });

  test('a client navigation into the shop’s other language loads its texts and shows the page in it', async () => {
    const page = await suite.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`http://ch.nido.localhost:${suite.storefront.port}/`, {
      waitUntil: 'networkidle',
    });
    expect(scripts.filter((path) => /^\/assets\/fr-/.test(path))).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    // React Router's own router, as a link in the page would use it.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
      ).__reactRouterDataRouter.navigate('/fr/'),
    );
    await page.waitForURL('**/fr/');
    await page.waitForFunction(() => document.documentElement.lang.startsWith('fr'));
    const skipLink = await page.locator('a[href="#inhalt"]').first().textContent();
    expect(skipLink).toBe(translator('fr').t('cms.skipToContent'));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(scripts.some((path) => /^\/assets\/fr-/.test(path))).toBe(true);
    await page.close();
  });

  test.each(pageTypes)(
    '$name $path hydrates whole, without moving: its block views load before React hydrates',
    async ({ path }) => {
      const page = await suite.browser.newPage({ viewport: { width: 412, height: 823 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const seen = window as unknown as { shifted: number };
        seen.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            seen.shifted += (entry as unknown as { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A slow phone: a view still loading when React hydrates would show as a shift.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`http://localhost:${suite.storefront.port}${path}`, {
        waitUntil: 'networkidle',
      });
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(errors).toEqual([]);
      expect(shifted).toBeLessThan(0.05);
      await page.close();
    },
  );
});

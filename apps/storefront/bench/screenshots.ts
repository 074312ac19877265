/**
 * Screenshots of the shop as a shopper sees it (issue 21): home, a category listing, the
 * listing's first product and a CMS page of both brands, on a phone (412 px) and a laptop (1366 px), the first screen and the
 * whole page. It builds the storefront, starts the production server on a fresh demo database
 * (as the page benchmark does) and writes PNG files to `screenshots/` (git-ignored), or to the
 * folder given as the first argument.
 *
 *   npm run screenshots -w @vitrine/storefront [-- <folder>]
 *
 * Vitalia has no FAQ (§9: its shops have the flag off), so its guide page stands in.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath } from './lighthouse-runs';
import { appRoot, buildStorefront, startBenchServer } from './production-server';

const pages = [
  { brand: 'nido', host: 'localhost', kind: 'home', path: '/' },
  { brand: 'nido', host: 'localhost', kind: 'listing', path: '/kinderwagen/' },
  { brand: 'nido', host: 'localhost', kind: 'product', path: '/kinderwagen/' },
  { brand: 'nido', host: 'localhost', kind: 'faq', path: '/faq/' },
  { brand: 'vitalia', host: 'at.vitalia.localhost', kind: 'home', path: '/' },
  { brand: 'vitalia', host: 'at.vitalia.localhost', kind: 'listing', path: '/wellness/' },
  { brand: 'vitalia', host: 'at.vitalia.localhost', kind: 'product', path: '/wellness/' },
  { brand: 'vitalia', host: 'at.vitalia.localhost', kind: 'guide', path: '/ratgeber/' },
] as const;

const screens = [
  { name: 'phone', viewport: { width: 412, height: 915 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
] as const;

/** The demo catalog `npm start` serves. */
const products = Number(process.env.SCREENSHOT_PRODUCTS ?? 2000);

async function main() {
  const folder = resolve(process.argv[2] ?? join(appRoot, 'screenshots'));
  await mkdir(folder, { recursive: true });
  console.log('building the storefront …');
  await buildStorefront();
  console.log(`starting the production server with ${products} demo products …`);
  const server = await startBenchServer(products);
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: screen.viewport });
      for (const page of pages) {
        const tab = await context.newPage();
        let url = `http://${page.host}:${server.port}${page.path}`;
        if (page.kind === 'product') {
          // A product page: the listing's first product (each brand's own arrangement).
          await tab.goto(url, { waitUntil: 'networkidle' });
          const href = await tab
            .locator('[data-slot="product-card-name"] a')
            .first()
            .getAttribute('href');
          url = `http://${page.host}:${server.port}${href ?? '/'}`;
        }
        const answer = await tab.goto(url, { waitUntil: 'networkidle' });
        if (answer?.status() !== 200) throw new Error(`${url} answered ${answer?.status()}`);
        // The first page asks for consent; accepted once, the banner covers no other picture.
        const consent = tab.locator('[data-slot="consent-accept-all"]');
        if (await consent.count()) {
          await consent.first().click();
          await tab.waitForLoadState('networkidle');
        }
        const name = `${page.brand}-${page.kind}-${screen.viewport.width}`;
        await tab.screenshot({ path: join(folder, `${name}.png`) });
        // Pictures below the first screen load as a shopper scrolls to them (loading="lazy"):
        // scrolled through once, so the whole page shows them as the shopper would see them.
        await tab.evaluate(async () => {
          for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
            window.scrollTo(0, top);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          window.scrollTo(0, 0);
        });
        await tab.waitForLoadState('networkidle');
        await tab.screenshot({ path: join(folder, `${name}-full.png`), fullPage: true });
        console.log(`${name}.png  ${url}`);
        await tab.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`screenshots in ${folder}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

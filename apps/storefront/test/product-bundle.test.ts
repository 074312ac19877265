import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalog } from './support/demo-catalogue-pages';
import { type CatalogueShop, isSet, pageOf, productOf } from './support/product-info-pages';
import { get, type RunningStorefront, send, startStorefront } from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

/**
 * A set's page (spec §2 bundles, §3 `virtuelleBundles`; issue 15): it is bought as one article
 * (its card adds it the same way), and shows the articles it holds, each linking to its own
 * page, and what the set saves against buying them one by one.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(async () => {
  await storefront?.stop();
});

const babyDe: CatalogueShop = { shopId: 10, prefix: '', language: 'de' };
const babyBeFr: CatalogueShop = { shopId: 14, prefix: '', language: 'fr' };

/** The numbers of the articles the demo set names (its German `virtuelleBundles`). */
function piecesOf(productId: number): string[] {
  const texts = catalog.texts.find(
    (candidate) => candidate.productId === productId && candidate.language === 'de',
  );
  const value = JSON.stringify(texts?.advancedAttributes ?? {});
  const match = /"virtuelleBundles".*?"value":"([\d,]+)"/.exec(value);
  return match?.[1]?.split(',') ?? [];
}

/** The cents a price text of the page shows (`89,99 €` → 8999). */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('a set’s page (§2 bundles, issue 15)', () => {
  test('it lists the articles it holds, each a link to its page, and what buying the set saves', async () => {
    const set = productOf(babyDe, isSet);
    const pieces = piecesOf(set.id);
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    const page = await get(storefront.port, pageOf(babyDe, set.id));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/^public/);
    const section =
      /<section[^>]*data-slot="bundle-set"[\s\S]*?<\/section>/.exec(page.body)?.[0] ?? '';
    expect(section).toContain(uiText('de')('productDetail.bundleSet.title'));
    const links = [...section.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(links).toHaveLength(pieces.length);
    for (const [index, link] of links.entries())
      expect(link).toMatch(new RegExp(`-${pieces[index]}/$`));
    // The set costs less than its articles one by one (the demo's sets are a tenth cheaper).
    const separately =
      /data-slot="bundle-set-saving"[\s\S]*?<span[^>]*>([^<]+)<\/span>\s*<strong[^>]*>([^<]+)<\/strong>/.exec(
        section,
      );
    expect(separately).not.toBeNull();
    expect(centsOf(separately?.[2] ?? '')).toBeGreaterThan(0);
    expect(centsOf(separately?.[1] ?? '')).toBeGreaterThan(centsOf(separately?.[2] ?? ''));
  });

  test('the set is bought with the page’s own button, as one article, without JavaScript', async () => {
    const set = productOf(babyDe, isSet);
    const path = pageOf(babyDe, set.id);
    const page = await get(storefront.port, path);
    expect(page.body).toContain('data-slot="product-detail-add-to-cart"');
    expect(page.body).not.toContain(inHtml(uiText('de')('productDetail.notOnlineYet')));
    const variantId = /name="variantId" value="(\d+)"/.exec(page.body)?.[1];
    const answer = await send(storefront.port, {
      method: 'POST',
      path,
      headers: { origin: `http://localhost:${storefront.port}` },
      form: { intent: 'addToCart', variantId: String(variantId), quantity: '1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(uiText('de')('basket.addedToCart'));
    expect(answer.body).toContain(uiText('de')('siteHeader.basketCount', { count: 1 }));
  });

  test('in French, the set’s section speaks French', async () => {
    const set = productOf(babyBeFr, isSet);
    const page = await get(storefront.port, pageOf(babyBeFr, set.id), 'be.nido.localhost');
    expect(page.status).toBe(200);
    expect(page.body).toContain(inHtml(uiText('fr')('productDetail.bundleSet.title')));
  });

  test('an article that is no set has no set section', async () => {
    const plain = productOf(babyDe, (productId) => !isSet(productId));
    const page = await get(storefront.port, pageOf(babyDe, plain.id));
    expect(page.body).not.toContain('data-slot="bundle-set"');
  });
});

import { productLink } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { editorQuery } from './support/cms-preview';
import { catalog } from './support/demo-catalogue-pages';
import { get, type RunningStorefront, startStorefront } from './support/storefront-server';

const nnbsp = '\u202f';
const nbsp = '\u00a0';
const swissShopId = 12;

let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront.stop());

/**
 * The page as a shopper reads it: its markup without the scripts (the inline loader data
 * carries the content as the editor wrote it; the page renders it set).
 */
async function shownPage(path: string, host: string): Promise<string> {
  const response = await get(storefront.port, path, host);
  expect(response.status).toBe(200);
  return response.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** An active product sold in the Swiss shop whose French description has a colon. */
function frenchProductWithColon() {
  const sold = new Set(
    catalog.prices
      .filter((price) => price.shopId === swissShopId)
      .map(
        (price) => catalog.variants.find((variant) => variant.id === price.variantId)?.productId,
      ),
  );
  const texts = catalog.texts.find(
    (row) =>
      row.language === 'fr' &&
      row.description.includes(`${nbsp}: `) &&
      sold.has(row.productId) &&
      catalog.products.some((product) => product.id === row.productId && product.isActive),
  );
  const product = catalog.products.find((candidate) => candidate.id === texts?.productId);
  if (texts === undefined || product === undefined) throw new Error('no such French product');
  return { texts, product };
}

describe('French pages set French typography; German pages stay as written (issue 21)', () => {
  test('a French CMS page (the Swiss FAQ): questions and texts carry no-break spaces before ? and :', async () => {
    const html = await shownPage('/fr/faq/', 'ch.nido.localhost');
    expect(html).toContain(`Quel est le délai de livraison${nnbsp}?`);
    expect(html).toContain(`Écrivez-nous${nbsp}: nous vous répondons`);
    expect(html).not.toContain('livraison ?');
    expect(html).not.toContain('Écrivez-nous :');
    expect(html).not.toMatch(/[\p{L}\p{N}] [?:;!]/u);
  });

  test.each(['/fr/', '/fr/faq/', '/fr/les-inspirations/'])(
    '%s: no text of the page, its layout (header, footer, banners) or its story has a plain space before a sign',
    async (path) => {
      const html = await shownPage(path, 'ch.nido.localhost');
      const shown = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '\n');
      expect(shown.match(/.{0,30}[\p{L}\p{N}»] [?:;!»].{0,10}|« .{0,20}/gu) ?? []).toEqual([]);
    },
  );

  test('the layout’s texts are set too: the campaign banner of the home page', async () => {
    const html = await shownPage('/fr/', 'ch.nido.localhost');
    expect(html).toMatch(new RegExp(`Nido${nbsp}: –10${nbsp}%|Nouveau${nbsp}: des cartes`));
  });

  test('the editor’s preview of the page shows it the same way (the draft as the page renders it)', async () => {
    const html = await shownPage(`/fr/faq/${editorQuery('895386148')}`, 'ch.nido.localhost');
    expect(html).toContain(`Quel est le délai de livraison${nnbsp}?`);
    expect(html).not.toContain('livraison ?');
  });

  test('the German FAQ is unchanged: its questions as the editor wrote them, no narrow space', async () => {
    const html = await shownPage('/faq/', 'localhost');
    expect(html).toContain('Wie lange dauert die Lieferung?');
    expect(html).not.toContain(nnbsp);
  });

  test('a French product page: name and description as the engine sends them, set', async () => {
    const { texts, product } = frenchProductWithColon();
    const path = `/fr${productLink({ seoUrl: texts.seoUrl, name: texts.name, referenceKey: product.referenceKey })}`;
    const html = await shownPage(path, 'ch.nido.localhost');
    const [beforeColon] = texts.description.split(`${nbsp}: `);
    expect(html).toContain(`${beforeColon}${nbsp}: `);
    expect(html).not.toContain(`${beforeColon} : `);
  });

  test('the same product’s German page has no no-break space in its description', async () => {
    const { product } = frenchProductWithColon();
    const german = catalog.texts.find(
      (row) => row.productId === product.id && row.language === 'de',
    );
    if (german === undefined) throw new Error('no German texts');
    const html = await shownPage(
      productLink({ seoUrl: german.seoUrl, name: german.name, referenceKey: product.referenceKey }),
      'localhost',
    );
    expect(html).toContain(german.description.slice(0, 40));
    expect(german.description).not.toMatch(/[\u00a0\u202f]/);
    expect(html).not.toContain(nnbsp);
  });
});

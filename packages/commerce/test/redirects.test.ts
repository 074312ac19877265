import { productLink } from '@vitrine/domain/routing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { normaliseRedirectPath } from '../src/redirects/redirect-service';
import { babyChFr, babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe('redirect paths are normalised before the lookup', () => {
  test.each([
    {
      path: '/Kategorie/Kinderwagen-und-Buggys',
      prefix: '',
      expected: '/kategorie/kinderwagen-und-buggys/',
    },
    { path: '/fr/magazin/?utm=x#top', prefix: '/fr', expected: '/magazin/' },
    { path: '/fr', prefix: '/fr', expected: '/' },
    { path: '/fromage/', prefix: '/fr', expected: '/fromage/' },
    { path: 'p//m%C3%BCtze-1/', prefix: '', expected: '/p/mütze-1/' },
    { path: '/%E0%A4%A/', prefix: '', expected: '/%e0%a4%a/' },
    { path: 'x'.repeat(3000), prefix: '', expected: null },
  ])('$path -> $expected', ({ path, prefix, expected }) => {
    expect(normaliseRedirectPath(path, prefix)).toBe(expected);
  });
});

describe.each(testDatabases)('redirects on %s (§2 page resolution step 3)', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
  });
  afterAll(() => test_?.close());

  test.each([
    {
      context: babyDe,
      path: '/kategorie/kinderwagen-und-buggys/',
      target: '/kinderwagen/',
      statusCode: 301,
    },
    {
      context: babyDe,
      path: '/Kategorie/Kinderwagen-und-Buggys',
      target: '/kinderwagen/',
      statusCode: 301,
    },
    {
      context: babyChFr,
      path: '/fr/kategorie/kinderwagen-und-buggys/',
      target: '/fr/kinderwagen/',
      statusCode: 301,
    },
    {
      context: babyDe,
      path: '/magazin/',
      target: 'https://magazin.nido.example/',
      statusCode: 302,
    },
    {
      context: vitalDe,
      path: '/kategorie/haushaltsgeraete/',
      target: '/haushalt/',
      statusCode: 301,
    },
  ])(
    '$path in shop $context.shopId -> $target ($statusCode)',
    async ({ context, path, target, statusCode }) => {
      expect(await commerce.redirects.lookup(context, path)).toEqual({ target, statusCode });
    },
  );

  test('a shop-specific redirect is not another shop’s', async () => {
    expect(await commerce.redirects.lookup(vitalDe, '/magazin/')).toBeNull();
  });

  test('a discontinued product redirects to its successor, by its old link in every language and by its number', async () => {
    const [old] = await commerce.db.rows<{ id: number; reference_key: string }>(
      sql`SELECT id, reference_key FROM products WHERE NOT is_active AND catalog = 'baby' ORDER BY id LIMIT 1`,
    );
    for (const context of [babyDe, babyChFr]) {
      const discontinued = await commerce.catalog.productById(context, old?.id ?? 0, {
        includeInactive: true,
      });
      expect(discontinued).not.toBeNull();
      const prefix = context === babyChFr ? '/fr' : '';
      const oldLink = productLink(discontinued ?? { seoUrl: null, name: '', referenceKey: '' });
      const redirect = await commerce.redirects.lookup(context, `${prefix}${oldLink}`);
      expect(redirect?.statusCode).toBe(301);
      expect(redirect?.target.startsWith(`${prefix}/p/`)).toBe(true);
      const successorNumber =
        redirect?.target.split('/').filter(Boolean).at(-1)?.split('-').at(-1) ?? '';
      const successor = await commerce.catalog.productByNumber(context, successorNumber);
      expect(successor?.masterKey).toBe(discontinued?.masterKey);
      expect(successor?.id).not.toBe(discontinued?.id);
      // The bare number goes to the successor's number; its product page canonicalises (§2).
      expect(
        await commerce.redirects.lookup(context, `${prefix}/p/${old?.reference_key}/`),
      ).toEqual({ target: `${prefix}/p/${successor?.referenceKey}/`, statusCode: 301 });
    }
  });

  test.each(['/gibt-es-nicht/', '', '/', '%%%', '\u0000', 'x'.repeat(5000), '/p/../../etc/passwd'])(
    '%j has no redirect: null, never an error',
    async (path) => {
      expect(await commerce.redirects.lookup(babyDe, path)).toBeNull();
    },
  );
});

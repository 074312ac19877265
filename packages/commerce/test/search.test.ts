import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce, SearchPage } from '../src/index';
import { babyBeNl, babyChFr, babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

function found(result: SearchPage | { kind: 'invalid' }): SearchPage {
  if (result.kind !== 'ok') throw new Error(`expected results, got ${JSON.stringify(result)}`);
  return result;
}

describe.each(testDatabases)('search on %s', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;
  const search = async (query: string, context = babyDe, extra: Record<string, unknown> = {}) =>
    found(await commerce.search.search(context, { query, ...extra }));

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
  });
  afterAll(() => test_?.close());

  test.each([
    { query: 'Milchpumpe', context: babyDe, expected: /Milchpumpe/ },
    { query: 'Milchpumpen', context: babyDe, expected: /Milchpumpe/ },
    { query: 'milchpu', context: babyDe, expected: /Milchpumpe/ },
    { query: 'thermomètres', context: babyChFr, expected: /Thermomètre/ },
    { query: 'siege', context: babyChFr, expected: /Siège/ },
    { query: 'slaapzakken', context: babyBeNl, expected: /Slaapzak/ },
    { query: 'rammelaars', context: babyBeNl, expected: /Rammelaar/ },
    { query: 'Warmekissen', context: vitalDe, expected: /Wärmekissen/ },
  ])(
    '"$query" finds $expected: german, french and dutch stemming, prefixes and accent folding',
    async ({ query, context, expected }) => {
      const result = await search(query, context);
      expect(result.match).toBe('all');
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products[0]?.name).toMatch(expected);
    },
  );

  test.each(['wärmekissen', 'WÄRMEKISSEN', 'Warmekissen', 'wärmekißen'])(
    '"%s" folds case, umlauts and ß alike',
    async (query) => {
      const reference = await search('warmekissen', vitalDe);
      const result = await search(query, vitalDe);
      expect(result.pagination.total).toBe(reference.pagination.total);
      expect(result.pagination.total).toBeGreaterThan(0);
    },
  );

  test('a typo is corrected with trigram similarity and says so', async () => {
    const result = await search('milchpumpe');
    const typo = await search('milchpmpe');
    expect(typo.match).toBe('corrected');
    expect(typo.correctedQuery).toBe('milchpumpe');
    expect(typo.pagination.total).toBe(result.pagination.total);
  });

  test('a query that finds nothing, even corrected, offers spellings that find something (issue 17 "meinten Sie")', async () => {
    const result = await search('kindrwgn');
    expect(result.match).toBe('none');
    expect(result.spellingSuggestions[0]).toBe('kinderwagen');
    expect(result.spellingSuggestions.length).toBeLessThanOrEqual(3);
    for (const spelling of result.spellingSuggestions) {
      expect((await search(spelling)).pagination.total, spelling).toBeGreaterThan(0);
    }
    expect((await search('qqxyzzy')).spellingSuggestions).toEqual([]);
    expect((await search('milchpmpe')).spellingSuggestions).toEqual([]);
    expect((await search('milchpumpe')).spellingSuggestions).toEqual([]);
  });

  test('words that do not all match fall back to any of them', async () => {
    const result = await search('milchpumpe xylophonbauer');
    expect(result.match).toBe('any');
    expect(result.products.length).toBeGreaterThan(0);
  });

  test('a product number finds its product', async () => {
    const [row] = await commerce.db.rows<{ reference_key: string }>(
      sql`SELECT reference_key FROM products WHERE catalog = 'baby' AND is_active ORDER BY id DESC LIMIT 1`,
    );
    const result = await search(row?.reference_key ?? '');
    expect(result.products[0]?.referenceKey).toBe(row?.reference_key);
  });

  test.each([
    '',
    '   ',
    'qqxyzzy vvkrrt',
    "'; DROP TABLE products; --",
    "a & b | !c :* ( ) <-> 'x'",
    '%_\\',
    '😀🎉',
    'x'.repeat(10_000),
  ])('%j is a defined empty or normal result, never an error', async (query) => {
    const result = await search(query);
    expect(result.kind).toBe('ok');
    expect(result.pagination.page).toBe(1);
    const [products] = await commerce.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products`,
    );
    expect(products?.n).toBeGreaterThan(0);
  });

  test('nonsense gives the empty result with empty facets', async () => {
    const result = await search('qqxyzzy vvkrrt');
    expect(result).toMatchObject({
      products: [],
      match: 'none',
      pagination: { page: 1, total: 0, pageCount: 0 },
      facets: { brand: [], color: [], size: [], sale: { count: 0 } },
    });
  });

  test('search has the facets and sorts of listings', async () => {
    const result = await search('body', babyDe, { sort: 'price-asc', perPage: 48 });
    expect(result.facets.size.length).toBeGreaterThan(0);
    expect(result.facets.brand.reduce((sum, value) => sum + value.count, 0)).toBe(
      result.pagination.total,
    );
    const prices = result.products.map((product) => product.priceRange?.min.withTax ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const size = result.facets.size[0]?.value ?? '';
    const filtered = await search('body', babyDe, { filters: { size: [size] } });
    expect(filtered.pagination.total).toBe(result.facets.size[0]?.count);
  });

  test.each([
    { input: { query: 'body', sort: 'best' }, field: 'sort' },
    { input: { query: 'body', perPage: 0 }, field: 'perPage' },
    { input: { query: 42 }, field: 'query' },
    { input: { query: 'body', filters: { color: ['mauve'] } }, field: 'filters.color.0' },
  ])('bad $field is a validation failure', async ({ input, field }) => {
    const result = await commerce.search.search(babyDe, input);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' ? result.issues.map((issue) => issue.field) : []).toContain(
      field,
    );
  });

  describe('suggestions (type-ahead)', () => {
    test('offer products, categories, brands and completions of the last word', async () => {
      const suggestions = await commerce.search.suggest(babyDe, 'milchp');
      expect(suggestions.products.length).toBeGreaterThan(0);
      expect(suggestions.products[0]?.name).toMatch(/^Milchpumpe/);
      expect(suggestions.products[0]?.image).toMatch(/\.webp$/);
      expect(suggestions.categories.map((category) => category.name)).toContain('Milchpumpen');
      expect(suggestions.terms[0]).toMatch(/^milchp/);
      const models = suggestions.products.map((product) => product.name);
      expect(new Set(models).size).toBe(models.length);
      const brands = await commerce.search.suggest(babyDe, 'nid');
      expect(brands.brands[0]?.name).toBe('Nido');
      expect(brands.brands[0]?.count).toBeGreaterThan(0);
    });

    test('several words: products with every word in name, brand, categories or colours, as the search finds them', async () => {
      const [row] = await commerce.db.rows<{ id: number; name: string }>(sql`
        SELECT p.id, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.language = 'de'
        WHERE p.catalog = 'baby' AND p.is_active AND p.brand = 'Nido' ORDER BY p.id LIMIT 1`);
      const product = await commerce.catalog.productById(babyDe, row?.id ?? 0);
      const type = (row?.name ?? '').split(' ')[0] ?? '';
      const color = product?.colorsList[0]?.colors[0]?.label ?? '';
      // The brand and the start of the product type; the product type and the start of its
      // colour, which is no word of any product name.
      for (const text of [`nido ${type.slice(0, 5)}`, `${type} ${color.slice(0, 3)}`]) {
        const suggestions = await commerce.search.suggest(babyDe, text);
        expect(suggestions.products.length, text).toBeGreaterThan(0);
        const searched = await search(text, babyDe, { perPage: 96 });
        expect(searched.pagination.total).toBeLessThanOrEqual(96);
        const found = new Set(searched.products.map((candidate) => candidate.id));
        for (const suggested of suggestions.products) expect(found.has(suggested.id)).toBe(true);
      }
      // A last word of one letter is still being typed: the words before it suggest.
      const typing = await commerce.search.suggest(babyDe, `${type} n`);
      expect(typing.products.length).toBeGreaterThan(0);
    });

    test('follow the shop language', async () => {
      const french = await commerce.search.suggest(babyChFr, 'pouss');
      expect(french.categories.map((category) => category.name)).toContain('Poussettes');
      expect(french.products[0]?.price.currency).toBe('CHF');
    });

    test.each(['', 'b', '!!', 'zzqqxx', "'; DROP TABLE products; --"])(
      '%j gives empty lists, no error',
      async (text) => {
        const suggestions = await commerce.search.suggest(babyDe, text);
        expect(suggestions.products).toEqual([]);
        expect(suggestions.categories).toEqual([]);
        expect(suggestions.brands).toEqual([]);
      },
    );
  });
});

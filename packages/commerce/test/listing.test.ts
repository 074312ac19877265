import { listingQueryFromSearchParams } from '@vitrine/domain/listing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce, ListingPage, ProductPage, ProductTile } from '../src/index';
import { isValidationFailure } from '../src/index';
import { foldAccents } from '../src/search/query-text';
import { babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

function page(result: ListingPage | ProductPage | { kind: 'invalid' } | null): ProductPage {
  if (result === null || result.kind !== 'ok')
    throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return result;
}

const lowestPrice = (product: ProductTile) => product.priceRange?.min.withTax ?? 0;

describe.each(testDatabases)('category listing on %s (§2 listing, §9 sort and filters)', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;
  let rootId = 0;
  const list = async (input: Record<string, unknown>, context = babyDe) =>
    page(await commerce.catalog.listing(context, { categoryId: rootId, ...input }));

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
    // The root with the most products, so that sorts, pages and facets have something to show.
    const roots = commerce.catalog.categories(babyDe).map((root) => root.id);
    const totals = await Promise.all(
      roots.map(async (categoryId) => {
        const result = await commerce.catalog.listing(babyDe, { categoryId, perPage: 1 });
        return result?.kind === 'ok' ? result.pagination.total : 0;
      }),
    );
    rootId = roots[totals.indexOf(Math.max(...totals))] ?? 0;
  });
  afterAll(() => test_?.close());

  test('a root category lists the products of all its subcategories, relevancy first (§9)', async () => {
    const listing = await commerce.catalog.listing(babyDe, { categoryId: rootId, perPage: 96 });
    const result = page(listing);
    expect(result.sort).toBe('relevance');
    expect(result.pagination.total).toBeGreaterThan(5);
    expect(result.products).toHaveLength(Math.min(96, result.pagination.total));
    const brandTotal = result.facets.brand.reduce((sum, value) => sum + value.count, 0);
    expect(brandTotal).toBe(result.pagination.total);
    for (const product of result.products) {
      expect(product.categories.some((path) => path[0]?.categoryId === rootId)).toBe(true);
    }
    expect(
      listing && listing.kind === 'ok' ? listing.breadcrumbs.map((crumb) => crumb.id) : [],
    ).toEqual([rootId]);
  });

  test.each([
    {
      sort: 'price-asc',
      ordered: (a: ProductTile, b: ProductTile) => lowestPrice(a) <= lowestPrice(b),
    },
    {
      sort: 'price-desc',
      ordered: (a: ProductTile, b: ProductTile) => lowestPrice(a) >= lowestPrice(b),
    },
    { sort: 'newest', ordered: (a: ProductTile, b: ProductTile) => a.createdAt >= b.createdAt },
    {
      sort: 'rating',
      ordered: (a: ProductTile, b: ProductTile) =>
        (a.averageRating ?? -1) >= (b.averageRating ?? -1),
    },
    {
      sort: 'name',
      ordered: (a: ProductTile, b: ProductTile) => foldAccents(a.name) <= foldAccents(b.name),
    },
  ])('sort $sort orders the page', async ({ sort, ordered }) => {
    const result = await list({ sort, perPage: 48 });
    for (let index = 1; index < result.products.length; index += 1) {
      const previous = result.products[index - 1] as ProductTile;
      expect(ordered(previous, result.products[index] as ProductTile)).toBe(true);
    }
  });

  test('tiles carry the colour sets of their siblings, as the product page does (§4 colour dots)', async () => {
    const result = await list({ perPage: 96 });
    const tile = [...result.products].sort((a, b) => b.colorsList.length - a.colorsList.length)[0];
    expect(tile?.colorsList.length).toBeGreaterThan(1);
    expect('siblings' in (tile ?? {})).toBe(false);
    const full = await commerce.catalog.productById(babyDe, tile?.id ?? 0);
    expect(tile?.colorsList).toEqual(full?.colorsList);
    expect(full?.siblings.map((sibling) => sibling.id)).toEqual(
      tile?.colorsList.slice(1).map((set) => set.productId),
    );
  });

  test('pages partition the listing: no product twice, the total across pages', async () => {
    const first = await list({ perPage: 5, page: 1 });
    const second = await list({ perPage: 5, page: 2 });
    expect(first.pagination.pageCount).toBe(Math.ceil(first.pagination.total / 5));
    const ids = [...first.products, ...second.products].map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('facets are disjunctive: choosing a colour keeps the other colours counted', async () => {
    const all = await list({});
    const color = all.facets.color[0];
    const filtered = await list({ filters: { color: [color?.value] } });
    expect(filtered.pagination.total).toBe(color?.count);
    expect(filtered.facets.color.map(({ value, count }) => [value, count])).toEqual(
      all.facets.color.map(({ value, count }) => [value, count]),
    );
    expect(filtered.facets.color.find((value) => value.value === color?.value)?.selected).toBe(
      true,
    );
    expect(filtered.facets.brand.reduce((sum, value) => sum + value.count, 0)).toBe(
      filtered.pagination.total,
    );
    expect(color?.label).not.toBe(color?.value);
  });

  test.each([
    {
      filter: 'brand',
      check: (facets: ProductPage) => facets.facets.brand.find((value) => value.selected),
    },
    { filter: 'sale', check: (facets: ProductPage) => facets.facets.sale.selected },
  ])('the $filter filter narrows and is marked selected', async ({ filter, check }) => {
    // The root with the most sale products, so that both filters have something to narrow to.
    const roots = commerce.catalog.categories(babyDe).map((root) => root.id);
    const listings = await Promise.all(roots.map((categoryId) => list({ categoryId })));
    const saleCounts = listings.map((listing) => listing.facets.sale.count);
    const best = saleCounts.indexOf(Math.max(...saleCounts));
    const all = listings[best] as ProductPage;
    const categoryId = roots[best];
    const filters =
      filter === 'brand' ? { brand: [all.facets.brand[0]?.value ?? ''] } : { sale: true };
    const filtered = await list({ categoryId, filters });
    expect(filtered.pagination.total).toBeLessThan(all.pagination.total);
    expect(filtered.pagination.total).toBeGreaterThan(0);
    expect(check(filtered)).toBeTruthy();
    if (filter === 'sale') expect(filtered.products.every((product) => product.isSale)).toBe(true);
  });

  test('a brand filter matches whatever its case in the URL (issue 13: ?brand=nido finds what Nido finds)', async () => {
    const all = await list({});
    const brand = all.facets.brand[0]?.value ?? '';
    expect(brand).not.toBe(brand.toLowerCase());
    const exact = await list({ filters: { brand: [brand] } });
    for (const spelling of [brand.toLowerCase(), brand.toUpperCase()]) {
      const folded = await list({ filters: { brand: [spelling] } });
      expect(folded.pagination.total).toBe(exact.pagination.total);
      expect(folded.pagination.total).toBeGreaterThan(0);
      expect(folded.facets.brand.find((value) => value.selected)?.value).toBe(brand);
    }
  });

  test('price, rating and availability filters keep only matching products', async () => {
    const all = await list({});
    const min = all.facets.price.min ?? 0;
    const max = Math.round(((all.facets.price.max ?? 0) + min) / 2);
    const priced = await list({ filters: { price: { min, max } }, perPage: 96 });
    expect(
      priced.products.every(
        (product) => lowestPrice(product) >= min && lowestPrice(product) <= max,
      ),
    ).toBe(true);
    const rated = await list({ filters: { rating: 4 }, perPage: 96 });
    expect(rated.products.every((product) => (product.averageRating ?? 0) >= 4)).toBe(true);
    expect(rated.pagination.total).toBe(
      all.facets.rating.find((value) => value.minimum === 4)?.count,
    );
    const buyable = await list({ filters: { availability: ['buyable'] }, perPage: 96 });
    expect(buyable.products.every((product) => !product.isSoldOut)).toBe(true);
  });

  test.each([
    { input: { sort: 'cheapest' }, field: 'sort', key: 'validation.invalidValue' },
    { input: { page: 0 }, field: 'page', key: 'validation.tooSmall' },
    { input: { page: 1.5 }, field: 'page', key: 'validation.invalidType' },
    { input: { perPage: 500 }, field: 'perPage', key: 'validation.tooLarge' },
    {
      input: { filters: { color: ['plaid'] } },
      field: 'filters.color.0',
      key: 'validation.invalidValue',
    },
    {
      input: { filters: { price: { min: 500, max: 100 } } },
      field: 'filters.price',
      key: 'listing.priceRange',
    },
    { input: { filters: { rating: 6 } }, field: 'filters.rating', key: 'validation.tooLarge' },
    {
      input: { filters: { price: { max: 3_000_000_000 } } },
      field: 'filters.price.max',
      key: 'validation.tooLarge',
    },
    {
      input: { filters: { material: ['wool'] } },
      field: 'filters.material',
      key: 'validation.unknownField',
    },
    {
      input: { filters: { brand: 'Nido' } },
      field: 'filters.brand',
      key: 'validation.invalidType',
    },
    { input: { page: 999 }, field: 'page', key: 'listing.pageOutOfRange' },
    {
      input: { filters: { brand: ['Ni\u0000do'] } },
      field: 'filters.brand.0',
      key: 'validation.controlCharacters',
    },
  ])(
    'input outside its domain is a validation failure: $field ($key)',
    async ({ input, field, key }) => {
      const result = await commerce.catalog.listing(babyDe, { categoryId: rootId, ...input });
      expect(isValidationFailure(result)).toBe(true);
      expect(result && result.kind === 'invalid' ? result.issues : []).toContainEqual({
        field,
        key,
      });
    },
  );

  test('a category id that is not a positive integer is a validation failure', async () => {
    const result = await commerce.catalog.listing(babyDe, { categoryId: 'kinderwagen' });
    expect(result).toEqual({
      kind: 'invalid',
      issues: [{ field: 'categoryId', key: 'validation.invalidType' }],
    });
  });

  test('an unknown category, or one of the other brand, gives null', async () => {
    expect(await commerce.catalog.listing(babyDe, { categoryId: 987_654 })).toBeNull();
    const vitalityRoot = commerce.catalog.categories(vitalDe)[0]?.id ?? 0;
    expect(await commerce.catalog.listing(babyDe, { categoryId: vitalityRoot })).toBeNull();
  });

  test('query parameters with the filter names of the domain drive a listing', async () => {
    const query = listingQueryFromSearchParams(
      new URLSearchParams(
        'color=blue,grey&price=5-500&sort=price-asc&page=1&perPage=12&sale=false',
      ),
    );
    expect(query).toEqual({
      filters: { color: ['blue', 'grey'], price: { min: 500, max: 50_000 }, sale: false },
      sort: 'price-asc',
      page: 1,
      perPage: 12,
    });
    const result = await list(query);
    expect(result.filters.color).toEqual(['blue', 'grey']);
    const bad = listingQueryFromSearchParams(
      new URLSearchParams('page=two&price=cheap&sale=maybe'),
    );
    const failure = await commerce.catalog.listing(babyDe, { categoryId: rootId, ...bad });
    expect(
      failure && failure.kind === 'invalid'
        ? failure.issues.map((issue) => issue.field).sort()
        : [],
    ).toEqual(['filters.price', 'filters.sale', 'page']);
  });
});

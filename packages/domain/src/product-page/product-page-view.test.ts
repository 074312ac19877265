import { describe, expect, test } from 'vitest';
import {
  advancedAttributes,
  anAttribute,
  aProduct,
  aVariant,
  unsafe,
} from '../catalog/test-fixtures';
import type { Product, Variant } from '../entities';
import { productPageTile, productPageView } from './product-page-view';
import { breadcrumbStructuredData, productStructuredData } from './product-structured-data';

const sized = (spec: Parameters<typeof aVariant>[0], size: string, color = 'Blau'): Variant => ({
  ...aVariant(spec),
  attributes: {
    farbe: anAttribute('farbe', { label: color }),
    groesse: anAttribute('groesse', { label: size }),
  },
});

const stroller = (overrides: Partial<Product> = {}) =>
  aProduct({
    id: 7,
    referenceKey: '2000713',
    seoUrl: 'body-fela-blau-2000713',
    name: 'Body Fela',
    brand: 'Nido',
    images: [{ src: '/images/2000713-1.webp', alt: 'Body Fela' }, { src: '/images/bad.gif' }],
    variants: [
      sized({ id: 71, referenceKey: '2000713_01', price: 2999, stock: 4 }, '62/68'),
      sized({ id: 72, referenceKey: '2000713_02', price: 1999, stock: 0, bvc: 4 }, '74/80'),
      sized({ id: 73, referenceKey: '2000713_03', price: 2499, stock: 2000 }, '86/92'),
    ],
    categories: [
      [
        { categoryId: 1, categoryName: 'Babykleidung', categorySlug: 'babykleidung' },
        { categoryId: 2, categoryName: 'Bodys', categorySlug: 'bodys' },
      ],
    ],
    ...overrides,
  });

describe('the product page selects a variant by ?variant= (spec §2, §4 selected variant)', () => {
  test.each([
    ['no query: the cheapest available', undefined, '2000713_03'],
    ['a known key, even sold out', '2000713_02', '2000713_02'],
    ['an unknown key falls back to the cheapest available', '9999999_01', '2000713_03'],
    ['a repeated parameter: the first counts', ['2000713_01', '2000713_03'], '2000713_01'],
    ['a blank key falls back', '  ', '2000713_03'],
  ])('%s', (_, query, expected) => {
    const view = productPageView(stroller(), { queryVariant: query, company: 'baby' });
    expect(view.variant?.referenceKey).toBe(expected);
    expect(
      view.variantOptions.filter((option) => option.selected).map((o) => o.referenceKey),
    ).toEqual([expected]);
  });

  test('each option is a link to the page with ?variant=, labelled by what differs (the size)', () => {
    const view = productPageView(stroller(), { company: 'baby' });
    expect(
      view.variantOptions.map(({ label, href, availability }) => ({ label, href, availability })),
    ).toEqual([
      {
        label: '62/68',
        href: '/p/body-fela-blau-2000713/?variant=2000713_01',
        availability: 'buyable',
      },
      {
        label: '74/80',
        href: '/p/body-fela-blau-2000713/?variant=2000713_02',
        availability: 'soldOut',
      },
      {
        label: '86/92',
        href: '/p/body-fela-blau-2000713/?variant=2000713_03',
        availability: 'buyable',
      },
    ]);
  });

  test('one variant: nothing to choose', () => {
    const view = productPageView(stroller({ variants: [aVariant({ id: 9 })] }), {
      company: 'baby',
    });
    expect(view.variantOptions).toEqual([]);
    expect(view.addToCart).toBe('form');
  });
});

describe('the selected variant decides price, delivery, quantity limit and add to cart (spec §4)', () => {
  test.each([
    ['stock 4: at most 4', '2000713_01', 4, 'form', 'delivery.instant'],
    ['stock over the basket call’s 999: 999', '2000713_03', 999, 'form', 'delivery.instant'],
    ['sold out: none, no form', '2000713_02', 0, 'unavailable', 'delivery.sold'],
  ])('%s', (_, key, max, addToCart, delivery) => {
    const view = productPageView(stroller(), { queryVariant: key, company: 'baby' });
    expect(view.variant?.maxQuantity).toBe(max);
    expect(view.variant?.delivery.key).toBe(delivery);
    // The form is for the selected variant: a sold-out one cannot be added, its siblings can.
    expect(view.addToCart).toBe(addToCart);
  });

  test('the price is the selected variant’s, with what the price display needs only', () => {
    const view = productPageView(stroller(), { queryVariant: '2000713_01', company: 'baby' });
    expect(view.price).toEqual({
      withTax: 2999,
      recommendedRetailPrice: null,
      currencyCode: 'EUR',
      reference: null,
    });
  });

  test.each([
    ['every variant sold out', { variants: [aVariant({ bvc: 4 })] }, 'unavailable'],
    [
      'a personalised article without engraving rows',
      {
        attributes: {
          personalisierterArtikel: anAttribute('personalisierterArtikel', { label: '1' }),
        },
      },
      'needsChoice',
    ],
    [
      'a personalised article with engraving rows (the form carries them)',
      {
        attributes: {
          personalisierterArtikel: anAttribute('personalisierterArtikel', { label: '1' }),
        },
        advancedAttributes: advancedAttributes({ gravureHeadline: 'Vorname', gravureLength: 12 }),
      },
      'form',
    ],
    [
      'a set (§2 bundles: sold as one article, as its card adds it)',
      { advancedAttributes: advancedAttributes({ virtuelleBundles: '2000012,2000044' }) },
      'form',
    ],
    ['no variants', { variants: [] }, 'unavailable'],
  ])('%s: add to cart is %s', (_, overrides, expected) => {
    expect(
      productPageView(stroller(overrides as Partial<Product>), { company: 'baby' }).addToCart,
    ).toBe(expected);
  });

  test.each([
    ['no engraving headline', {}, null],
    [
      'gravureHeadline rows and gravureLength',
      {
        advancedAttributes: advancedAttributes({
          gravureHeadline: 'Vorname|Datum',
          gravureLength: '20',
        }),
      },
      {
        rows: [
          { name: 'text1', label: 'Vorname' },
          { name: 'text2', label: 'Datum' },
        ],
        maxLength: 20,
      },
    ],
  ])('§4 product customize, %s: the engraving is %j', (_, overrides, expected) => {
    expect(
      productPageView(stroller(overrides as Partial<Product>), { company: 'baby' }).engraving,
    ).toEqual(expected);
  });

  test.each([
    ['a body (no electrical category)', stroller(), false],
    [
      'a monitor (an electrical category of §9)',
      stroller({
        categories: [
          [{ categoryId: 9, categoryName: 'Monitore', categorySlug: 'bildschirme_und_monitore' }],
        ],
      }),
      true,
    ],
  ])('§9 electrical-equipment-law information for %s: %s', (_, product, expected) => {
    expect(productPageView(product, { company: 'baby' }).electricalEquipment).toBe(expected);
  });

  test('no variants: no variant, no price', () => {
    const view = productPageView(stroller({ variants: [] }), { company: 'vital' });
    expect(view.variant).toBeNull();
    expect(view.price).toBeNull();
  });
});

describe('the page’s title, images, facts, colours and breadcrumb (spec §2, §3)', () => {
  test('the §2 title joins brand, subbrand, name and the selected colour', () => {
    const view = productPageView(stroller({ subbrand: 'Lino' }), { company: 'baby' });
    expect(view.title).toBe('Nido - Lino - Body Fela - Blau');
  });

  test('only valid images (§3), the meta image is the first', () => {
    const view = productPageView(stroller(), { company: 'baby' });
    expect(view.images).toEqual([{ src: '/images/2000713-1.webp' }]);
    expect(view.metaImage).toBe('/images/2000713-1.webp');
  });

  test('facts: the displayed article number (§5) and the selected variant’s values', () => {
    const view = productPageView(stroller(), { queryVariant: '2000713_01', company: 'baby' });
    expect(view.facts).toEqual([
      { key: 'articleNumber', value: '2000713' },
      { key: 'color', value: 'Blau' },
      { key: 'size', value: '62/68' },
    ]);
  });

  test('colour siblings: the page’s own colour first, then each sibling’s page by its seoUrl', () => {
    const view = productPageView(
      stroller({
        siblings: [
          {
            id: 8,
            referenceKey: '2000714',
            images: [{ src: '/images/2000714-1.webp' }],
            advancedAttributes: advancedAttributes({
              farbe: 'Bunt',
              seoUrl: 'body-fela-bunt-2000714',
            }),
            variants: [],
          },
        ],
      }),
      { company: 'baby' },
    );
    expect(view.colorSiblings).toEqual([
      {
        referenceKey: '2000713',
        label: 'Blau',
        href: '/p/body-fela-blau-2000713/',
        image: { src: '/images/2000713-1.webp' },
        current: true,
      },
      {
        referenceKey: '2000714',
        label: 'Bunt',
        href: '/p/body-fela-bunt-2000714/',
        image: { src: '/images/2000714-1.webp' },
        current: false,
      },
    ]);
  });

  test('no siblings: no colour choice', () => {
    expect(productPageView(stroller(), { company: 'baby' }).colorSiblings).toEqual([]);
  });

  test('the breadcrumb is the first category path, root first', () => {
    expect(productPageView(stroller(), { company: 'baby' }).breadcrumbs).toEqual([
      { name: 'Babykleidung', slug: 'babykleidung' },
      { name: 'Bodys', slug: 'bodys' },
    ]);
  });

  test('the view holds no engine rows: no stock, tax or sibling variants', () => {
    const text = JSON.stringify(productPageView(stroller(), { company: 'baby' }));
    expect(text).not.toContain('"stock"');
    expect(text).not.toContain('"tax"');
    expect(text).not.toContain('"logistics"');
  });

  test('odd engine data (missing lists) still gives a page', () => {
    const view = productPageView(
      unsafe<Product>({
        ...stroller(),
        images: undefined,
        siblings: undefined,
        categories: undefined,
      }),
      { company: 'baby' },
    );
    expect(view.images).toEqual([]);
    expect(view.breadcrumbs).toEqual([]);
  });
});

describe('structured data of the product page (issue 15: JSON-LD Product and BreadcrumbList)', () => {
  test('a Product with an Offer for the selected variant and the rating when it shows', () => {
    const view = productPageView(stroller({ averageRating: 4.5, reviewCount: 12 }), {
      queryVariant: '2000713_01',
      company: 'baby',
      description: 'Weich.',
    });
    expect(
      productStructuredData({
        view,
        url: 'https://nido.example/p/x/',
        images: ['https://nido.example/i.webp'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Body Fela',
      brand: { '@type': 'Brand', name: 'Nido' },
      sku: '2000713_01',
      description: 'Weich.',
      image: ['https://nido.example/i.webp'],
      offers: {
        '@type': 'Offer',
        url: 'https://nido.example/p/x/',
        price: '29.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 0,
      },
    });
  });

  test.each([
    ['sold out', '2000713_02', 'https://schema.org/SoldOut'],
    ['buyable', '2000713_03', 'https://schema.org/InStock'],
  ])('the offer of a %s variant', (_, key, availability) => {
    const view = productPageView(stroller(), { queryVariant: key, company: 'baby' });
    const data = productStructuredData({ view, url: 'u', images: [], gtin: '4006381333931' });
    expect(data.offers).toMatchObject({ availability });
    expect(data.gtin).toBe('4006381333931');
    expect(data.aggregateRating).toBeUndefined();
  });

  test('a BreadcrumbList numbers its items from 1', () => {
    expect(
      breadcrumbStructuredData([
        { name: 'A', url: 'https://x/a/' },
        { name: 'B', url: 'https://x/b/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'A', item: 'https://x/a/' },
        { '@type': 'ListItem', position: 2, name: 'B', item: 'https://x/b/' },
      ],
    });
  });
});

describe('the page’s product as the add-to-cart layer and the heart use it (issue 15)', () => {
  test('the selected variant adds directly, its price shows, one image', () => {
    const view = productPageView(stroller(), { queryVariant: '2000713_01', company: 'baby' });
    expect(productPageTile(view)).toMatchObject({
      id: 7,
      name: 'Body Fela',
      href: '/p/body-fela-blau-2000713/',
      // A tile sends what a card shows (issue 13): no "from", a picture the name names by path.
      price: { withTax: 2999 },
      images: ['/images/2000713-1.webp'],
      addToCart: { kind: 'direct', variantId: 71 },
    });
    expect(productPageTile(view)?.price).not.toHaveProperty('hasDifferentPrice');
  });

  test('no variant: no tile', () => {
    expect(
      productPageTile(productPageView(stroller({ variants: [] }), { company: 'baby' })),
    ).toBeNull();
  });
});

describe('scale prices and loyalty points of the selected variant (spec §3, §9)', () => {
  const withScales = (variant: Variant): Variant => ({
    ...variant,
    paybackPointsFactor: 3,
    scalePrices: { scaleAmount1: 10, scalePrice1: 2599, scaleAmount2: 3, scalePrice2: 2799 },
  });
  const product = () =>
    stroller({
      variants: [withScales(sized({ id: 71, referenceKey: '2000713_01', price: 2999 }, '62/68'))],
    });

  test('up to three thresholds, lowest quantity first', () => {
    expect(productPageView(product(), { company: 'baby' }).scalePrices).toEqual([
      { minimumQuantity: 3, price: 2799 },
      { minimumQuantity: 10, price: 2599 },
    ]);
  });

  test.each([
    ['a shop with payback: factor × price / 100, floored', true, 89],
    ['a shop without payback: none', false, null],
  ])('%s', (_, payback, expected) => {
    expect(productPageView(product(), { company: 'baby', payback }).loyaltyPoints).toBe(expected);
  });

  test('no factor: no points', () => {
    expect(
      productPageView(stroller(), { company: 'baby', payback: true }).loyaltyPoints,
    ).toBeNull();
  });
});

describe('the lowest price of the 30 days before a reduction beside it (issue 15: Omnibus, § 11 PAngV)', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const history = (variantId: number) =>
    variantId === 71
      ? [
          { withTax: 3499, validFrom: '2026-06-01T00:00:00Z' },
          { withTax: 3299, validFrom: '2026-10-20T00:00:00Z' },
          { withTax: 3499, validFrom: '2026-10-25T00:00:00Z' },
          { withTax: 2999, validFrom: '2026-11-10T00:00:00Z' },
        ]
      : [{ withTax: 2499, validFrom: '2026-01-01T00:00:00Z' }];

  test('the selected reduced variant carries the lowest price before its reduction', () => {
    const view = productPageView(stroller(), {
      company: 'baby',
      queryVariant: '2000713_01',
      priceHistory: { of: history, now },
    });
    expect(view.lowestPriorPrice).toBe(3299);
  });

  test.each([
    ['a variant whose price was never reduced', '2000713_03', { of: history, now }],
    ['no history given', '2000713_01', undefined],
    [
      'a history that does not end in the variant’s price',
      '2000713_01',
      {
        of: () => [
          { withTax: 3499, validFrom: '2026-01-01T00:00:00Z' },
          { withTax: 2799, validFrom: '2026-11-10T00:00:00Z' },
        ],
        now,
      },
    ],
  ])('none for %s', (_, queryVariant, priceHistory) => {
    const view = productPageView(stroller(), {
      company: 'baby',
      queryVariant,
      ...(priceHistory === undefined ? {} : { priceHistory }),
    });
    expect(view.lowestPriorPrice).toBeNull();
  });
});

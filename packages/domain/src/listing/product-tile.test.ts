import { describe, expect, test } from 'vitest';
import {
  advancedAttributes,
  anAttribute,
  aPrice,
  aProduct,
  aVariant,
} from '../catalog/test-fixtures';
import type { ColorSet, Product } from '../entities';
import { productLink } from '../routing/product-link';
import {
  productTile,
  productTileAddToCartHref,
  productTileAvailability,
  productTileImages,
} from './product-tile';

const colorSets = (count: number): ColorSet[] =>
  Array.from({ length: count }, (_, index) => ({
    productId: index + 1,
    referenceKey: `20000${index + 1}`,
    colors: [{ key: 'blue', label: `Blau ${index + 1}` }],
  }));

describe('a product tile has exactly what a product card shows (spec §2 product card)', () => {
  test('its parts and nothing else: no variants, siblings, tax, stock or logistics', () => {
    const tile = productTile(
      aProduct({
        siblings: [],
        collections: ['x'],
        colorsList: colorSets(2),
        averageRating: 4,
        reviewCount: 3,
      }),
    );
    // Not the reference key either: the card neither shows nor links it (issue 13); nor that it
    // is buyable, as most products are.
    expect(Object.keys(tile).sort()).toEqual(
      [
        'addToCart',
        'badges',
        'brand',
        'colorDots',
        'href',
        'id',
        'images',
        'name',
        'price',
        'rating',
      ].sort(),
    );
    // A card without a recommended retail price, reference or "from" sends none (issue 13).
    expect(Object.keys(tile.price ?? {}).sort()).toEqual(['currencyCode', 'withTax']);
  });

  test('it survives JSON unchanged, as loader data', () => {
    const tile = productTile(
      aProduct({
        images: [{ src: '/images/1-1.webp', alt: 'Vorne' }],
        colorsList: colorSets(3),
        averageRating: 4.5,
        reviewCount: 12,
        isNew: true,
      }),
    );
    expect(JSON.parse(JSON.stringify(tile))).toEqual(tile);
  });

  test('the card of a whole engine product is a fraction of its size', () => {
    const variants = [1, 2, 3].map((id) => aVariant({ id, price: 1999 + id }));
    const product = aProduct({ variants, colorsList: colorSets(4) });
    const tileBytes = JSON.stringify(productTile(product)).length;
    expect(tileBytes).toBeLessThan(JSON.stringify(product).length / 2);
  });
});

describe('link, name and brand (spec §2 product links)', () => {
  test.each([
    { seoUrl: null, expected: '/p/schlafsack-100001/' },
    { seoUrl: 'schlafsack-blau-100001', expected: '/p/schlafsack-blau-100001/' },
    { seoUrl: '/p/schlafsack-100001/', expected: '/p/schlafsack-100001/' },
  ])('seoUrl $seoUrl links to $expected', ({ seoUrl, expected }) => {
    const tile = productTile(aProduct({ seoUrl }));
    expect(tile.href).toBe(expected);
    expect(tile).toMatchObject({ id: 1, name: 'Schlafsack' });
    expect(tile.brand).toBe('Nido');
  });
});

describe('price (spec §4 listing price, §3 price display)', () => {
  test.each([
    {
      name: 'one variant: its price',
      product: aProduct({ variants: [aVariant({ price: 2499 })] }),
      expected: { withTax: 2499 },
    },
    {
      name: 'variants at different prices: the range minimum, read "from"',
      product: aProduct({
        variants: [aVariant({ id: 1, price: 2999 }), aVariant({ id: 2, price: 1999 })],
        priceRange: { min: aPrice(1999), max: aPrice(2999) },
      }),
      expected: { withTax: 1999, hasDifferentPrice: true },
    },
    {
      name: 'no price range, the first variant sold out: "from" the displayed (next) variant',
      product: aProduct({
        variants: [
          aVariant({ id: 1, price: 2499, bvc: 4, stock: 0 }),
          aVariant({ id: 2, price: 1999 }),
        ],
      }),
      expected: { withTax: 1999, hasDifferentPrice: true },
    },
  ])('$name', ({ product, expected }) => {
    expect(productTile(product).price).toEqual({ currencyCode: 'EUR', ...expected });
  });

  test('the recommended retail price and the reference come along for the price display', () => {
    const price = {
      ...aPrice(1999),
      recommendedRetailPrice: 2999,
      reference: { withTax: 999, unit: 'LI', size: 1 },
    };
    const tile = productTile(aProduct({ variants: [{ ...aVariant(), price }] }));
    expect(tile.price).toEqual({
      withTax: 1999,
      recommendedRetailPrice: 2999,
      currencyCode: 'EUR',
      reference: { withTax: 999, unit: 'LI', size: 1 },
    });
  });

  test('no variants and no price range: no price', () => {
    expect(productTile(aProduct({ variants: [], priceRange: null })).price).toBeNull();
  });
});

describe('images (spec §2 image swiper, §3 valid images)', () => {
  test.each([
    { images: [], expected: [] },
    {
      images: [{ src: '/images/1-1.webp', alt: 'Seitenansicht' }],
      expected: [{ src: '/images/1-1.webp', alt: 'Seitenansicht' }],
    },
    {
      // Named by the product (no text, or the product's name): its path alone (issue 13).
      images: [
        { src: '/images/1-1.webp' },
        { src: '/images/1-2.png', alt: '' },
        { src: '/images/1-4.png', alt: 'Schlafsack' },
      ],
      expected: ['/images/1-1.webp', { src: '/images/1-2.png', alt: '' }, '/images/1-4.png'],
    },
    {
      images: [{ src: '/assets/datenblatt.pdf' }, { src: '' }, { src: '/images/1-3.JPG?v=2' }],
      expected: ['/images/1-3.JPG?v=2'],
    },
  ])('$images.length images give $expected.length', ({ images, expected }) => {
    expect(productTile(aProduct({ images })).images).toEqual(expected);
  });

  test('the card reads each picture with its text: its own, else the product name', () => {
    const tile = productTile(
      aProduct({ images: [{ src: '/images/1-1.webp' }, { src: '/images/1-2.png', alt: '' }] }),
    );
    expect(productTileImages(tile)).toEqual([
      { src: '/images/1-1.webp', alt: 'Schlafsack' },
      { src: '/images/1-2.png', alt: '' },
    ]);
  });

  test.each([
    { swiper: undefined, expected: ['/images/1-2.webp', '/images/1-3.webp'] },
    { swiper: true, expected: ['/images/1-2.webp', '/images/1-3.webp'] },
    // A slider's card is swiped as a whole: it shows its first picture and gets no other.
    { swiper: false, expected: ['/images/1-2.webp'] },
  ])('a card with swiper $swiper gets $expected.length images', ({ swiper, expected }) => {
    const product = aProduct({
      images: [
        { src: '/assets/datenblatt.pdf' },
        { src: '/images/1-2.webp' },
        { src: '/images/1-3.webp' },
      ],
    });
    expect(productTile(product, swiper === undefined ? {} : { swiper }).images).toEqual(expected);
  });
});

describe('badges (spec §2: sale percent, promotion, new, bundle, pim-{theme})', () => {
  test.each([
    { name: 'none', product: aProduct(), expected: [] },
    {
      name: 'sale 22 % and new',
      product: aProduct({ variants: [aVariant({ reductions: [0.22] })], isNew: true }),
      expected: [{ key: 'sale', percent: 22 }, { key: 'new' }],
    },
    {
      name: 'a valid promotion with its label, and a PIM theme',
      product: aProduct({
        promotion: {
          id: 'p1',
          key: 'spring',
          isValid: true,
          effect: { type: 'buy_x_get_y' },
          badgeLabel: '3 für 2',
        },
        attributes: { pimBadge: anAttribute('pimBadge', [{ label: 'Öko' }]) },
      }),
      expected: [
        { key: 'promotion', promotionId: 'p1', label: '3 für 2' },
        { key: 'pim-oko', theme: 'oko' },
      ],
    },
    {
      name: 'an invalid promotion shows nothing',
      product: aProduct({
        promotion: { id: 'p1', key: 'x', isValid: false, effect: { type: 'buy_x_get_y' } },
      }),
      expected: [],
    },
  ])('$name', ({ product, expected }) => {
    expect(productTile(product).badges).toEqual(expected);
  });
});

describe('rating (spec §2: only when average and count exist; §9 five stars)', () => {
  test.each([
    { averageRating: 4.6, reviewCount: 128, expected: { average: 4.6, count: 128 } },
    { averageRating: 7, reviewCount: 3, expected: { average: 5, count: 3 } },
    { averageRating: 3.5, reviewCount: 12.9, expected: { average: 3.5, count: 12 } },
    // None shown: none sent (issue 13: a tile sends only what its card shows).
    { averageRating: null, reviewCount: 12, expected: undefined },
    { averageRating: 4, reviewCount: null, expected: undefined },
    { averageRating: 0, reviewCount: 12, expected: undefined },
    { averageRating: 4, reviewCount: 0, expected: undefined },
  ])(
    '$averageRating from $reviewCount reviews: $expected',
    ({ averageRating, reviewCount, expected }) => {
      const tile = productTile(aProduct({ averageRating, reviewCount }));
      expect(tile.rating).toEqual(expected);
      expect('rating' in tile).toBe(expected !== undefined);
    },
  );
});

describe('colour dots (spec §4, §9: at most 5)', () => {
  test.each([
    { sets: 0, dots: null, more: null },
    { sets: 1, dots: null, more: null },
    // All fit: no count of the rest is sent (issue 13: nothing the card does not show).
    { sets: 2, dots: 2, more: null },
    { sets: 5, dots: 5, more: null },
    { sets: 7, dots: 5, more: 2 },
  ])('$sets known colour sets: $dots dots, $more more', ({ sets, dots, more }) => {
    const tile = productTile(aProduct({ colorsList: colorSets(sets) }));
    expect(tile.colorDots?.dots.length ?? null).toBe(dots);
    expect(tile.colorDots?.more ?? null).toBe(more);
  });

  test('a dot is its colours, not the sibling article behind it', () => {
    const sets: ColorSet[] = [
      {
        productId: 2,
        referenceKey: '200002',
        colors: [
          { key: 'green', label: 'Grün' },
          { key: 'multicolour', label: 'Bunt' },
        ],
      },
      ...colorSets(1),
    ];
    expect(productTile(aProduct({ colorsList: sets })).colorDots).toEqual({
      dots: [
        [
          { key: 'green', label: 'Grün' },
          { key: 'multicolour', label: 'Bunt' },
        ],
        [{ key: 'blue', label: 'Blau 1' }],
      ],
    });
  });
});

describe('availability and add to cart (spec §4)', () => {
  const personalised: Partial<Product> = {
    attributes: { personalisierterArtikel: anAttribute('personalisierterArtikel', { label: '1' }) },
    advancedAttributes: advancedAttributes({ gravureHeadline: 'Name', gravureLength: 12 }),
  };
  test.each([
    {
      name: 'one buyable variant: added directly by its id',
      product: aProduct({ variants: [aVariant({ id: 71 })] }),
      availability: 'buyable',
      addToCart: { kind: 'direct', variantId: 71 },
    },
    {
      name: 'several variants: the product page chooses',
      product: aProduct({ variants: [aVariant({ id: 1 }), aVariant({ id: 2 })] }),
      availability: 'buyable',
      addToCart: { kind: 'productPage' },
    },
    {
      name: 'a personalised article: the engraving is entered on its page',
      product: aProduct({ ...personalised, variants: [aVariant({ id: 9 })] }),
      availability: 'buyable',
      addToCart: { kind: 'productPage' },
    },
    {
      name: 'sold out (every variant BVC 4)',
      product: aProduct({ variants: [aVariant({ id: 4, bvc: 4 })] }),
      availability: 'soldOut',
      addToCart: { kind: 'direct', variantId: 4 },
    },
    {
      name: 'not deliverable (BVC 3)',
      product: aProduct({ variants: [aVariant({ id: 3, bvc: 3 }), aVariant({ id: 5, bvc: 4 })] }),
      availability: 'notDeliverable',
      addToCart: { kind: 'productPage' },
    },
    {
      name: 'no variants at all',
      product: aProduct({ variants: [] }),
      availability: 'notDeliverable',
      addToCart: { kind: 'productPage' },
    },
  ])('$name', ({ product, availability, addToCart }) => {
    const tile = productTile(product);
    expect(productTileAvailability(tile)).toBe(availability);
    // Buyable, as most products are, goes without saying (issue 13).
    expect('availability' in tile).toBe(availability !== 'buyable');
    expect(tile.addToCart).toEqual(addToCart);
  });

  test.each([
    { seoUrl: null, expected: '/p/schlafsack-100001/?action=addToCart' },
    { seoUrl: 'mützen-100001', expected: '/p/m%C3%BCtzen-100001/?action=addToCart' },
  ])(
    'the product page chooses at $expected (the product link with action)',
    ({ seoUrl, expected }) => {
      const product = aProduct({ seoUrl });
      expect(productTileAddToCartHref(productTile(product))).toBe(expected);
      expect(productTileAddToCartHref(productTile(product))).toBe(
        productLink(product, { action: 'addToCart' }),
      );
    },
  );
});

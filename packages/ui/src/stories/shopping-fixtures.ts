/**
 * Products, basket items, categories and facets for the shopping stories, shaped as the
 * commerce engine and the content service deliver them (domain entities, §3). Images are
 * the SVG fixtures of `fixtures.ts`; `src` holds the fixture name the builder turns into a URL.
 */
import type {
  AdvancedAttributes,
  Attributes,
  BasketItem,
  Bvc,
  ColorSet,
  Language,
  Price,
  Product,
  ProductImage,
  Variant,
} from '@vitrine/domain';
import type { CategoryNode } from '@vitrine/domain/content-model';
import {
  type ListingFacets,
  type ListingFilters,
  listingFacetsChosen,
  type ProductTile,
  productTile,
} from '@vitrine/domain/listing';
import type { ImageSource } from '../lib/image-source';
import { type FixtureImageName, fixtureImage } from './fixtures';

export type { FixtureImageName };

export function aPrice(withTax: number, options: Partial<Price> = {}): Price {
  const withoutTax = Math.round(withTax / 1.19);
  return {
    currencyCode: 'EUR',
    withTax,
    withoutTax,
    recommendedRetailPrice: null,
    tax: { vat: { amount: withTax - withoutTax, rate: 0.19 } },
    reference: null,
    appliedReductions: [],
    ...options,
  };
}

interface VariantSpec {
  readonly id: number;
  readonly price?: Price;
  readonly bvc?: Bvc;
  readonly stock?: number;
  readonly size?: string;
}

export function aVariant({ id, price, bvc = 1, stock = 12, size }: VariantSpec): Variant {
  return {
    id,
    referenceKey: `${4200000 + id}_01`,
    price: price ?? aPrice(4999),
    stock: { quantity: stock },
    logistics: { bvc, deliveryDaysFrom: 1, deliveryDaysTo: 3, priceReference: null },
    scalePrices: null,
    paybackPointsFactor: null,
    attributes:
      size === undefined
        ? {}
        : { size: { key: 'size', label: 'Größe', multiSelect: false, values: { label: size } } },
  };
}

const flag = (key: string, label: string) => ({
  key,
  label: key,
  multiSelect: false,
  values: { label },
});

const advanced = (values: Readonly<Record<string, string>>): AdvancedAttributes =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      { key, label: key, values: [{ fieldSet: [[{ value }]] }] },
    ]),
  );

const colorSet = (productId: number, ...colors: [string, string][]): ColorSet => ({
  productId,
  referenceKey: `${4200000 + productId}`,
  colors: colors.map(([key, label]) => ({ key, label })),
});

const images = (...names: FixtureImageName[]): ProductImage[] =>
  names.map((name) => ({ src: `${name}.webp`, alt: '' }));

/** Turns a fixture product image (`stroller.webp`) into the stories' image source. */
export const fixtureProductImage = (image: ProductImage): ImageSource =>
  fixtureImage(image.src.replace(/\.[a-z]+$/, '') as FixtureImageName);

interface ProductSpec {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
  readonly variants?: readonly Variant[];
  readonly images?: readonly ProductImage[];
  readonly colorsList?: readonly ColorSet[];
  readonly averageRating?: number | null;
  readonly reviewCount?: number | null;
  readonly isNew?: boolean;
  readonly attributes?: Attributes;
  readonly advancedAttributes?: AdvancedAttributes;
  readonly promotion?: Product['promotion'];
}

export function aProduct(spec: ProductSpec): Product {
  const variants = spec.variants ?? [aVariant({ id: spec.id })];
  const prices = variants.map((variant) => variant.price);
  const sorted = [...prices].sort((a, b) => a.withTax - b.withTax);
  const min = sorted[0];
  const max = sorted.at(-1);
  return {
    id: spec.id,
    referenceKey: `${4200000 + spec.id}`,
    masterKey: `${4200000 + spec.id}`,
    seoUrl: null,
    name: spec.name,
    brand: spec.brand,
    subbrand: null,
    isSale: false,
    categories: [],
    collections: [],
    images: spec.images ?? images('stroller'),
    variants,
    siblings: [],
    priceRange: min !== undefined && max !== undefined ? { min, max } : null,
    colorsList: spec.colorsList ?? [],
    isActive: true,
    isSoldOut: false,
    isNew: spec.isNew ?? false,
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-03-01T08:00:00Z',
    promotion: spec.promotion ?? null,
    averageRating: spec.averageRating ?? null,
    reviewCount: spec.reviewCount ?? null,
    attributes: spec.attributes ?? {},
    advancedAttributes: spec.advancedAttributes ?? {},
  };
}

/** One variant, several images, sale price, rating, four colours: the full card. */
export const strollerProduct = aProduct({
  id: 1,
  name: 'Kombikinderwagen Lumi',
  brand: 'Nido',
  variants: [
    aVariant({
      id: 1,
      price: aPrice(34999, {
        recommendedRetailPrice: 44999,
        appliedReductions: [
          {
            category: 'sale',
            type: 'relative',
            amount: { relative: 0.22, absoluteWithTax: 10000 },
          },
        ],
      }),
    }),
  ],
  images: images('stroller', 'blanket', 'nursery'),
  colorsList: [
    colorSet(1, ['green', 'Salbeigrün']),
    colorSet(2, ['blue', 'Nachtblau']),
    colorSet(3, ['grey', 'Grau']),
    colorSet(4, ['beige', 'Sand']),
  ],
  averageRating: 4.6,
  reviewCount: 128,
  isNew: true,
});

/** Three sizes at different prices: add to cart goes to the product page; the price reads "from". */
export const towelProduct = aProduct({
  id: 5,
  name: 'Kapuzenhandtuch aus Bio-Baumwolle',
  brand: 'Nido Organic',
  variants: [
    aVariant({ id: 51, price: aPrice(1999), size: '75 × 75 cm' }),
    aVariant({ id: 52, price: aPrice(2499), size: '90 × 90 cm' }),
    aVariant({ id: 53, price: aPrice(2999), size: '100 × 100 cm' }),
  ],
  images: images('towel'),
  colorsList: [
    colorSet(5, ['turquoise', 'Mint']),
    colorSet(6, ['pink', 'Rosé']),
    colorSet(7, ['white', 'Weiß']),
    colorSet(8, ['yellow', 'Senf']),
    colorSet(9, ['grey', 'Grau']),
    colorSet(10, ['blue', 'Blau']),
    colorSet(11, ['natural', 'Natur']),
  ],
  averageRating: 4.2,
  reviewCount: 37,
});

/** Sold out: every variant has BVC 4. */
export const soldOutProduct = aProduct({
  id: 12,
  name: 'Trinkflasche Glas 250 ml',
  brand: 'Vitalia',
  variants: [aVariant({ id: 12, price: aPrice(1499), bvc: 4, stock: 0 })],
  images: images('bottle'),
});

/** A personalised article: engraving rows from gravureHeadline, 12 characters each. */
export const engravedProduct = aProduct({
  id: 20,
  name: 'Babydecke Pünktchen mit Namen',
  brand: 'Nido',
  variants: [aVariant({ id: 20, price: aPrice(3999) })],
  images: images('blanket'),
  attributes: { personalisierterArtikel: flag('personalisierterArtikel', '1') },
  advancedAttributes: advanced({ gravureHeadline: 'Vorname|Geburtsdatum', gravureLength: '12' }),
});

/** A medical product (warengruppe 512) that also ships free. */
export const thermometerProduct = aProduct({
  id: 30,
  name: 'Ohrthermometer Infrarot',
  brand: 'Vitalia Care',
  variants: [aVariant({ id: 30, price: aPrice(2999) })],
  images: images('thermometer'),
  attributes: {
    category: {
      key: 'category',
      label: 'Kategorie',
      multiSelect: true,
      values: [{ label: 'Gesundheit' }, { label: 'Fieberthermometer 512' }],
    },
    freeShipping: flag('freeShipping', 'Ja'),
  },
});

/** A lamp and a tea: two more listing rows, one new, one with a unit price. */
export const lampProduct = aProduct({
  id: 40,
  name: 'Leselampe Sonne',
  brand: 'Vitalia Home',
  variants: [aVariant({ id: 40, price: aPrice(5999) })],
  images: images('lamp', 'nursery'),
  averageRating: 3.8,
  reviewCount: 9,
  isNew: true,
});

export const teaProduct = aProduct({
  id: 41,
  name: 'Kräutertee Abendruhe',
  brand: 'Vitalia',
  variants: [
    aVariant({
      id: 41,
      price: aPrice(699, { reference: { withTax: 3495, unit: 'KG', size: 1 } }),
    }),
  ],
  images: images('tea'),
});

/** The products as listings and sliders show them: tiles made by the domain's `productTile()`. */
export const strollerTile = productTile(strollerProduct);
export const towelTile = productTile(towelProduct);
export const soldOutTile = productTile(soldOutProduct);
export const engravedTile = productTile(engravedProduct);
export const thermometerTile = productTile(thermometerProduct);
export const lampTile = productTile(lampProduct);
export const teaTile = productTile(teaProduct);

/**
 * Product and colour names as the French and Dutch shops name them, so stories in those
 * languages show what a French or Dutch shopper reads (the German names are the products' own).
 */
const translations: Readonly<
  Record<
    Exclude<Language, 'de'>,
    {
      readonly names: Readonly<Record<number, string>>;
      readonly colours: Readonly<Record<string, string>>;
    }
  >
> = {
  fr: {
    names: {
      1: 'Poussette combinée Lumi',
      5: 'Cape de bain en coton bio',
      12: 'Gourde en verre 250 ml',
      20: 'Couverture bébé Pois avec prénom',
      30: 'Thermomètre auriculaire infrarouge',
      40: 'Lampe de lecture Soleil',
      41: 'Tisane Douce Soirée',
    },
    colours: {
      Salbeigrün: 'Vert sauge',
      Nachtblau: 'Bleu nuit',
      Grau: 'Gris',
      Sand: 'Sable',
      Mint: 'Menthe',
      Rosé: 'Rose',
      Weiß: 'Blanc',
      Senf: 'Moutarde',
      Blau: 'Bleu',
      Natur: 'Naturel',
    },
  },
  nl: {
    names: {
      1: 'Combikinderwagen Lumi',
      5: 'Badcape van biokatoen',
      12: 'Glazen drinkfles 250 ml',
      20: 'Babydeken Stippel met naam',
      30: 'Oorthermometer infrarood',
      40: 'Leeslamp Zon',
      41: 'Kruidenthee Avondrust',
    },
    colours: {
      Salbeigrün: 'Saliegroen',
      Nachtblau: 'Nachtblauw',
      Grau: 'Grijs',
      Sand: 'Zand',
      Mint: 'Mint',
      Rosé: 'Roze',
      Weiß: 'Wit',
      Senf: 'Mosterd',
      Blau: 'Blauw',
      Natur: 'Naturel',
    },
  },
};

/** A fixture product as the shop of a language names it (its name and colour names). */
export function productIn(language: Language, product: Product): Product {
  if (language === 'de') return product;
  const { names, colours } = translations[language];
  return {
    ...product,
    name: names[product.id] ?? product.name,
    colorsList: product.colorsList.map((set) => ({
      ...set,
      colors: set.colors.map((color) => ({ ...color, label: colours[color.label] ?? color.label })),
    })),
  };
}

/** Tiles of fixture products in a shop language (`productTile()` of the translated product). */
export const tilesIn = (language: Language, products: readonly Product[]): ProductTile[] =>
  products.map((product) => productTile(productIn(language, product)));

/** The products each brand's demo pages recommend: Nido's baby goods, Vitalia's home and care. */
export const brandProducts: Readonly<Record<'baby' | 'vitality', readonly Product[]>> = {
  baby: [strollerProduct, towelProduct, thermometerProduct, soldOutProduct],
  vitality: [lampProduct, thermometerProduct, teaProduct, soldOutProduct],
};

/** A listing page's worth of tiles (every card state once, in a listing's order). */
export const listingTiles: readonly ProductTile[] = [
  strollerTile,
  towelTile,
  lampTile,
  engravedTile,
  thermometerTile,
  teaTile,
  soldOutTile,
];

export function aBasketItem(product: Product, options: Partial<BasketItem> = {}): BasketItem {
  const variant = options.variant ?? product.variants[0] ?? aVariant({ id: product.id });
  const quantity = options.quantity ?? 1;
  return {
    key: `item-${product.id}`,
    quantity,
    availableQuantity: 5,
    variant,
    product,
    price: {
      unit: variant.price,
      total: aPrice(variant.price.withTax * quantity),
      reference: null,
    },
    itemGroup: null,
    customData: {},
    displayData: {},
    promotionId: null,
    promotion: null,
    ...options,
  };
}

/** The root categories as `categoryNodes()` builds them from the layout (§3 Category node). */
export const categoryTree: readonly CategoryNode[] = [
  {
    name: 'Unterwegs',
    link: '/unterwegs/',
    subCategories: [
      {
        navText: 'Kinderwagen',
        navLink: '/unterwegs/kinderwagen/',
        children: [
          { navText: 'Kombikinderwagen', navLink: '/unterwegs/kinderwagen/kombi/', children: [] },
          { navText: 'Buggys', navLink: '/unterwegs/kinderwagen/buggys/', children: [] },
        ],
      },
      { navText: 'Autositze', navLink: '/unterwegs/autositze/', children: [] },
    ],
  },
  {
    name: 'Schlafen',
    link: '/schlafen/',
    subCategories: [
      { navText: 'Babydecken', navLink: '/schlafen/babydecken/', children: [] },
      { navText: 'Schlafsäcke', navLink: '/schlafen/schlafsaecke/', children: [] },
    ],
  },
  { name: 'Baden & Pflegen', link: '/baden-pflegen/', subCategories: [] },
  { name: 'Sale', link: '/sale/', subCategories: [] },
];

/** Listing facets as the catalog returns them for a stroller category (§9: max 4 on desktop). */
export const listingFacets = {
  brand: [
    { value: 'Nido', label: 'Nido', count: 18, selected: false },
    { value: 'Nido Organic', label: 'Nido Organic', count: 7, selected: false },
    { value: 'Vitalia', label: 'Vitalia', count: 0, selected: false },
  ],
  color: [
    { value: 'green', label: 'Grün', count: 6, selected: false },
    { value: 'blue', label: 'Blau', count: 9, selected: false },
    { value: 'grey', label: 'Grau', count: 11, selected: false },
  ],
  size: [],
  price: {
    min: 4999,
    max: 89999,
    currency: 'EUR' as const,
    selected: { min: null, max: null },
  },
  sale: { count: 5, selected: false },
  rating: [
    { minimum: 4, count: 12, selected: false },
    { minimum: 3, count: 20, selected: false },
    { minimum: 2, count: 24, selected: false },
    { minimum: 1, count: 25, selected: false },
  ],
  availability: [
    { value: 'buyable', label: 'availability.buyable', count: 23, selected: false },
    { value: 'soldOut', label: 'availability.soldOut', count: 2, selected: false },
  ],
};

/** What the catalog answers after a change: the facets with the new filters marked. */
export function facetsWith(filters: ListingFilters): ListingFacets {
  return listingFacetsChosen(listingFacets, filters);
}

/** How many articles the listing finds with these filters (the catalog's total, roughly). */
export function resultCountWith(filters: ListingFilters): number {
  const colours = listingFacets.color.filter((option) => filters.color?.includes(option.value));
  const total = colours.length > 0 ? colours.reduce((sum, option) => sum + option.count, 0) : 25;
  return filters.sale === true ? Math.min(total, listingFacets.sale.count) : total;
}

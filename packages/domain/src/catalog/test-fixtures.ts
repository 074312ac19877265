/*
 * Builders for the catalog tests: a valid product, variant and price with only the fields a
 * test cares about overridden. Not exported from the module.
 */
import type {
  AdvancedAttributes,
  AppliedReduction,
  Attribute,
  AttributeValue,
  Bvc,
  Price,
  Product,
  Variant,
} from '../entities';

export function aPrice(withTax: number, relativeReductions: readonly number[] = []): Price {
  return {
    currencyCode: 'EUR',
    withTax,
    withoutTax: Math.round(withTax / 1.19),
    recommendedRetailPrice: null,
    tax: { vat: { amount: withTax - Math.round(withTax / 1.19), rate: 0.19 } },
    reference: null,
    appliedReductions: relativeReductions.map(
      (relative): AppliedReduction => ({
        category: 'sale',
        type: 'relative',
        amount: { relative, absoluteWithTax: Math.round(withTax * relative) },
      }),
    ),
  };
}

export interface VariantSpec {
  readonly id?: number;
  readonly referenceKey?: string;
  readonly bvc?: Bvc;
  readonly from?: number;
  readonly to?: number;
  readonly price?: number;
  readonly reductions?: readonly number[];
  readonly stock?: number;
}

export function aVariant(spec: VariantSpec = {}): Variant {
  const id = spec.id ?? 1;
  return {
    id,
    referenceKey: spec.referenceKey ?? `10000${id}_01`,
    price: aPrice(spec.price ?? 1999, spec.reductions),
    stock: { quantity: spec.stock ?? 10 },
    logistics: {
      bvc: spec.bvc ?? 1,
      deliveryDaysFrom: spec.from ?? 2,
      deliveryDaysTo: spec.to ?? 3,
      priceReference: null,
    },
    scalePrices: null,
    paybackPointsFactor: null,
    attributes: {},
  };
}

/** An attribute whose values are given as labels, or as full values. */
export function anAttribute(
  key: string,
  values: AttributeValue | readonly AttributeValue[],
): Attribute {
  return { key, label: key, multiSelect: Array.isArray(values), values };
}

/** Advanced attributes with one value each, read at `values[0].fieldSet[0][0].value`. */
export function advancedAttributes(
  values: Readonly<Record<string, string | number | null>>,
): AdvancedAttributes {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      { key, label: key, values: [{ fieldSet: [[{ value }]] }] },
    ]),
  );
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    referenceKey: '100001',
    masterKey: '100001',
    seoUrl: null,
    name: 'Schlafsack',
    brand: 'Nido',
    subbrand: null,
    isSale: false,
    categories: [],
    collections: [],
    images: [],
    variants: [aVariant()],
    siblings: [],
    priceRange: null,
    colorsList: [],
    isActive: true,
    isSoldOut: false,
    isNew: false,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    promotion: null,
    averageRating: null,
    reviewCount: null,
    attributes: {},
    advancedAttributes: {},
    ...overrides,
  };
}

/** Casts bad data (what an engine, a URL or a CMS may really send) to the typed shape. */
export function unsafe<T>(value: unknown): T {
  return value as T;
}

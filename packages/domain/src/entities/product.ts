/**
 * Catalog entities as the spec names them (§3). Money is always integer cents.
 * These are the shapes the commerce engine returns and every rule in `domain` reads.
 */
import type { Currency } from '../market/types';

/** One value of a product attribute; labels are what a shopper reads. */
export interface AttributeValue {
  readonly id?: number;
  readonly label: string;
  readonly value?: string;
}

/** Attributes (§3): name, personalisierterArtikel, subbrand, category, bulkyOrLoad, freeShipping, eKTG… */
export interface Attribute {
  readonly key: string;
  readonly label: string;
  readonly multiSelect: boolean;
  readonly values: AttributeValue | readonly AttributeValue[];
}
export type Attributes = Readonly<Record<string, Attribute | undefined>>;

/** An advanced attribute value: groups of field sets; the spec reads the first item of the first set. */
export interface AdvancedAttributeValue {
  readonly fieldSet: ReadonlyArray<ReadonlyArray<{ readonly value?: string | number | null }>>;
}
export interface AdvancedAttribute {
  readonly key: string;
  readonly label: string;
  readonly values: readonly AdvancedAttributeValue[];
}
/** Advanced attributes (§3): vppArticle, virtuelleBundles, farbe, masse, gravureHeadline, gravureLength… */
export type AdvancedAttributes = Readonly<Record<string, AdvancedAttribute | undefined>>;

export interface AppliedReduction {
  readonly category: 'sale' | 'campaign' | 'voucher';
  readonly type: 'relative' | 'absolute';
  readonly amount: {
    /** Fraction of the original price, 0.2 for 20 %. */
    readonly relative: number;
    readonly absoluteWithTax: number;
  };
}

/** Reference (base) price, e.g. 1 l or 1 m² (§3, §9 units LI, QM). */
export interface ReferencePrice {
  readonly withTax: number;
  readonly unit: string;
  readonly size: number;
}

export interface Price {
  readonly currencyCode: Currency;
  readonly withTax: number;
  readonly withoutTax: number;
  readonly recommendedRetailPrice: number | null;
  readonly tax: { readonly vat: { readonly amount: number; readonly rate: number } };
  readonly reference: ReferencePrice | null;
  readonly appliedReductions: readonly AppliedReduction[];
}

/** Scale (quantity) pricing as delivered (§3): up to three thresholds. Prices in cents. */
export interface ScalePriceData {
  readonly scaleAmount1?: number | null;
  readonly scalePrice1?: number | null;
  readonly scaleUnit1?: string | null;
  readonly scaleAmount2?: number | null;
  readonly scalePrice2?: number | null;
  readonly scaleUnit2?: string | null;
  readonly scaleAmount3?: number | null;
  readonly scalePrice3?: number | null;
  readonly scaleUnit3?: string | null;
}

/** Availability code (§4): 1 and 2 buyable, 3 not deliverable, 4 sold out. */
export type Bvc = 1 | 2 | 3 | 4;

export interface Logistics {
  readonly bvc: Bvc;
  readonly deliveryDaysFrom: number;
  readonly deliveryDaysTo: number;
  /** Reference quantity for the unit price, when the article has one. */
  readonly priceReference: string | null;
}

export interface Variant {
  readonly id: number;
  /** `{articleNumber}_{suffix}`; the prefix before the underscore is the article number (§3). */
  readonly referenceKey: string;
  readonly price: Price;
  readonly stock: { readonly quantity: number };
  readonly logistics: Logistics;
  /** KQPRI scale data (§3). */
  readonly scalePrices: ScalePriceData | null;
  /** Payback points factor (§3, §9). */
  readonly paybackPointsFactor: number | null;
  /** Variant-level attributes: size, colour, dimension, roller. */
  readonly attributes: Attributes;
}

export interface ProductImage {
  readonly src: string;
  readonly alt?: string;
}

export interface ProductCategory {
  readonly categoryId: number;
  readonly categoryName: string;
  readonly categorySlug: string;
}

/** One colour of a colour set; `key` is a palette key (§9) or null when unknown. */
export interface ProductColor {
  readonly key: string | null;
  readonly label: string;
}

/** The colours of one sibling article: a set is fully known when every colour has a key. */
export interface ColorSet {
  readonly productId: number;
  readonly referenceKey: string;
  readonly colors: readonly ProductColor[];
}

export interface Sibling {
  readonly id: number;
  readonly referenceKey: string;
  readonly images: readonly ProductImage[];
  readonly advancedAttributes: AdvancedAttributes;
  readonly variants: readonly Variant[];
}

/** Promotion effect types; `buy_x_get_y` is the one the spec names. */
export type PromotionEffectType = 'buy_x_get_y' | 'automatic_discount' | 'free_gift';

export interface Promotion {
  readonly id: string;
  readonly key: string;
  readonly isValid: boolean;
  readonly effect: {
    readonly type: PromotionEffectType;
    readonly additionalData?: Readonly<Record<string, unknown>>;
  };
  /** Badge label shown on cards, when the promotion has one. */
  readonly badgeLabel?: string | null;
}

export interface Product {
  readonly id: number;
  readonly referenceKey: string;
  readonly masterKey: string;
  readonly seoUrl: string | null;
  readonly name: string;
  readonly brand: string;
  readonly subbrand: string | null;
  /** The sale flag (§3). */
  readonly isSale: boolean;
  /** Category paths, root first. */
  readonly categories: ReadonlyArray<readonly ProductCategory[]>;
  readonly collections: readonly string[];
  readonly images: readonly ProductImage[];
  readonly variants: readonly Variant[];
  readonly siblings: readonly Sibling[];
  readonly priceRange: { readonly min: Price; readonly max: Price } | null;
  readonly colorsList: readonly ColorSet[];
  readonly isActive: boolean;
  readonly isSoldOut: boolean;
  readonly isNew: boolean;
  /** ISO 8601 timestamps. */
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly promotion: Promotion | null;
  /** Average rating 0–5 and review count; either may be missing (§2 product card). */
  readonly averageRating: number | null;
  readonly reviewCount: number | null;
  readonly attributes: Attributes;
  readonly advancedAttributes: AdvancedAttributes;
}

/**
 * The demo catalog as rows, one interface per table (camel-cased columns). The generator makes
 * them in memory; `write-catalog` inserts them.
 */
import type { BrandConfiguration, Currency, Language } from '@vitrine/domain';
import type { SpecialKind } from './vocabulary/types';

type Json = Readonly<Record<string, unknown>>;

export interface CategoryRow {
  readonly id: number;
  readonly catalog: BrandConfiguration;
  readonly parentId: number | null;
  readonly depth: number;
  readonly position: number;
  readonly slug: string;
  readonly names: Readonly<Record<Language, string>>;
  readonly warengruppe: string | null;
}

export interface PromotionRow {
  readonly id: string;
  readonly key: string;
  readonly effectType: 'buy_x_get_y' | 'automatic_discount' | 'free_gift';
  readonly additionalData: Json;
  readonly badgeLabels: Readonly<Record<Language, string>>;
  readonly validFrom: string | null;
  readonly validTo: string | null;
  /** The promotion's fine print by language (§2 promotion product disclaimer), if it has one. */
  readonly terms: Readonly<Record<Language, string>> | null;
}

/** A seal (quality or test mark, §2 product seals) with its name and text by language. */
export interface SealRow {
  readonly key: string;
  readonly names: Readonly<Record<Language, string>>;
  readonly texts: Readonly<Record<Language, string>>;
}

/** A seal a product carries, in the page's order. */
export interface ProductSealRow {
  readonly productId: number;
  readonly sealKey: string;
  readonly position: number;
}

/** A size table of the size advisor (attribute groessenberater) by language. */
export interface SizeTableRow {
  readonly key: string;
  readonly columns: Readonly<Record<Language, readonly string[]>>;
  readonly rows: Readonly<Record<Language, ReadonlyArray<readonly string[]>>>;
}

export interface ProductRow {
  readonly id: number;
  readonly catalog: BrandConfiguration;
  readonly referenceKey: string;
  readonly masterKey: string;
  readonly brand: string;
  readonly subbrand: string | null;
  readonly isActive: boolean;
  readonly isNew: boolean;
  readonly isSale: boolean;
  readonly ratingAverage: number | null;
  readonly reviewCount: number | null;
  readonly promotionId: string | null;
  readonly collections: readonly string[];
  readonly colors: ReadonlyArray<{
    readonly key: string | null;
    readonly names: Readonly<Record<Language, string>>;
  }>;
  readonly specialKinds: readonly SpecialKind[];
  readonly relevance: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ProductTextRow {
  readonly productId: number;
  readonly language: Language;
  readonly name: string;
  readonly description: string;
  readonly seoUrl: string | null;
  readonly brandText: string;
  readonly categoryText: string;
  readonly attributeText: string;
  readonly attributes: Json;
  readonly advancedAttributes: Json;
}

export interface VariantRow {
  readonly id: number;
  readonly productId: number;
  readonly referenceKey: string;
  readonly position: number;
  readonly colorKey: string | null;
  readonly size: string | null;
  readonly dimension: string | null;
  readonly roller: string | null;
  readonly bvc: 1 | 2 | 3 | 4;
  readonly deliveryDaysFrom: number;
  readonly deliveryDaysTo: number;
  readonly stockQuantity: number;
  readonly priceReference: string | null;
  readonly paybackPointsFactor: number | null;
  /** Attributes by language. */
  readonly attributes: Json;
}

export interface VariantPriceRow {
  readonly variantId: number;
  readonly shopId: number;
  readonly currency: Currency;
  readonly withTax: number;
  readonly withoutTax: number;
  readonly vatRate: number;
  readonly recommendedRetailPrice: number | null;
  readonly reductionRelative: number | null;
  readonly referenceWithTax: number | null;
  readonly referenceUnit: string | null;
  readonly referenceSize: number | null;
  readonly scalePrices: Json | null;
}

/** A price a variant had in a shop from `validFrom` on (the engine's price history). */
export interface PriceHistoryRow {
  readonly shopId: number;
  readonly variantId: number;
  /** ISO 8601. */
  readonly validFrom: string;
  readonly withTax: number;
}

export interface ProductImageRow {
  readonly key: string;
  readonly productId: number;
  readonly position: number;
  readonly colorKey: string | null;
  readonly source: Json;
}

export interface ProductCategoryRow {
  readonly productId: number;
  readonly categoryId: number;
  readonly position: number;
}

export interface RedirectRow {
  readonly shopId: number | null;
  readonly sourcePath: string;
  readonly target: string;
  readonly statusCode: number;
}

/** A set promotion across separate articles (§2 bundle promotion add), its name by language. */
export interface SetPromotionRow {
  readonly id: string;
  readonly catalog: BrandConfiguration;
  readonly names: Readonly<Record<Language, string>>;
  /** The reduction in per cent of each article's unit price. */
  readonly percent: number;
  readonly position: number;
}

/** An article of a set promotion, in the set's order. */
export interface SetPromotionArticleRow {
  readonly setPromotionId: string;
  readonly productId: number;
  readonly position: number;
}

export interface GeneratedCatalog {
  readonly seed: number;
  readonly categories: readonly CategoryRow[];
  readonly promotions: readonly PromotionRow[];
  readonly products: readonly ProductRow[];
  readonly texts: readonly ProductTextRow[];
  readonly variants: readonly VariantRow[];
  readonly prices: readonly VariantPriceRow[];
  readonly priceHistory: readonly PriceHistoryRow[];
  readonly images: readonly ProductImageRow[];
  readonly productCategories: readonly ProductCategoryRow[];
  readonly redirects: readonly RedirectRow[];
  readonly seals: readonly SealRow[];
  readonly productSeals: readonly ProductSealRow[];
  readonly sizeTables: readonly SizeTableRow[];
  readonly setPromotions: readonly SetPromotionRow[];
  readonly setPromotionArticles: readonly SetPromotionArticleRow[];
}

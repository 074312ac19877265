import type { BrandConfiguration, Language } from '@vitrine/domain';

/** A text in the three shop languages, in the order de, fr, nl. */
export type Names = readonly [de: string, fr: string, nl: string];

export const languageIndex: Readonly<Record<Language, 0 | 1 | 2>> = { de: 0, fr: 1, nl: 2 };

export function inLanguage(names: Names, language: Language): string {
  return names[languageIndex[language]];
}

/** The special kinds of §1–§5 the demo catalog must show in every shop. */
export const specialKinds = [
  'personalised',
  'bulky',
  'vpp',
  'bundle',
  'download',
  'voucher',
  'soldOut',
  'preorder',
  'medical',
  'electrical',
  'sizeAdvisor',
] as const;
export type SpecialKind = (typeof specialKinds)[number];

/** How the variants of a leaf category's products differ. */
export type SizeScheme =
  | 'babyClothing'
  | 'letters'
  | 'babyBed'
  | 'bedding'
  | 'volume'
  | 'area'
  | 'diameter'
  | 'voucherValue'
  | 'none';

export interface LeafSpec {
  readonly slug: string;
  readonly names: Names;
  /** Product type nouns of the leaf. */
  readonly types: readonly Names[];
  /** Gross price range in whole euros. */
  readonly price: readonly [min: number, max: number];
  readonly sizes: SizeScheme;
  /** Prams: variants also differ by wheels (advanced attribute auswahlWalz). */
  readonly roller?: boolean;
  /** Kinds every product of the leaf has. */
  readonly kinds?: readonly SpecialKind[];
  /** Products here may be personalised (engraving or embroidery). */
  readonly engravable?: boolean;
  /** Reduced VAT (books, food supplements, tea). */
  readonly reducedVat?: boolean;
  /** Consumables sold with scale prices. */
  readonly scalePrices?: boolean;
}

export interface SubcategorySpec {
  readonly slug: string;
  readonly names: Names;
  readonly leaves: readonly LeafSpec[];
}

export interface RootCategorySpec {
  readonly slug: string;
  readonly names: Names;
  readonly children: readonly SubcategorySpec[];
}

export interface CatalogSpec {
  readonly catalog: BrandConfiguration;
  readonly roots: readonly RootCategorySpec[];
  readonly brands: readonly string[];
  /** The shop's own brand, e.g. Nido. */
  readonly houseBrand: string;
}

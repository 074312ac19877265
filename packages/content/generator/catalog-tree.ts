// The demo content links to the commerce catalog's categories by their stable slugs; the
// generator and the tests read the catalog's vocabulary directly, so the two cannot drift.
import {
  babyCatalog,
  type CatalogSpec,
  type Names,
  vitalityCatalog,
} from '@vitrine/commerce/demo-catalog';
import type { BrandConfiguration, Language } from '@vitrine/domain';
import type { DemoLocale } from './demo-locales';
import { localise } from './locale-text';

/** A category of the commerce catalog with its names and children. */
export interface CatalogCategory {
  readonly slug: string;
  readonly names: Names;
  readonly level: 1 | 2 | 3;
  readonly children: readonly CatalogCategory[];
  /** Whether the variants of its products come in sizes (the size filter shows). */
  readonly sized: boolean;
}

const catalogs: Readonly<Record<BrandConfiguration, CatalogSpec>> = {
  baby: babyCatalog,
  vitality: vitalityCatalog,
};

/** The root categories of a brand's catalog, three levels deep. */
export function catalogTree(brand: BrandConfiguration): CatalogCategory[] {
  return catalogs[brand].roots.map((root) => {
    const children = root.children.map((child) => {
      const leaves = child.leaves.map(
        (leaf): CatalogCategory => ({
          slug: leaf.slug,
          names: leaf.names,
          level: 3,
          children: [],
          sized: leaf.sizes !== 'none',
        }),
      );
      return {
        slug: child.slug,
        names: child.names,
        level: 2 as const,
        children: leaves,
        sized: leaves.some((leaf) => leaf.sized),
      };
    });
    return {
      slug: root.slug,
      names: root.names,
      level: 1 as const,
      children,
      sized: children.some((child) => child.sized),
    };
  });
}

/** Every category of a brand, roots first, then depth-first. */
export function allCategories(brand: BrandConfiguration): CatalogCategory[] {
  const walk = (category: CatalogCategory): CatalogCategory[] => [
    category,
    ...category.children.flatMap(walk),
  ];
  return catalogTree(brand).flatMap(walk);
}

const languageIndex: Readonly<Record<Language, 0 | 1 | 2>> = { de: 0, fr: 1, nl: 2 };

export function categoryName(category: CatalogCategory, language: Language): string {
  return category.names[languageIndex[language]];
}

/** A category's name as a shop locale writes it (Swiss German without ß). */
export function localCategoryName(category: CatalogCategory, locale: DemoLocale): string {
  return localise(categoryName(category, locale.language), locale);
}

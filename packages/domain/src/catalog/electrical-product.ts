import type { Product } from '../entities';

/** §9: the category slugs of electrical equipment (the electrical-equipment-law notice). */
export const electricalCategorySlugs = [
  'grossgerte',
  'bildschirme_und_monitore',
  'klgerte_informationsu_telekommtechnik',
] as const;

const slugs: ReadonlySet<string> = new Set(electricalCategorySlugs);

/** Whether any category of the product, on any path, is an electrical one (§9). */
export function isElectricalProduct(
  product: Pick<Product, 'categories'> | null | undefined,
): boolean {
  return (product?.categories ?? []).some((path) =>
    (path ?? []).some(
      (category) =>
        typeof category?.categorySlug === 'string' &&
        slugs.has(category.categorySlug.trim().toLowerCase()),
    ),
  );
}

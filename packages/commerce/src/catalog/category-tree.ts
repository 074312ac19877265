import type { Language } from '@vitrine/domain';
import type { CategoryIndex, CategoryRecord } from './category-index';

/** A category as navigation and breadcrumbs show it, in the shop's language. */
export interface CategoryNode {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly depth: number;
  readonly parentId: number | null;
  /** The product-group code of a leaf (§3 warengruppe), or null. */
  readonly warengruppe: string | null;
  readonly children: readonly CategoryNode[];
}

export interface Breadcrumb {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export function categoryNode(
  index: CategoryIndex,
  record: CategoryRecord,
  language: Language,
  depth = Number.POSITIVE_INFINITY,
): CategoryNode {
  return {
    id: record.id,
    slug: record.slug,
    name: index.asProductCategory(record, language).categoryName,
    depth: record.depth,
    parentId: record.parentId,
    warengruppe: record.warengruppe,
    children:
      depth <= 0
        ? []
        : index
            .children(record.catalog, record.id)
            .map((child) => categoryNode(index, child, language, depth - 1)),
  };
}

export function breadcrumbsOf(
  index: CategoryIndex,
  id: number,
  language: Language,
): readonly Breadcrumb[] {
  return index.path(id).map((record) => ({
    id: record.id,
    slug: record.slug,
    name: index.asProductCategory(record, language).categoryName,
  }));
}

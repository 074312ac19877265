import type { BrandConfiguration, Language } from '@vitrine/domain';
import { defaultMedicalWarengruppen } from '@vitrine/domain/catalog';
import type { CategoryRow } from './catalog-rows';
import type { CatalogSpec, LeafSpec, Names } from './vocabulary/types';

/** A leaf category with its path (root first) and the spec its products follow. */
export interface Leaf {
  readonly row: CategoryRow;
  readonly path: readonly CategoryRow[];
  readonly spec: LeafSpec;
}

export interface CategoryTree {
  readonly rows: readonly CategoryRow[];
  readonly leaves: readonly Leaf[];
}

const namesOf = (names: Names): Readonly<Record<Language, string>> => ({
  de: names[0],
  fr: names[1],
  nl: names[2],
});

/** The first id of each catalog's categories. */
const firstCategoryId: Readonly<Record<BrandConfiguration, number>> = {
  baby: 1000,
  vitality: 2000,
};

/** The medical product group (§2 notice); the domain names the demo's code. */
export const medicalWarengruppe = defaultMedicalWarengruppen[0] ?? '512';

/**
 * The category rows of a catalog spec: ids in tree order, a warengruppe code per leaf (the
 * medical group for medical leaves, 300 upwards for the others).
 */
export function categoryTree(spec: CatalogSpec): CategoryTree {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let nextId = firstCategoryId[spec.catalog];
  let nextGroup = spec.catalog === 'baby' ? 300 : 600;
  const add = (
    slug: string,
    names: Names,
    parent: CategoryRow | null,
    position: number,
    warengruppe: string | null,
  ): CategoryRow => {
    const row: CategoryRow = {
      id: nextId,
      catalog: spec.catalog,
      parentId: parent?.id ?? null,
      depth: parent === null ? 1 : parent.depth + 1,
      position,
      slug,
      names: namesOf(names),
      warengruppe,
    };
    nextId += 1;
    rows.push(row);
    return row;
  };
  spec.roots.forEach((root, rootPosition) => {
    const rootRow = add(root.slug, root.names, null, rootPosition, null);
    root.children.forEach((child, childPosition) => {
      const childRow = add(child.slug, child.names, rootRow, childPosition, null);
      child.leaves.forEach((leaf, leafPosition) => {
        let group = medicalWarengruppe;
        if (!leaf.kinds?.includes('medical')) {
          if (String(nextGroup) === medicalWarengruppe) nextGroup += 1;
          group = String(nextGroup);
          nextGroup += 1;
        }
        const leafRow = add(leaf.slug, leaf.names, childRow, leafPosition, group);
        leaves.push({ row: leafRow, path: [rootRow, childRow, leafRow], spec: leaf });
      });
    });
  });
  return { rows, leaves };
}

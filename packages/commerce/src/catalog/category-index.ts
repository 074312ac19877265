import type { BrandConfiguration, Language, ProductCategory } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export interface CategoryRecord {
  readonly id: number;
  readonly catalog: BrandConfiguration;
  readonly parentId: number | null;
  readonly depth: number;
  readonly position: number;
  readonly slug: string;
  readonly names: Readonly<Record<string, string>>;
  readonly warengruppe: string | null;
}

/**
 * All categories in memory: a catalog has about a hundred, read on every listing, product and
 * breadcrumb, and they change only when the catalog is reseeded.
 */
export interface CategoryIndex {
  byId(id: number): CategoryRecord | null;
  bySlug(catalog: BrandConfiguration, slug: string): CategoryRecord | null;
  /** Root first, the category itself last; empty for an unknown id. */
  path(id: number): readonly CategoryRecord[];
  children(catalog: BrandConfiguration, parentId: number | null): readonly CategoryRecord[];
  all(catalog: BrandConfiguration): readonly CategoryRecord[];
  asProductCategory(record: CategoryRecord, language: Language): ProductCategory;
}

export async function loadCategoryIndex(database: Pick<Database, 'rows'>): Promise<CategoryIndex> {
  const rows = await database.rows<{
    id: number;
    catalog: BrandConfiguration;
    parent_id: number | null;
    depth: number;
    position: number;
    slug: string;
    names: Record<string, string>;
    warengruppe: string | null;
  }>(
    sql`SELECT id, catalog, parent_id, depth, position, slug, names, warengruppe FROM categories ORDER BY depth, position, id`,
  );
  const records: CategoryRecord[] = rows.map((row) => ({
    id: row.id,
    catalog: row.catalog,
    parentId: row.parent_id,
    depth: row.depth,
    position: row.position,
    slug: row.slug,
    names: row.names,
    warengruppe: row.warengruppe,
  }));
  const byId = new Map(records.map((record) => [record.id, record]));
  const bySlug = new Map(records.map((record) => [`${record.catalog}:${record.slug}`, record]));
  const path = (id: number): CategoryRecord[] => {
    const trail: CategoryRecord[] = [];
    let current = byId.get(id);
    // The depth bound guards against a cycle in hand-edited data.
    while (current !== undefined && trail.length < 10) {
      trail.unshift(current);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    return trail;
  };
  return {
    byId: (id) => byId.get(id) ?? null,
    bySlug: (catalog, slug) => bySlug.get(`${catalog}:${slug}`) ?? null,
    path,
    children: (catalog, parentId) =>
      records.filter((record) => record.catalog === catalog && record.parentId === parentId),
    all: (catalog) => records.filter((record) => record.catalog === catalog),
    asProductCategory: (record, language) => ({
      categoryId: record.id,
      categoryName: record.names[language] ?? record.names.de ?? record.slug,
      categorySlug: record.slug,
    }),
  };
}

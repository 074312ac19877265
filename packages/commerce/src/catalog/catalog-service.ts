import type { Product, ProductAlternateSource, Variant } from '@vitrine/domain';
import { articleNumber } from '@vitrine/domain/catalog';
import type { SetPromotionRule } from '@vitrine/domain/checkout';
import { isEan } from '@vitrine/domain/search';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { resolveShopContext, type ShopContext } from '../shop-context';
import {
  fromZodError,
  isStorableText,
  type ValidationFailure,
  validationFailure,
} from '../validation';
import type { CategoryIndex } from './category-index';
import { categoryKey } from './category-key';
import { type Breadcrumb, breadcrumbsOf, type CategoryNode, categoryNode } from './category-tree';
import { facetedQuery } from './faceted-query';
import { facetsOf } from './facets';
import { listingInputSchema } from './listing-input';
import { listingColumns, listingPricedInShop } from './listing-sql';
import type { MapContext } from './map-product';
import { loadProductPageInfo, type ProductPageInfo } from './product-info';
import { type LoadOptions, loadProductsByIds, loadProductTilesByIds } from './product-loader';
import { isPageOutOfRange, type ProductPage, paginationOf } from './product-page';
import { loadSetPromotions } from './set-promotions';

export interface ListingPage extends ProductPage {
  readonly category: CategoryNode;
  readonly breadcrumbs: readonly Breadcrumb[];
}

export interface CatalogService {
  /** A product of the shop by id; null when unknown, inactive or not sold in the shop. */
  productById(context: ShopContext, id: number, options?: LoadOptions): Promise<Product | null>;
  /** Products by id in the given order; unknown ones are left out. */
  productsByIds(context: ShopContext, ids: readonly number[]): Promise<Product[]>;
  /** A product by its reference key, or by a variant's reference key (`1234567_02`). */
  productByReferenceKey(context: ShopContext, referenceKey: string): Promise<Product | null>;
  /** A product by the product number of `/p/{pdp}/` (§2), with or without a variant suffix. */
  productByNumber(context: ShopContext, productNumber: string): Promise<Product | null>;
  /**
   * What the product page adds to the product: its description in the shop's language, the
   * product's link texts in every language with the shops that price it (the page's hreflang
   * alternates), and its variants' GTINs (the structured data). Null for an unknown product.
   */
  productPageTexts(context: ShopContext, productId: number): Promise<ProductPageTexts | null>;
  /**
   * What the product page's info dialogs show, in the shop's language: the product's seals, its
   * promotion's fine print and the size table `sizeTableKey` names (the product's
   * `groessenberater` attribute). Empty for an unknown product.
   */
  productPageInfo(
    context: ShopContext,
    productId: number,
    sizeTableKey: string | null,
  ): Promise<ProductPageInfo>;
  /**
   * The set promotions (§2 bundle promotion add) holding any of the products, each with all of
   * its articles and its name in the shop's language. The basket prices its lines with them
   * (domain `setPromotionReductions`); the product page offers the set's other articles.
   */
  setPromotions(context: ShopContext, productIds: readonly number[]): Promise<SetPromotionRule[]>;
  /**
   * Every active product the shop sells (prices a variant of), ordered by id, with its link
   * texts in every language and the shops that price it: the shop's sitemap with each
   * product's hreflang alternates, from one query however large the catalog.
   */
  sitemapProducts(context: ShopContext): Promise<ProductAlternateSource[]>;
  variants(context: ShopContext, productId: number): Promise<readonly Variant[] | null>;
  variantByReferenceKey(
    context: ShopContext,
    referenceKey: string,
  ): Promise<{ readonly product: Product; readonly variant: Variant } | null>;
  /**
   * The variant a GTIN (EAN-13 or EAN-8, as printed on its package) names, with its product;
   * null for an unknown or malformed code, or a product the shop does not sell.
   */
  variantByGtin(
    context: ShopContext,
    gtin: string,
  ): Promise<{ readonly product: Product; readonly variant: Variant } | null>;
  /** The sibling articles (other colours or sizes) as full products; null for an unknown product. */
  siblings(context: ShopContext, productId: number): Promise<Product[] | null>;
  /** A category listing with facets, sort and pagination; null for an unknown category. */
  listing(context: ShopContext, input: unknown): Promise<ListingPage | ValidationFailure | null>;
  /** The shop's category tree, roots first, three levels. */
  categories(context: ShopContext): readonly CategoryNode[];
  category(context: ShopContext, idOrSlug: number | string): CategoryNode | null;
  /** Root first, the category last; null for an unknown category. */
  breadcrumbs(context: ShopContext, categoryId: number): readonly Breadcrumb[] | null;
}

/** The product's texts the product page needs besides the product (see `productPageTexts`). */
export interface ProductPageTexts {
  readonly description: string;
  /** Per language: the product's name and SEO slug there, for its link (`productLink`). */
  readonly links: ReadonlyArray<{
    readonly language: string;
    readonly name: string;
    readonly seoUrl: string | null;
  }>;
  /** The shops (ids) that price one of its variants: the product is sold there. */
  readonly shopIds: readonly number[];
  /** Each variant's GTIN where it has one (an EAN-13 before an EAN-8), by variant id. */
  readonly gtins: ReadonlyMap<number, string>;
}

export interface CatalogDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly categories: () => CategoryIndex;
  readonly imageSrc: (key: string) => string;
}

const maxReferenceKeyLength = 64;

export function createCatalogService(dependencies: CatalogDependencies): CatalogService {
  const { database } = dependencies;
  const mapContextOf = (language: ShopContext['language']): MapContext => ({
    language,
    categories: dependencies.categories(),
    imageSrc: dependencies.imageSrc,
  });

  const productByKey = async (context: ShopContext, key: string): Promise<Product | null> => {
    const resolved = resolveShopContext(context);
    const trimmed = typeof key === 'string' ? key.trim() : '';
    if (trimmed === '' || trimmed.length > maxReferenceKeyLength || !isStorableText(trimmed)) {
      return null;
    }
    const [row] = await database.rows<{ id: number }>(
      sql`SELECT id FROM products WHERE reference_key = ${trimmed}`,
    );
    if (row === undefined) return null;
    const [product] = await loadProductsByIds(database, resolved, mapContextOf(resolved.language), [
      row.id,
    ]);
    return product ?? null;
  };

  const categoryIn = (context: ShopContext, idOrSlug: number | string) => {
    const resolved = resolveShopContext(context);
    const index = dependencies.categories();
    const record =
      typeof idOrSlug === 'number'
        ? index.byId(idOrSlug)
        : index.bySlug(resolved.catalog, idOrSlug);
    return record !== null && record.catalog === resolved.catalog
      ? { record, index, resolved }
      : null;
  };

  const service: CatalogService = {
    async productById(context, id, options) {
      const resolved = resolveShopContext(context);
      const [product] = await loadProductsByIds(
        database,
        resolved,
        mapContextOf(resolved.language),
        [id],
        options,
      );
      return product ?? null;
    },
    async productsByIds(context, ids) {
      const resolved = resolveShopContext(context);
      return loadProductsByIds(database, resolved, mapContextOf(resolved.language), ids);
    },
    async productByReferenceKey(context, referenceKey) {
      return (
        (await productByKey(context, referenceKey)) ??
        (await service.variantByReferenceKey(context, referenceKey))?.product ??
        null
      );
    },
    productByNumber: (context, productNumber) =>
      productByKey(context, articleNumber(productNumber)),
    async productPageTexts(context, productId) {
      const resolved = resolveShopContext(context);
      if (!Number.isSafeInteger(productId) || productId < 1 || productId > 2_147_483_647) {
        return null;
      }
      const [texts, shops, gtins] = await Promise.all([
        database.rows<{
          language: string;
          name: string;
          seo_url: string | null;
          description: string;
        }>(
          sql`SELECT language, name, seo_url, description FROM product_texts
            WHERE product_id = ${productId} ORDER BY language`,
        ),
        database.rows<{ shop_id: number }>(
          sql`SELECT DISTINCT p.shop_id FROM variant_prices p JOIN variants v ON v.id = p.variant_id
            WHERE v.product_id = ${productId} ORDER BY p.shop_id`,
        ),
        database.rows<{ variant_id: number; gtin: string }>(
          sql`SELECT DISTINCT ON (g.variant_id) g.variant_id, g.gtin
            FROM variant_gtins g JOIN variants v ON v.id = g.variant_id
            WHERE v.product_id = ${productId}
            ORDER BY g.variant_id, length(g.gtin) DESC, g.gtin`,
        ),
      ]);
      const own = texts.find((row) => row.language === resolved.language);
      if (own === undefined) return null;
      return {
        description: own.description,
        links: texts.map((row) => ({
          language: row.language,
          name: row.name,
          seoUrl: row.seo_url,
        })),
        shopIds: shops.map((row) => row.shop_id),
        gtins: new Map(gtins.map((row) => [row.variant_id, row.gtin])),
      };
    },
    async productPageInfo(context, productId, sizeTableKey) {
      const resolved = resolveShopContext(context);
      if (!Number.isSafeInteger(productId) || productId < 1 || productId > 2_147_483_647) {
        return { seals: [], promotionTerms: null, sizeTable: null };
      }
      return loadProductPageInfo(database, resolved.language, productId, sizeTableKey);
    },
    async setPromotions(context, productIds) {
      const resolved = resolveShopContext(context);
      return loadSetPromotions(database, resolved.catalog, resolved.language, productIds);
    },
    async sitemapProducts(context) {
      const resolved = resolveShopContext(context);
      const rows = await database.rows<{
        reference_key: string;
        links: ProductAlternateSource['links'];
        shop_ids: number[];
      }>(
        sql`SELECT p.reference_key,
            (SELECT json_agg(json_build_object('language', t.language, 'name', t.name,
                'seoUrl', t.seo_url) ORDER BY t.language)
              FROM product_texts t WHERE t.product_id = p.id) AS links,
            s.shop_ids
          FROM products p
          JOIN (SELECT v.product_id, array_agg(DISTINCT vp.shop_id ORDER BY vp.shop_id) AS shop_ids
              FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
              GROUP BY v.product_id) s ON s.product_id = p.id
          WHERE p.catalog = ${resolved.catalog} AND p.is_active
            AND ${resolved.shopId} = ANY(s.shop_ids)
          ORDER BY p.id`,
      );
      return rows.map((row) => ({
        referenceKey: row.reference_key,
        links: row.links ?? [],
        shopIds: row.shop_ids,
      }));
    },
    async variants(context, productId) {
      return (await service.productById(context, productId))?.variants ?? null;
    },
    async variantByGtin(context, gtin) {
      if (typeof gtin !== 'string' || !isEan(gtin)) return null;
      const [row] = await database.rows<{ reference_key: string }>(sql`
        SELECT v.reference_key FROM variant_gtins g JOIN variants v ON v.id = g.variant_id
        WHERE g.gtin = ${gtin}`);
      return row === undefined ? null : service.variantByReferenceKey(context, row.reference_key);
    },
    async variantByReferenceKey(context, referenceKey) {
      const key = typeof referenceKey === 'string' ? referenceKey.trim() : '';
      if (key === '' || key.length > maxReferenceKeyLength || !isStorableText(key)) return null;
      const product = await productByKey(context, articleNumber(key));
      const variant = product?.variants.find((candidate) => candidate.referenceKey === key);
      return product && variant ? { product, variant } : null;
    },
    async siblings(context, productId) {
      const product = await service.productById(context, productId);
      if (product === null) return null;
      return service.productsByIds(
        context,
        product.siblings.map((sibling) => sibling.id),
      );
    },
    async listing(context, input) {
      const parsed = listingInputSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const found = categoryIn(context, parsed.data.categoryId);
      if (found === null) return null;
      const { record, index, resolved } = found;
      const { filters, sort, page, perPage } = parsed.data;
      // The category key names the language, and the category its catalog: no catalog or
      // language condition, which would only make the planner AND a bitmap of the whole
      // catalog in that language with the category's.
      const base = sql`
        SELECT ${listingColumns(resolved)}, 0::real AS rank,
          ${sort === 'name' ? sql`l.sort_name` : sql`NULL::text AS sort_name`}
        FROM product_listings l
        WHERE l.category_keys @> ARRAY[${categoryKey(resolved.language, record.id)}::int]
          AND ${listingPricedInShop(resolved)}`;
      const result = await facetedQuery(database, { base, filters, sort, page, perPage });
      const pagination = paginationOf(page, perPage, result.total);
      if (isPageOutOfRange(pagination)) {
        return validationFailure([{ field: 'page', key: 'listing.pageOutOfRange' }]);
      }
      const products = await loadProductTilesByIds(
        database,
        resolved,
        mapContextOf(resolved.language),
        result.ids,
      );
      return {
        kind: 'ok',
        products,
        facets: facetsOf(result, filters, resolved.language, resolved.currency),
        pagination,
        sort,
        filters,
        category: categoryNode(index, record, resolved.language, 1),
        breadcrumbs: breadcrumbsOf(index, record.id, resolved.language),
      };
    },
    categories(context) {
      const resolved = resolveShopContext(context);
      const index = dependencies.categories();
      return index
        .children(resolved.catalog, null)
        .map((root) => categoryNode(index, root, resolved.language));
    },
    category(context, idOrSlug) {
      const found = categoryIn(context, idOrSlug);
      return found === null
        ? null
        : categoryNode(found.index, found.record, found.resolved.language, 1);
    },
    breadcrumbs(context, categoryId) {
      const found = categoryIn(context, categoryId);
      return found === null
        ? null
        : breadcrumbsOf(found.index, found.record.id, found.resolved.language);
    },
  };
  return service;
}

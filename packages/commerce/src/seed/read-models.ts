import { categoryKeyFactor } from '../catalog/category-key';
import type { Database } from '../db/database';

type Tx = Pick<Database, 'exec'>;

/**
 * Rebuilds `product_listings` from the normalised tables: one row per active product and shop
 * that prices it, with all its categories and their ancestors, colours, sizes, price range,
 * sale, rating and availability (§4: buyable when any variant has BVC 1 or 2, sold out when all
 * have 4, otherwise not deliverable — as the domain's `productAvailability`).
 */
export async function rebuildListings(tx: Tx): Promise<void> {
  await tx.exec(`
    DELETE FROM product_listings;
    WITH RECURSIVE ancestry(category_id, ancestor_id) AS (
      SELECT id, id FROM categories
      UNION ALL
      SELECT ancestry.category_id, categories.parent_id
      FROM ancestry JOIN categories ON categories.id = ancestry.ancestor_id
      WHERE categories.parent_id IS NOT NULL
    ),
    product_category_ids AS (
      SELECT pc.product_id, array_agg(DISTINCT ancestry.ancestor_id ORDER BY ancestry.ancestor_id) AS category_ids
      FROM product_categories pc JOIN ancestry ON ancestry.category_id = pc.category_id
      GROUP BY pc.product_id
    )
    INSERT INTO product_listings (shop_id, product_id, category_ids, category_keys, brand, color_keys, sizes,
      price_min, price_max, sale_percent, is_sale, rating, availability, is_new, relevance, created_at)
    SELECT vp.shop_id, p.id,
      coalesce(pci.category_ids, '{}'),
      coalesce(ARRAY(SELECT vp.shop_id * ${categoryKeyFactor} + id FROM unnest(pci.category_ids) AS id), '{}'),
      p.brand,
      coalesce((SELECT array_agg(DISTINCT color ->> 'key') FROM jsonb_array_elements(p.colors) color
        WHERE color ->> 'key' IS NOT NULL), '{}'),
      coalesce(array_agg(DISTINCT coalesce(v.size, v.dimension))
        FILTER (WHERE coalesce(v.size, v.dimension) IS NOT NULL), '{}'),
      min(vp.with_tax), max(vp.with_tax),
      coalesce(round(max(vp.reduction_relative) * 100), 0)::smallint,
      p.is_sale,
      p.rating_average,
      CASE WHEN bool_or(v.bvc IN (1, 2)) THEN 'buyable'
           WHEN bool_and(v.bvc = 4) THEN 'soldOut'
           ELSE 'notDeliverable' END,
      p.is_new, p.relevance, p.created_at
    FROM products p
    JOIN variants v ON v.product_id = p.id
    JOIN variant_prices vp ON vp.variant_id = v.id
    LEFT JOIN product_category_ids pci ON pci.product_id = p.id
    WHERE p.is_active
    GROUP BY vp.shop_id, p.id, pci.category_ids
    -- Stored by shop and root category (a product's smallest category id is its root), so a
    -- category page reads a few adjacent pages instead of one page per product.
    ORDER BY vp.shop_id, (pci.category_ids)[1], p.id;
  `);
}

/**
 * Rebuilds the search vocabulary: the words of the active products' names, brands and
 * categories per language, unaccented and lower-cased, with how many texts use them. Typo
 * correction (pg_trgm) and type-ahead completion read it.
 */
export async function rebuildSearchWords(tx: Tx): Promise<void> {
  await tx.exec(`
    DELETE FROM search_words;
    INSERT INTO search_words (language, catalog, word, frequency)
    SELECT language, catalog, word, count(*)::int FROM (
      SELECT t.language, p.catalog,
        regexp_split_to_table(
          lower(commerce_unaccent(t.name || ' ' || t.brand_text || ' ' || t.category_text)),
          '[^a-z0-9]+') AS word
      FROM product_texts t JOIN products p ON p.id = t.product_id
      WHERE p.is_active
    ) words
    WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
    GROUP BY language, catalog, word;
  `);
}

/**
 * Rebuilds the type-ahead index: every word (two characters or more) of an active product's
 * name and brand, once per model (master key) with the model's most relevant article.
 */
export async function rebuildSuggestionEntries(tx: Tx): Promise<void> {
  await tx.exec(`
    DELETE FROM suggestion_entries;
    INSERT INTO suggestion_entries (language, catalog, word, product_id, relevance)
    SELECT DISTINCT ON (language, catalog, word, master_key) language, catalog, word, product_id, relevance
    FROM (
      SELECT t.language, p.catalog, p.master_key, p.id AS product_id, p.relevance,
        regexp_split_to_table(lower(commerce_unaccent(t.name || ' ' || t.brand_text)), '[^a-z0-9]+') AS word
      FROM product_texts t JOIN products p ON p.id = t.product_id
      WHERE p.is_active
    ) words
    WHERE length(word) >= 2
    ORDER BY language, catalog, word, master_key, relevance DESC, product_id;
  `);
}

import { shops } from '@vitrine/domain';
import { categoryKeyFactor, languageNumbers } from '../catalog/category-key';
import type { Database } from '../db/database';

type Tx = Pick<Database, 'exec'>;

/**
 * Rebuilds `product_listings` from the normalised tables: one row per active product and
 * language it has texts in, with all its categories and their ancestors, colours, sizes, sale,
 * rating, availability (§4: buyable when any variant has BVC 1 or 2, sold out when all have 4,
 * otherwise not deliverable — as the domain's `productAvailability`), its search vector, and its
 * lowest price in every shop slot. Rows are stored by catalog, language and root category, so
 * a category page reads adjacent pages.
 */
export async function rebuildListings(tx: Tx): Promise<void> {
  const slots = shops.map((shop, index) => `(${shop.id}, ${index + 1})`).join(', ');
  const languageNumber = Object.entries(languageNumbers)
    .map(([language, number]) => `WHEN '${language}' THEN ${number}`)
    .join(' ');
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
    ),
    variant_facts AS (
      SELECT v.product_id,
        coalesce(array_agg(DISTINCT coalesce(v.size, v.dimension))
          FILTER (WHERE coalesce(v.size, v.dimension) IS NOT NULL), '{}') AS sizes,
        CASE WHEN bool_or(v.bvc IN (1, 2)) THEN 'buyable'
             WHEN bool_and(v.bvc = 4) THEN 'soldOut'
             ELSE 'notDeliverable' END AS availability
      FROM variants v GROUP BY v.product_id
    ),
    slots(shop_id, slot) AS (VALUES ${slots}),
    shop_minimums AS (
      SELECT v.product_id, vp.shop_id, min(vp.with_tax) AS price,
        coalesce(round(max(vp.reduction_relative) * 100), 0) AS sale_percent
      FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
      GROUP BY v.product_id, vp.shop_id
    ),
    prices AS (
      SELECT p.id AS product_id, array_agg(m.price ORDER BY s.slot) AS shop_prices,
        coalesce(max(m.sale_percent), 0)::smallint AS sale_percent, count(m.price) AS shops
      FROM products p CROSS JOIN slots s
      LEFT JOIN shop_minimums m ON m.product_id = p.id AND m.shop_id = s.shop_id
      WHERE p.is_active
      GROUP BY p.id
    )
    INSERT INTO product_listings (catalog, language, product_id, category_ids, category_keys,
      brand, color_keys, sizes, shop_prices, sale_percent, is_sale, rating, availability, is_new,
      relevance, created_at, search_vector, sort_name)
    SELECT p.catalog, t.language, p.id,
      coalesce(pci.category_ids, '{}'),
      coalesce(ARRAY(SELECT (CASE t.language ${languageNumber} END) * ${categoryKeyFactor} + id
        FROM unnest(pci.category_ids) AS id), '{}'),
      p.brand,
      coalesce((SELECT array_agg(DISTINCT color ->> 'key') FROM jsonb_array_elements(p.colors) color
        WHERE color ->> 'key' IS NOT NULL), '{}'),
      vf.sizes, pr.shop_prices, pr.sale_percent, p.is_sale, p.rating_average, vf.availability,
      p.is_new, p.relevance, p.created_at, t.search_vector, t.sort_name
    FROM products p
    JOIN product_texts t ON t.product_id = p.id
    JOIN variant_facts vf ON vf.product_id = p.id
    JOIN prices pr ON pr.product_id = p.id AND pr.shops > 0
    LEFT JOIN product_category_ids pci ON pci.product_id = p.id
    WHERE p.is_active
    ORDER BY p.catalog, t.language, (pci.category_ids)[1], p.id;
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

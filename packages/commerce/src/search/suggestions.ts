import type { Currency } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { CategoryIndex } from '../catalog/category-index';
import { listingInShop, listingPrice } from '../catalog/listing-sql';
import type { Database } from '../db/database';
import type { ResolvedShopContext } from '../shop-context';
import { foldAccents, searchTokens } from './query-text';
import { nameMatchBonus, prefixTsquery } from './tsquery';

export interface ProductSuggestion {
  readonly id: number;
  readonly referenceKey: string;
  readonly name: string;
  readonly brand: string;
  readonly seoUrl: string | null;
  /** The first image's `src`, or null. */
  readonly image: string | null;
  /** The lowest price in the shop, with tax, in cents. */
  readonly price: { readonly withTax: number; readonly currency: Currency };
}

export interface CategorySuggestion {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** Names of the ancestors, root first. */
  readonly path: readonly string[];
}

export interface BrandSuggestion {
  readonly name: string;
  /** Products of the brand in the shop. */
  readonly count: number;
}

export interface Suggestions {
  readonly query: string;
  /** Completions of the query's last word, most used first. */
  readonly terms: readonly string[];
  readonly products: readonly ProductSuggestion[];
  readonly categories: readonly CategorySuggestion[];
  readonly brands: readonly BrandSuggestion[];
}

export interface SuggesterDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly categories: () => CategoryIndex;
  readonly imageSrc: (key: string) => string;
}

/** Type-ahead starts at two characters; products need three, as two letters match too much. */
const minimumLength = 2;
const minimumProductLength = 3;
const limits = { terms: 5, products: 6, categories: 5, brands: 5 } as const;
/** Index entries read per suggestion: enough for six products after the shop and word checks. */
const candidateLimit = 80;

function emptySuggestions(query: string): Suggestions {
  return { query, terms: [], products: [], categories: [], brands: [] };
}

/** Whether every token starts a word of the text (both folded). */
function matchesAllTokens(text: string, tokens: readonly string[]): boolean {
  const words = foldAccents(text).split(/[^\p{L}\p{N}]+/u);
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
}

export function createSuggester(dependencies: SuggesterDependencies) {
  const { database } = dependencies;
  // Brands per shop change only with the catalog; the index object identifies a catalog load.
  let brandCache: { index: CategoryIndex; byShop: Map<string, BrandSuggestion[]> } | null = null;

  async function brandsOf(context: ResolvedShopContext): Promise<BrandSuggestion[]> {
    const shopKey = `${context.shopId}:${context.language}`;
    const index = dependencies.categories();
    if (brandCache === null || brandCache.index !== index) {
      brandCache = { index, byShop: new Map() };
    }
    const cached = brandCache.byShop.get(shopKey);
    if (cached) return cached;
    const rows = await database.rows<{ brand: string; count: number }>(sql`
      SELECT l.brand, count(*)::int AS count FROM product_listings l
      WHERE ${listingInShop(context)} GROUP BY l.brand ORDER BY count DESC, l.brand`);
    const brands = rows.map((row) => ({ name: row.brand, count: row.count }));
    brandCache.byShop.set(shopKey, brands);
    return brands;
  }

  type SuggestionRow = {
    id: number;
    reference_key: string;
    name: string;
    brand: string;
    seo_url: string | null;
    price_min: number;
    image_key: string | null;
  };

  /** The columns of a product suggestion, for products `p` with texts `t` and listing `l`. */
  const suggestionColumns = (context: ResolvedShopContext) =>
    sql`p.id, p.reference_key, t.name, p.brand, t.seo_url, ${listingPrice(context)} AS price_min,
      (SELECT i.key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image_key`;

  /**
   * One word: the type-ahead index, the most relevant models with a name or brand word starting
   * with it (whole words first).
   */
  function oneWordRows(context: ResolvedShopContext, token: string): Promise<SuggestionRow[]> {
    const word = token.replace(/[\\%_]/g, '');
    return database.rows<SuggestionRow>(sql`
      WITH candidates AS (
        SELECT product_id, relevance, word = ${word} AS whole_word FROM suggestion_entries
        WHERE language = ${context.language} AND catalog = ${context.catalog}
          AND word LIKE ${`${word}%`}
        ORDER BY relevance DESC, product_id LIMIT ${candidateLimit}
      )
      SELECT ${suggestionColumns(context)}
      FROM (SELECT product_id, bool_or(whole_word) AS whole_word, max(relevance) AS relevance
            FROM candidates GROUP BY product_id) c
      JOIN products p ON p.id = c.product_id
      JOIN product_texts t ON t.product_id = p.id AND t.language = ${context.language}
      JOIN product_listings l ON l.product_id = p.id AND ${listingInShop(context)}
      ORDER BY c.whole_word DESC, c.relevance DESC, p.id
      LIMIT ${limits.products}`);
  }

  /**
   * Several words ("kinderwagen bl", "nido schlafs"): every word starts a word of the product's
   * name, brand, categories or attributes (colours, sizes: the search vector without the
   * description), one article per model, ranked as the search ranks them (name matches first).
   * A last word of one letter is still being typed and would match nearly everything: it is
   * left out.
   */
  function severalWordsRows(
    context: ResolvedShopContext,
    tokens: readonly string[],
  ): Promise<SuggestionRow[]> {
    const words = tokens.filter((token, index) => index < tokens.length - 1 || token.length > 1);
    const query = prefixTsquery(context.language, words, '&', 'ABC');
    return database.rows<SuggestionRow>(sql`
      WITH matches AS (
        SELECT l.product_id,
          (ts_rank(l.search_vector, ${query}) + ${nameMatchBonus(words)}) * (1 + l.relevance) AS rank
        FROM product_listings l
        WHERE l.search_vector @@ ${query} AND ${listingInShop(context)}
        ORDER BY rank DESC, l.product_id LIMIT ${candidateLimit}
      ),
      models AS (
        SELECT DISTINCT ON (p.master_key) ${suggestionColumns(context)}, m.rank
        FROM matches m
        JOIN products p ON p.id = m.product_id
        JOIN product_texts t ON t.product_id = p.id AND t.language = ${context.language}
        JOIN product_listings l ON l.product_id = p.id AND ${listingInShop(context)}
        ORDER BY p.master_key, m.rank DESC, p.id
      )
      SELECT * FROM models ORDER BY rank DESC, id LIMIT ${limits.products}`);
  }

  /** Product suggestions for the query's tokens (folded), in the shop's language and currency. */
  async function products(
    context: ResolvedShopContext,
    tokens: readonly string[],
  ): Promise<ProductSuggestion[]> {
    const rows =
      tokens.length === 1
        ? await oneWordRows(context, tokens[0] ?? '')
        : await severalWordsRows(context, tokens);
    return rows.map((row) => ({
      id: row.id,
      referenceKey: row.reference_key,
      name: row.name,
      brand: row.brand,
      seoUrl: row.seo_url,
      image: row.image_key === null ? null : dependencies.imageSrc(row.image_key),
      price: { withTax: row.price_min, currency: context.currency },
    }));
  }

  async function terms(context: ResolvedShopContext, tokens: readonly string[]): Promise<string[]> {
    const last = foldAccents(tokens.at(-1) ?? '');
    const rows = await database.rows<{ word: string }>(sql`
      SELECT word FROM search_words
      WHERE language = ${context.language} AND catalog = ${context.catalog} AND word LIKE ${`${last.replace(/[\\%_]/g, '')}%`}
      ORDER BY frequency DESC, word LIMIT ${limits.terms}`);
    const leading = tokens.slice(0, -1).join(' ');
    return rows.map((row) => (leading === '' ? row.word : `${leading} ${row.word}`));
  }

  function categories(
    context: ResolvedShopContext,
    tokens: readonly string[],
  ): CategorySuggestion[] {
    const index = dependencies.categories();
    return index
      .all(context.catalog)
      .filter((record) => matchesAllTokens(record.names[context.language] ?? '', tokens))
      .sort((a, b) => b.depth - a.depth || a.id - b.id)
      .slice(0, limits.categories)
      .map((record) => {
        const path = index
          .path(record.id)
          .map((entry) => entry.names[context.language] ?? entry.slug);
        return {
          id: record.id,
          slug: record.slug,
          name: path.at(-1) ?? record.slug,
          path: path.slice(0, -1),
        };
      });
  }

  /** Suggestions for a partly typed query; too short or nonsense input gives empty lists. */
  return async function suggest(context: ResolvedShopContext, text: unknown): Promise<Suggestions> {
    const query = typeof text === 'string' ? text.slice(0, 200) : '';
    const tokens = searchTokens(query).map(foldAccents);
    const typed = tokens.join('');
    if (tokens.length === 0 || typed.length < minimumLength) return emptySuggestions(query);
    const [productList, termList, brandList] = await Promise.all([
      typed.length >= minimumProductLength ? products(context, tokens) : Promise.resolve([]),
      terms(context, tokens),
      brandsOf(context),
    ]);
    return {
      query,
      terms: termList,
      products: productList,
      categories: categories(context, tokens),
      brands: brandList
        .filter((brand) => matchesAllTokens(brand.name, tokens))
        .slice(0, limits.brands),
    };
  };
}

import { sql } from 'drizzle-orm';
import type { CategoryIndex } from '../catalog/category-index';
import { facetedQuery } from '../catalog/faceted-query';
import { emptyFacets, facetsOf } from '../catalog/facets';
import { searchInputSchema } from '../catalog/listing-input';
import { listingColumns, listingInShop } from '../catalog/listing-sql';
import type { MapContext } from '../catalog/map-product';
import { loadProductTilesByIds } from '../catalog/product-loader';
import { isPageOutOfRange, type ProductPage, paginationOf } from '../catalog/product-page';
import type { Database } from '../db/database';
import { type ResolvedShopContext, resolveShopContext, type ShopContext } from '../shop-context';
import { fromZodError, type ValidationFailure, validationFailure } from '../validation';
import { searchTokens } from './query-text';
import { createSuggester, type Suggestions } from './suggestions';
import { nameMatchBonus, prefixTsquery } from './tsquery';

/** How the query matched: every word, every word after typo correction, or any word. */
export type MatchMode = 'all' | 'corrected' | 'any' | 'none';

export interface SearchPage extends ProductPage {
  readonly query: string;
  readonly match: MatchMode;
  /** The query as searched after typo correction, when it was corrected. */
  readonly correctedQuery: string | null;
}

export interface SearchService {
  /**
   * Full-text search with the shop language's configuration, prefix matching, accent folding
   * and typo tolerance, with the facets and sorts of listings. An empty or nonsense query is an
   * empty page, never an error; bad filters, sort keys or pages are a validation failure.
   */
  search(context: ShopContext, input: unknown): Promise<SearchPage | ValidationFailure>;
  /** Type-ahead: products, categories, brands and word completions. */
  suggest(context: ShopContext, text: unknown): Promise<Suggestions>;
}

export interface SearchDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly categories: () => CategoryIndex;
  readonly imageSrc: (key: string) => string;
}

/** Each token replaced by the closest catalog word (pg_trgm similarity), when one is close. */
async function correctedTokens(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  tokens: readonly string[],
): Promise<string[]> {
  const rows = await database.rows<{ position: number; correction: string | null }>(sql`
    SELECT token.position::int AS position, (
      SELECT w.word FROM search_words w
      WHERE w.language = ${context.language} AND w.catalog = ${context.catalog}
        AND w.word % commerce_unaccent(token.value)
      ORDER BY similarity(w.word, commerce_unaccent(token.value)) DESC, w.frequency DESC, w.word
      LIMIT 1) AS correction
    FROM unnest(${sql.param([...tokens])}::text[]) WITH ORDINALITY AS token(value, position)`);
  return tokens.map((token, index) => rows[index]?.correction ?? token);
}

export function createSearchService(dependencies: SearchDependencies): SearchService {
  const { database } = dependencies;
  const suggester = createSuggester(dependencies);
  const mapContextOf = (language: ShopContext['language']): MapContext => ({
    language,
    categories: dependencies.categories(),
    imageSrc: dependencies.imageSrc,
  });

  return {
    async search(context, input) {
      const resolved = resolveShopContext(context);
      const parsed = searchInputSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const { query, filters, sort, page, perPage } = parsed.data;
      const tokens = searchTokens(query);
      const empty: SearchPage = {
        kind: 'ok',
        products: [],
        facets: emptyFacets(filters, resolved.currency),
        pagination: paginationOf(1, perPage, 0),
        sort,
        filters,
        query,
        match: 'none',
        correctedQuery: null,
      };
      if (tokens.length === 0) return empty;

      const run = (words: readonly string[], joiner: '&' | '|') => {
        const tsquery = prefixTsquery(resolved.language, words, joiner);
        // Ranking reads every match's vector: only the relevance sort pays for it.
        const rank =
          sort === 'relevance'
            ? sql`(ts_rank(l.search_vector, ${tsquery}) + ${nameMatchBonus(words)}) * (1 + l.relevance)`
            : sql`0::real`;
        const base = sql`
          SELECT ${listingColumns(resolved)}, ${rank} AS rank,
            ${sort === 'name' ? sql`l.sort_name` : sql`NULL::text AS sort_name`}
          FROM product_listings l
          WHERE l.search_vector @@ ${tsquery} AND ${listingInShop(resolved)}`;
        return facetedQuery(database, { base, filters, sort, page, perPage });
      };
      // Every word as typed; then every word after typo correction; then any corrected word.
      let match: MatchMode = 'all';
      let searched: readonly string[] = tokens;
      let result = await run(tokens, '&');
      if (result.matched === 0) {
        const corrected = await correctedTokens(database, resolved, tokens);
        if (corrected.some((token, index) => token !== tokens[index])) {
          match = 'corrected';
          searched = corrected;
          result = await run(corrected, '&');
        }
        if (result.matched === 0 && tokens.length > 1) {
          match = 'any';
          searched = corrected;
          result = await run(corrected, '|');
        }
        if (result.matched === 0) return empty;
      }
      const pagination = paginationOf(page, perPage, result.total);
      if (result.total === 0) return { ...empty, match };
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
        query,
        match,
        correctedQuery: match === 'all' ? null : searched.join(' '),
      };
    },
    suggest: (context, text) => suggester(resolveShopContext(context), text),
  };
}

import {
  spellingAlternatives,
  spellingCandidatesPerWord,
  spellingSimilarityFloor,
} from '@vitrine/domain/search';
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
  /**
   * Other spellings of a query that found nothing ("meinten Sie …"), each a search that finds
   * something in the shop, best first; empty whenever there are results.
   */
  readonly spellingSuggestions: readonly string[];
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

/**
 * The catalog words most similar to each token (trigram similarity at least the domain's
 * floor), most similar first; the domain ranks them as spellings. Only queries that found nothing ask, so the scan without the `%` index is affordable;
 * words much longer or shorter than the token are skipped before any similarity is computed.
 */
async function nearestWords(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  tokens: readonly string[],
): Promise<string[][]> {
  const rows = await database.rows<{ position: number; word: string }>(sql`
    SELECT token.position::int AS position, near.word
    FROM unnest(${sql.param([...tokens])}::text[]) WITH ORDINALITY AS token(value, position)
    CROSS JOIN LATERAL (
      SELECT w.word FROM search_words w
      WHERE w.language = ${context.language} AND w.catalog = ${context.catalog}
        AND abs(length(w.word) - length(token.value)) <= 3
        AND similarity(w.word, commerce_unaccent(token.value)) >= ${spellingSimilarityFloor}
      ORDER BY similarity(w.word, commerce_unaccent(token.value)) DESC, w.frequency DESC, w.word
      LIMIT ${spellingCandidatesPerWord}) AS near
    ORDER BY token.position, similarity(near.word, commerce_unaccent(token.value)) DESC`);
  return tokens.map((_, index) =>
    rows.filter((row) => row.position === index + 1).map((row) => row.word),
  );
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
        spellingSuggestions: [],
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
      // The spellings of the catalog's words near the query's that find something, in order.
      const findingSpellings = async (words: readonly string[]) => {
        const spellings = spellingAlternatives(
          words,
          await nearestWords(database, resolved, words),
        );
        const found = await Promise.all(
          spellings.map(async (spelling) => {
            const tsquery = prefixTsquery(resolved.language, searchTokens(spelling), '&');
            const [row] = await database.rows<{ found: boolean }>(sql`
              SELECT EXISTS (SELECT 1 FROM product_listings l
                WHERE l.search_vector @@ ${tsquery} AND ${listingInShop(resolved)}) AS found`);
            return row?.found === true;
          }),
        );
        return spellings.filter((_, index) => found[index]);
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
        if (result.matched === 0) {
          return { ...empty, spellingSuggestions: await findingSpellings(tokens) };
        }
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
        spellingSuggestions: [],
      };
    },
    suggest: (context, text) => suggester(resolveShopContext(context), text),
  };
}

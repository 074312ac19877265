import { type SQL, sql } from 'drizzle-orm';

/**
 * A prefix tsquery from search tokens: each token quoted as a lexeme with `:*`, joined by `&`
 * (all) or `|` (any), unaccented and normalised by the language's text search configuration, so
 * `Kinderwagen` matches the stem `kinderwag`. The query text is one bound parameter; built from
 * `searchTokens` (letters and digits only) it cannot hold tsquery syntax of its own. With
 * constant arguments the planner folds it and uses the GIN index.
 */
export function prefixTsquery(
  language: string,
  tokens: readonly string[],
  joiner: '&' | '|',
  /** Only these weights of the search vector (`ABC`: not the description); all by default. */
  weights = '',
): SQL {
  const label = weights.replace(/[^ABCD]/g, '');
  const text = tokens
    .map((token) => token.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((token) => token !== '')
    .map((token) => `'${token}':*${label}`)
    .join(` ${joiner} `);
  return sql`to_tsquery(commerce_search_config(${language}::text), commerce_unaccent(${text}::text))`;
}

/**
 * 1 when the product name holds every token (unaccented), else 0: a name match ranks above a
 * match in the category or description, which matters for German compounds (`Kombikinderwagen`
 * has the stem `kombikinderwag`, not `kinderwag`).
 */
export function nameMatchBonus(tokens: readonly string[]): SQL {
  return sql`(CASE WHEN l.sort_name LIKE ALL (ARRAY(
    SELECT '%' || commerce_unaccent(token) || '%' FROM unnest(${sql.param([...tokens])}::text[]) AS token
  )) THEN 1 ELSE 0 END)`;
}

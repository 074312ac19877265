import { type SQL, sql } from 'drizzle-orm';

/**
 * A prefix tsquery from tokens, built in SQL: each token is unaccented, quoted as a lexeme and
 * given `:*`, then normalised by the language's text search configuration (so `Kinderwagen`
 * matches the stem `kinderwag`). The tokens travel as one array parameter.
 */
export function prefixTsquery(language: string, tokens: readonly string[], joiner: '&' | '|'): SQL {
  return sql`to_tsquery(commerce_search_config(${language}), array_to_string(ARRAY(
    SELECT quote_literal(commerce_unaccent(token)) || ':*' FROM unnest(${sql.param([...tokens])}::text[]) AS token
  ), ${` ${joiner} `}))`;
}

/**
 * 1 when the product name holds every token (unaccented), else 0: a name match ranks above a
 * match in the category or description, which matters for German compounds (`Kombikinderwagen`
 * has the stem `kombikinderwag`, not `kinderwag`).
 */
export function nameMatchBonus(tokens: readonly string[]): SQL {
  return sql`(CASE WHEN t.sort_name LIKE ALL (ARRAY(
    SELECT '%' || commerce_unaccent(token) || '%' FROM unnest(${sql.param([...tokens])}::text[]) AS token
  )) THEN 1 ELSE 0 END)`;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isStorableText } from '../validation';

/** A seal (quality or test mark) in the shop's language. */
export interface ProductSealText {
  readonly key: string;
  readonly name: string;
  readonly text: string;
}

/** A size table of the size advisor in the shop's language; the first cell of a row names the size. */
export interface SizeTableText {
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

/**
 * What the product page's info dialogs show besides the product (issue 15), in one language:
 * the product's seals (§2 product seals), its promotion's fine print (§2 promotion product
 * disclaimer) and the size table its `groessenberater` attribute names (§2 attribute advisor).
 */
export interface ProductPageInfo {
  readonly seals: readonly ProductSealText[];
  /** Null when the product has no promotion or the promotion no fine print in the language. */
  readonly promotionTerms: string | null;
  /** Null without a key, for an unknown key or a table without the language. */
  readonly sizeTable: SizeTableText | null;
}

const maxKeyLength = 64;

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((cell) => typeof cell === 'string');

/** Reads the info of one product in `language`; `sizeTableKey` as the product's attribute names it. */
export async function loadProductPageInfo(
  database: Pick<Database, 'rows'>,
  language: string,
  productId: number,
  sizeTableKey: string | null,
): Promise<ProductPageInfo> {
  const key =
    sizeTableKey !== null &&
    sizeTableKey.length > 0 &&
    sizeTableKey.length <= maxKeyLength &&
    isStorableText(sizeTableKey)
      ? sizeTableKey
      : null;
  const [seals, terms, tables] = await Promise.all([
    database.rows<{ key: string; name: string | null; text: string | null }>(
      sql`SELECT s.key, s.names ->> ${language} AS name, s.texts ->> ${language} AS text
        FROM product_seals ps JOIN seals s ON s.key = ps.seal_key
        WHERE ps.product_id = ${productId} ORDER BY ps.position`,
    ),
    database.rows<{ terms: string | null }>(
      sql`SELECT pr.terms ->> ${language} AS terms
        FROM products p JOIN promotions pr ON pr.id = p.promotion_id
        WHERE p.id = ${productId}`,
    ),
    key === null
      ? Promise.resolve([])
      : database.rows<{ columns: unknown; rows: unknown }>(
          sql`SELECT columns -> ${language} AS columns, rows -> ${language} AS rows
            FROM size_tables WHERE key = ${key}`,
        ),
  ]);
  const table = tables[0];
  const rows: unknown[] = Array.isArray(table?.rows) ? table.rows : [];
  return {
    // A seal without a text in the language is left out rather than shown half.
    seals: seals.flatMap((seal) =>
      seal.name === null || seal.text === null
        ? []
        : [{ key: seal.key, name: seal.name, text: seal.text }],
    ),
    promotionTerms: terms[0]?.terms?.trim() || null,
    sizeTable:
      table !== undefined && isTextList(table.columns) && rows.length > 0 && rows.every(isTextList)
        ? { columns: table.columns, rows }
        : null,
  };
}

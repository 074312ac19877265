import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export interface ColumnSpec<Row> {
  readonly column: string;
  /** The PostgreSQL type the JSON value is read as. */
  readonly type: string;
  readonly value: (row: Row) => unknown;
}

/** Rows per statement: one JSON parameter each, well below any message size limit. */
const chunkSize = 4000;

/**
 * Inserts rows in chunks, each chunk one statement with one JSON parameter unpacked by
 * `json_to_recordset`: fast on both drivers and free of the 65,535-parameter limit. Table and
 * column names come from this package's constants, never from input.
 */
export async function insertRows<Row>(
  database: Pick<Database, 'rows'>,
  table: string,
  columns: readonly ColumnSpec<Row>[],
  rows: readonly Row[],
): Promise<void> {
  const names = columns.map((column) => `"${column.column}"`).join(', ');
  const record = columns.map((column) => `"${column.column}" ${column.type}`).join(', ');
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => {
      const entry: Record<string, unknown> = {};
      for (const column of columns) entry[column.column] = column.value(row);
      return entry;
    });
    await database.rows(
      sql`INSERT INTO ${sql.raw(`"${table}"`)} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS x(${sql.raw(record)})`,
    );
  }
}

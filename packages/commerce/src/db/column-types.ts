import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL `tsvector`; only ever written by a generated column, read by `@@`. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export type { Database, DatabaseKind } from './db/database';
export { openDatabase } from './db/open-database';
export { generateCatalog } from './seed/generate-catalog';
export { seedCatalog, seedIfEmpty } from './seed/seed';

import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @vitrine/commerce` writes a new SQL migration into drizzle/ from the
// schema; both drivers apply the same files at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

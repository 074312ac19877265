/**
 * Drops and rebuilds the demo catalog of the configured database (`DATABASE_URL`, else the
 * default PGlite folder): `npm run reseed -w @vitrine/commerce -- --products 5000 --seed 7`.
 */
import { parseArgs } from 'node:util';
import { createCommerce } from '../commerce';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { defaultCatalogSeed, defaultCatalogSize } from './generate-catalog';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(defaultCatalogSize) },
    seed: { type: 'string', default: String(defaultCatalogSeed) },
    'data-dir': { type: 'string' },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isSafeInteger(products) || products < 1 || !Number.isSafeInteger(seed)) {
  process.stderr.write('usage: reseed [--products N] [--seed N] [--data-dir PATH]\n');
  process.exit(2);
}
const dataDir = values['data-dir'];
const commerce = await createCommerce({ seed: false, ...(dataDir ? { dataDir } : {}) }).catch(
  (error: unknown) => {
    // A running server holds the folder (issue 12): say so, without a stack trace.
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(`reseed not started: ${error.message}\n`);
    process.exit(1);
  },
);
try {
  const report = await commerce.reseed({ products, seed });
  process.stdout.write(
    `reseeded ${commerce.db.kind}: ${report.products} products, ${report.variants} variants, ` +
      `${report.prices} shop prices, ${report.images} images in ${(report.milliseconds / 1000).toFixed(1)} s\n`,
  );
} finally {
  await commerce.close();
}

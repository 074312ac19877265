/**
 * Drops and rebuilds the demo catalog of the configured database (`DATABASE_URL`, else the
 * default PGlite folder): `npm run reseed -w @vitrine/commerce -- --products 5000 --seed 7`.
 */
import { parseArgs } from 'node:util';
import { createCommerce } from '../commerce';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { commerceOptionsFromEnv, parseCommerceEnv } from '../environment/commerce-env';
import { EnvironmentError } from '../environment/variables';
import { defaultCatalogSeed, defaultCatalogSize } from './generate-catalog';

/** A refusal the operator can act on is one message and exit code 1, not a stack trace. */
function refuse(error: unknown): never {
  if (!(error instanceof DataFolderInUseError || error instanceof EnvironmentError)) throw error;
  process.stderr.write(`reseed not started: ${error.message}\n`);
  process.exit(1);
}

function environmentOptions() {
  try {
    return commerceOptionsFromEnv(parseCommerceEnv(process.env));
  } catch (error) {
    return refuse(error);
  }
}

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
// DATABASE_URL, durability and the rest as the storefront reads them, refused the same way;
// so is a folder a running server holds (issue 12).
const commerce = await createCommerce({
  ...environmentOptions(),
  seed: false,
  ...(dataDir ? { dataDir } : {}),
}).catch(refuse);
try {
  const report = await commerce.reseed({ products, seed });
  process.stdout.write(
    `reseeded ${commerce.db.kind}: ${report.products} products, ${report.variants} variants, ` +
      `${report.prices} shop prices, ${report.images} images in ${(report.milliseconds / 1000).toFixed(1)} s\n`,
  );
} finally {
  await commerce.close();
}

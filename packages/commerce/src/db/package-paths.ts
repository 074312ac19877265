import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of this package. The storefront bundles the package's source (Vite SSR), so
 * `import.meta.url` may point into a build folder; the installed package is found by name first.
 */
export function packageDirectory(): string {
  try {
    const require = createRequire(import.meta.url);
    return dirname(require.resolve('@vitrine/commerce/package.json'));
  } catch {
    return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  }
}

/** The committed SQL migrations. */
export function migrationsDirectory(): string {
  return join(packageDirectory(), 'drizzle');
}

/** `<repo root>/.data`: git-ignored; holds the PGlite database and the image cache. */
export function defaultDataRoot(): string {
  return resolve(packageDirectory(), '..', '..', '.data');
}

import { openStorefrontServices, type StorefrontServices } from '../../server/services';
import { repositoryRoot, storefrontEnv } from './storefront-env';

/**
 * The engine (the storefront's services, as the server opens them) on a server's demo
 * database of 400 products while no server runs on it: for what has no call of its own — the
 * warehouse's stock counts, an order's parcels — and is done through the engine itself, as
 * those jobs would. A PGlite folder is one process's alone while it is open. `env` adds to the
 * environment (an `SMTP_URL`, so the mails the engine sends reach a suite's mailbox). Close it.
 */
export function openEngineOn(
  directory: string,
  env: Readonly<Record<string, string>> = {},
): Promise<StorefrontServices> {
  return openStorefrontServices({
    env: storefrontEnv({
      ...process.env,
      DATABASE_URL: '',
      VITRINE_DATA_DIR: directory,
      VITRINE_IMAGE_CACHE_DIR: `${repositoryRoot}.data/test-image-cache`,
      VITRINE_SEED_PRODUCTS: '400',
      VITRINE_DURABILITY: 'relaxed',
      ...env,
    }),
  });
}

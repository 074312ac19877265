import { fileURLToPath } from 'node:url';
import type { Env } from '@vitrine/commerce';
import { parseStorefrontEnv, type StorefrontEnv } from '../../server/env';

/** The repository's root, as server.js passes it. */
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** `variables` parsed as the server parses its environment at start (the rest unset). */
export function storefrontEnv(variables: Env = {}): StorefrontEnv {
  return parseStorefrontEnv(variables, { repositoryRoot });
}

import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApiRouter } from '../../server/api';
import { openStorefrontServices, type StorefrontServices } from '../../server/services';
import { shopContextMiddleware } from '../../server/shop-context';
import { seededDatabase } from './seeded-database';
import { testPasswordHashNice } from './server-process';
import { repositoryRoot, storefrontEnv } from './storefront-env';
import { suiteSetupTimeout } from './timeouts';

/**
 * How long a suite may take to start its API server: the suites' set-up limit, which
 * vitest.config.ts gives every hook (opening PGlite, migrating and seeding the catalog takes
 * seconds alone and far longer on a loaded CI machine).
 */
export const apiServerStartTimeout = suiteSetupTimeout;

export interface RunningApi {
  readonly services: StorefrontServices;
  readonly port: number;
  /** A fetch against the API server; `host` picks the shop (default `localhost`, baby-goods DE). */
  call(
    path: string,
    init?: RequestInit & { readonly host?: string; readonly json?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The /api contract in-process, over real HTTP on a loopback port: the real services on a
 * PGlite database of their own, a copy of the run's seeded demo catalog (seeded-database.ts), the shop resolved from the Host header
 * as in production. Page rendering is left out (it needs the React Router build).
 */
export async function startApiServer(
  options: {
    readonly seedProducts?: number;
    readonly databaseUrl?: string;
    /** Another stories folder for the local content space (default: the demo stories). */
    readonly contentStoriesDirectory?: string;
  } = {},
): Promise<RunningApi> {
  // The production server's catalog size (storefront-server.ts): one seeded template serves both.
  const seedProducts = options.seedProducts ?? 400;
  const database = options.databaseUrl ? null : await seededDatabase(seedProducts);
  const services = await openStorefrontServices({
    env: storefrontEnv({
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      VITRINE_DATA_DIR: database?.directory ?? 'memory://',
      VITRINE_IMAGE_CACHE_DIR: `${repositoryRoot}.data/test-image-cache`,
      VITRINE_SEED_PRODUCTS: String(seedProducts),
      // A throwaway database copy: commits need not survive an OS crash (faster).
      VITRINE_DURABILITY: 'relaxed',
      VITRINE_PASSWORD_HASH_NICE: testPasswordHashNice,
      ...(options.contentStoriesDirectory
        ? { CONTENT_STORIES_DIR: options.contentStoriesDirectory }
        : {}),
    }),
  });
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(shopContextMiddleware(services));
  app.use('/api', createApiRouter(services));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    services,
    port,
    call: (path, init = {}) => {
      const { host = 'localhost', json, headers, ...rest } = init;
      // Node's fetch does not let a caller set Host; the shop is chosen through it, so the
      // request goes to 127.0.0.1 with the shop's host name in an override the server trusts
      // only from loopback (X-Forwarded-Host, as a proxy in front of the shop would send).
      return fetch(`http://127.0.0.1:${port}${path}`, {
        ...rest,
        headers: {
          'x-forwarded-host': `${host}:${port}`,
          // A browser on the shop's own page sends its origin; the origin check wants it on
          // every non-GET call. Tests of foreign origins override it.
          origin: `http://${host}:${port}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(headers as Record<string, string> | undefined),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      await database?.remove();
    },
  };
}

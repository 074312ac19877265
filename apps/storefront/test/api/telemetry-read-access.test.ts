import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiRouter } from '../../server/api/index';
import type { StorefrontServices } from '../../server/services';
import { shopContextMiddleware } from '../../server/shop-context';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';

const token = 'a-read-token-of-thirty-two-chars-or-more';
const reads = [
  '/api/metrics/web-vitals/',
  '/api/client-errors/',
  '/api/analytics/events/',
] as const;

let api: RunningApi;
const servers: ReturnType<ReturnType<typeof express>['listen']>[] = [];

/** The same services as the API server's, under another environment. */
async function apiUnder(env: Partial<StorefrontServices['env']>): Promise<number> {
  const services = { ...api.services, env: { ...api.services.env, ...env } };
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(shopContextMiddleware(services));
  app.use('/api', createApiRouter(services));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

const read = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { 'x-forwarded-host': `localhost:${port}`, ...headers },
  });

beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  await api?.close();
});

describe('who may read the shoppers’ web vitals and error reports (issue 20 telemetry, §8)', () => {
  test.each(reads)(
    '%s in production without a read token: the 404 of any unknown call',
    async (path) => {
      const port = await apiUnder({
        NODE_ENV: 'production',
        VITRINE_TELEMETRY_READ_TOKEN: undefined,
      });
      const answer = await read(port, path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: 'api.notFound' });
    },
  );

  test.each(reads)(
    '%s in production: 401 without the token or with a wrong one, 200 with it',
    async (path) => {
      const port = await apiUnder({ NODE_ENV: 'production', VITRINE_TELEMETRY_READ_TOKEN: token });
      const missing = await read(port, path);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      expect(await missing.json()).toMatchObject({ error: 'api.unauthorized' });
      expect((await read(port, path, { authorization: `Bearer ${token}x` })).status).toBe(401);
      expect((await read(port, path, { authorization: token })).status).toBe(401);
      const allowed = await read(port, path, { authorization: `Bearer ${token}` });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('cache-control')).toContain('no-store');
    },
  );

  test.each(reads)('%s outside production: open, as /_dev/metrics is', async (path) => {
    expect((await read(api.port, path)).status).toBe(200);
  });

  test('in production the pages still post their measurements without a token (204)', async () => {
    const port = await apiUnder({
      NODE_ENV: 'production',
      VITRINE_TELEMETRY_READ_TOKEN: undefined,
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api/metrics/web-vitals/`, {
      method: 'POST',
      headers: {
        'x-forwarded-host': `localhost:${port}`,
        'x-forwarded-for': '10.77.0.1',
        origin: `http://localhost:${port}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        path: '/kinderwagen/',
        href: `http://localhost:${port}/kinderwagen/`,
        name: 'CLS',
        value: 0.02,
      }),
    });
    expect(answer.status).toBe(204);
  });
});

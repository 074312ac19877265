import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storefrontEnv } from './support/storefront-env';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

const trustProxySetting = (env: { TRUST_PROXY: string | undefined }) =>
  storefrontEnv(env).TRUST_PROXY;

describe('TRUST_PROXY reads as Express’s trust proxy setting (issue 12, item 5)', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback', ['loopback']],
    [
      ' loopback, 10.0.0.0/8 ,192.168.1.1, fc00::/7 ',
      ['loopback', '10.0.0.0/8', '192.168.1.1', 'fc00::/7'],
    ],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('%j is %j', (value, expected) => {
    expect(trustProxySetting({ TRUST_PROXY: value })).toEqual(expected);
  });

  test.each(['localhost', '10.0.0.0/33', '1.2.3', 'loopback,,', '::1/129', 'yes'])(
    '%j stops the start-up naming the variable',
    (value) => {
      expect(() => trustProxySetting({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY: expected true, false, a hop count or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal, got ${JSON.stringify(value)}`,
      );
    },
  );
});

/** A login from loopback claiming `address` in X-Forwarded-For; an empty body costs no hash. */
function loginClaiming(storefront: RunningStorefront, address: string) {
  return send(storefront.port, {
    method: 'POST',
    path: '/api/user/auth/login/',
    json: {},
    headers: { origin: `http://localhost:${storefront.port}`, 'x-forwarded-for': address },
  });
}

describe('X-Forwarded-For counts only from a trusted proxy (issue 12, item 5)', () => {
  let plain: RunningStorefront;
  let proxied: RunningStorefront;
  beforeAll(async () => {
    // One after the other: the first builds the run's seeded template, the second copies it.
    plain = await startStorefront();
    proxied = await startStorefront({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await Promise.all([plain?.stop(), proxied?.stop()]);
  });

  test('by default a spoofed X-Forwarded-For does not change the client: the eleventh login from one connection address is refused whatever address it claims', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await loginClaiming(plain, `203.0.113.${attempt + 1}`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  test('with TRUST_PROXY=loopback each forwarded address is a client of its own, and the limit follows it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await loginClaiming(proxied, `198.51.100.${attempt + 1}`)).status);
    }
    expect(statuses).toEqual(Array(11).fill(400));
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await loginClaiming(proxied, '198.51.100.1')).status).toBe(400);
    }
    const refused = await loginClaiming(proxied, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultRateLimits } from '../../server/api/security/rate-limits';
import { createWebVitalsPageRouter } from '../../server/dev/web-vitals-page';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

const endpoint = '/api/metrics/web-vitals/';

let api: RunningApi;
let devPage: ReturnType<ReturnType<typeof express>['listen']>;
let devBase: string;
beforeAll(async () => {
  api = await startApiServer();
  devPage = express()
    .use('/_dev/metrics', createWebVitalsPageRouter(api.services))
    .listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => devPage.once('listening', () => resolve()));
  devBase = `http://127.0.0.1:${(devPage.address() as AddressInfo).port}/_dev/metrics/`;
}, apiServerStartTimeout);
afterAll(async () => {
  if (devPage) await new Promise<void>((resolve) => devPage.close(() => resolve()));
  await api?.close();
});

const post = (json: unknown, visitor = visitorClient(api)) =>
  visitor.call(endpoint, { method: 'POST', json });

describe('pages post their web vitals and the shop shows their p75 per page type (issue 20, §7 metrics)', () => {
  test('a measurement is stored under its page type (204) and read back with its rating', async () => {
    for (const value of [1200, 1800, 2600, 3000]) {
      const answer = await post({
        path: '/fr/p/poussette-2000001/',
        href: 'http://ch.nido.localhost/fr/p/poussette-2000001/',
        name: 'LCP',
        value,
      });
      expect(answer.status).toBe(204);
    }
    expect((await post({ path: '/warenkorb/', name: 'CLS', value: 0.31 })).status).toBe(204);
    const summary = await visitorClient(api).call(endpoint);
    expect(summary.headers.get('cache-control')).toContain('no-store');
    const { figures } = (await summary.json()) as { figures: unknown[] };
    expect(figures).toEqual(
      expect.arrayContaining([
        { pageType: 'product', metric: 'LCP', samples: 4, p75: 2700, rating: 'needs-improvement' },
        { pageType: 'basket', metric: 'CLS', samples: 1, p75: 0.31, rating: 'poor' },
      ]),
    );
  });

  test('the development page shows the p75 per page type, rated', async () => {
    const page = await (await fetch(devBase)).text();
    expect(page).toMatch(
      /<th scope="row">product<\/th>.*data-rating="needs-improvement"[^>]*>2700 ms/s,
    );
    expect(page).toMatch(/<th scope="row">basket<\/th>.*data-rating="poor"[^>]*>0\.310/s);
  });

  test.each([
    { case: 'an unknown metric', body: { path: '/', name: 'FID', value: 5 }, field: 'name' },
    { case: 'a negative value', body: { path: '/', name: 'LCP', value: -1 }, field: 'value' },
    { case: 'a value as text', body: { path: '/', name: 'LCP', value: '12' }, field: 'value' },
    {
      case: "another site's path",
      body: { path: '//evil.example/', name: 'LCP', value: 5 },
      field: 'path',
    },
    { case: 'no body', body: undefined, field: null },
  ])('$case is a 400 with a message key', async ({ body, field }) => {
    const answer = await visitorClient(api).call(endpoint, {
      method: 'POST',
      ...(body === undefined ? {} : { json: body }),
    });
    expect(answer.status).toBe(400);
    const refusal = (await answer.json()) as { issues: { field: string | null; key: string }[] };
    if (field !== null) expect(refusal.issues.map((issue) => issue.field)).toContain(field);
  });

  test('a post from another site is refused (the origin check of every /api change)', async () => {
    const answer = await visitorClient(api).call(endpoint, {
      method: 'POST',
      json: { path: '/', name: 'LCP', value: 5 },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.status).toBe(403);
  });

  test(`${defaultRateLimits.webVitals.points} measurements per ${defaultRateLimits.webVitals.windowSeconds} s per client, then 429`, async () => {
    const visitor = visitorClient(api);
    for (let call = 0; call < defaultRateLimits.webVitals.points; call += 1) {
      expect((await post({ path: '/', name: 'TTFB', value: 50 }, visitor)).status).toBe(204);
    }
    const refused = await post({ path: '/', name: 'TTFB', value: 50 }, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

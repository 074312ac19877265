import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultRateLimits } from '../../server/api/security/rate-limits';
import { createWebVitalsPageRouter } from '../../server/dev/web-vitals-page';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

const endpoint = '/api/client-errors/';

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

const report = {
  message: "Cannot read properties of undefined (reading '<id>')",
  name: 'TypeError',
  stack: 'TypeError: Cannot read properties of undefined\n    at render (/assets/p-1.js:1:2)',
  path: '/warenkorb/?voucher=SECRET',
  source: 'window',
  release: 'storefront@0.2.0',
  context: { call: 'consent' },
};

const post = (json: unknown, visitor = visitorClient(api)) =>
  visitor.call(endpoint, { method: 'POST', json });

describe('pages post their errors and the shop lists them (issue 20 telemetry, §8, §9)', () => {
  test('a report is stored (204) and read back, newest first, its path without the query', async () => {
    expect((await post(report)).status).toBe(204);
    expect((await post({ ...report, message: 'later', source: 'boundary' })).status).toBe(204);
    const listed = await visitorClient(api).call(endpoint);
    expect(listed.headers.get('cache-control')).toContain('no-store');
    const { errors } = (await listed.json()) as { errors: Record<string, unknown>[] };
    expect(errors.slice(0, 2).map((error) => error.message)).toEqual(['later', report.message]);
    expect(errors[1]).toMatchObject({
      path: '/warenkorb/',
      source: 'window',
      release: 'storefront@0.2.0',
      name: 'TypeError',
      context: { call: 'consent' },
    });
    expect(JSON.stringify(errors)).not.toContain('SECRET');
  });

  test('the development page lists them, escaped, beside the web vitals', async () => {
    const page = await (await fetch(devBase)).text();
    expect(page).toContain('<h2 id="client-errors">');
    expect(page).toContain(
      'TypeError: Cannot read properties of undefined (reading &#39;&lt;id&gt;&#39;)',
    );
    expect(page).not.toContain("reading '<id>'");
    expect(page).toMatch(/<td>\/warenkorb\/<\/td><td>window<\/td><td>storefront@0\.2\.0<\/td>/);
  });

  test.each([
    { case: 'no message', body: { ...report, message: '' }, field: 'message' },
    { case: 'an unknown source', body: { ...report, source: 'console' }, field: 'source' },
    { case: 'a release without version', body: { ...report, release: 'x' }, field: 'release' },
    { case: "another site's path", body: { ...report, path: '//evil.example/' }, field: 'path' },
    { case: 'a stack too long', body: { ...report, stack: 'x'.repeat(8001) }, field: 'stack' },
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
      json: report,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.status).toBe(403);
  });

  test(`${defaultRateLimits.clientErrors.points} reports per ${defaultRateLimits.clientErrors.windowSeconds} s per client, then 429`, async () => {
    const visitor = visitorClient(api);
    for (let call = 0; call < defaultRateLimits.clientErrors.points; call += 1) {
      expect((await post(report, visitor)).status).toBe(204);
    }
    const refused = await post(report, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

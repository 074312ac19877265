import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRateLimits, defaultRateLimits } from '../../server/api/security/rate-limits';
import { consentChoiceRouter } from '../../server/consent/consent-choice';
import { shopContextMiddleware } from '../../server/shop-context';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { send } from '../support/storefront-server';
import { visitorClient } from '../support/visitor-client';

const endpoint = '/api/consent-records/';

let api: RunningApi;
let formServer: ReturnType<ReturnType<typeof express>['listen']>;
let formPort: number;
beforeAll(async () => {
  api = await startApiServer();
  // The banner's no-JS form target, as the storefront mounts it (server/app.ts).
  formServer = express()
    .use(shopContextMiddleware(api.services))
    .use(consentChoiceRouter(api.services, { rateLimits: createRateLimits() }))
    .listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => formServer.once('listening', () => resolve()));
  formPort = (formServer.address() as AddressInfo).port;
}, apiServerStartTimeout);
afterAll(async () => {
  if (formServer) await new Promise<void>((resolve) => formServer.close(() => resolve()));
  await api?.close();
});

const decision = {
  action: 'saveSelection',
  shopId: 'baby-de',
  href: 'http://localhost/kinderwagen/',
  version: '1',
  consents: { storage: true, econda: true, 'google-ads': false },
};

const post = (json: unknown, visitor = visitorClient(api)) =>
  visitor.call(endpoint, { method: 'POST', json });

describe('proof of consent (issue 20, GDPR Art. 7(1), §7 consent call: action, shop, page, version, consents)', () => {
  test('a decision is stored by the engine (204)', async () => {
    const answer = await post(decision);
    expect(answer.status).toBe(204);
    const [stored] = await api.services.commerce.consentRecords.latest('baby-de', { limit: 1 });
    expect(stored).toMatchObject(decision);
  });

  test.each([
    { case: 'an unknown action', body: { ...decision, action: 'maybe' }, field: 'action' },
    { case: 'a relative page', body: { ...decision, href: '/kinderwagen/' }, field: 'href' },
    { case: 'no version', body: { ...decision, version: '' }, field: 'version' },
    { case: 'a status as text', body: { ...decision, consents: { storage: 'on' } }, field: null },
    { case: 'no body', body: undefined, field: null },
  ])('$case is a 400 with a message key', async ({ body, field }) => {
    const answer = await visitorClient(api).call(endpoint, {
      method: 'POST',
      ...(body === undefined ? {} : { json: body }),
    });
    expect(answer.status).toBe(400);
    const refusal = (await answer.json()) as { issues: { field: string | null; key: string }[] };
    expect(refusal.issues.length).toBeGreaterThan(0);
    for (const issue of refusal.issues) expect(issue.key).toEqual(expect.any(String));
    if (field !== null) expect(refusal.issues.map((issue) => issue.field)).toContain(field);
  });

  test(`${defaultRateLimits.consentRecords.points} decisions per ${defaultRateLimits.consentRecords.windowSeconds} s per client, then 429`, async () => {
    const visitor = visitorClient(api);
    for (let call = 0; call < defaultRateLimits.consentRecords.points; call += 1) {
      expect((await post(decision, visitor)).status).toBe(204);
    }
    const refused = await post(decision, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the no-JavaScript choice is recorded too (issue 20: POST /_consent/ records server side)', () => {
  test('a reject all posted by the form is stored with the page it was made on', async () => {
    const answer = await send(formPort, {
      method: 'POST',
      path: '/_consent/',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
      form: { action: 'rejectAll', return: '/beweis/?consent=settings' },
    });
    expect(answer.status).toBe(303);
    const [latest] = await api.services.commerce.consentRecords.latest('baby-de', { limit: 1 });
    expect(latest).toMatchObject({
      action: 'rejectAll',
      shopId: 'baby-de',
      href: `http://localhost:${formPort}/beweis/`,
      version: '1',
      consents: expect.objectContaining({ storage: true, econda: false, 'google-ads': false }),
    });
  });
});

describe('VITRINE_CONSENT_RECORDS_ORIGIN: the no-JavaScript choice goes to the records host too (issue 20, §7 consent call)', () => {
  /** What the records host received, and how it answers the next post. */
  const received: { path: string; contentType: string | undefined; body: unknown }[] = [];
  let hostAnswer = 204;
  let host: ReturnType<ReturnType<typeof express>['listen']>;
  let remoteFormServer: ReturnType<ReturnType<typeof express>['listen']>;
  let remoteFormPort: number;

  const listen = async (app: ReturnType<typeof express>) => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    return server;
  };
  const portOf = (server: typeof host) => (server.address() as AddressInfo).port;
  const close = (server: typeof host | undefined) =>
    server ? new Promise<void>((resolve) => server.close(() => resolve())) : undefined;

  beforeAll(async () => {
    host = await listen(
      express()
        .use(express.json())
        .post('/api/consent-records/', (request, response) => {
          received.push({
            path: request.path,
            contentType: request.get('content-type'),
            body: request.body,
          });
          response.sendStatus(hostAnswer);
        }),
    );
    remoteFormServer = await listen(
      express()
        .use(shopContextMiddleware(api.services))
        .use(
          consentChoiceRouter(api.services, {
            rateLimits: createRateLimits(),
            recordsOrigin: `http://127.0.0.1:${portOf(host)}/ignored/path`,
          }),
        ),
    );
    remoteFormPort = portOf(remoteFormServer);
  });
  afterAll(async () => {
    await close(remoteFormServer);
    await close(host);
  });

  const choose = (form: Record<string, string>) =>
    send(remoteFormPort, {
      method: 'POST',
      path: '/_consent/',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
      form,
    });
  const storedHere = async (href: string) =>
    (await api.services.commerce.consentRecords.latest('baby-de', { limit: 50 })).filter(
      (record) => record.href === href,
    );

  test('an accept all is posted to the host as the banner posts it, and not stored by this engine', async () => {
    hostAnswer = 204;
    received.length = 0;
    const answer = await choose({ action: 'acceptAll', return: '/fern/' });
    expect(answer.status).toBe(303);
    expect(received).toEqual([
      {
        path: '/api/consent-records/',
        contentType: expect.stringContaining('application/json'),
        body: {
          action: 'acceptAll',
          shopId: 'baby-de',
          href: `http://localhost:${remoteFormPort}/fern/`,
          version: '1',
          consents: expect.objectContaining({ storage: true, econda: true }),
        },
      },
    ]);
    expect(await storedHere(`http://localhost:${remoteFormPort}/fern/`)).toEqual([]);
  });

  test('a host that refuses or is gone does not cost the visitor the choice: 303 and the cookie', async () => {
    hostAnswer = 503;
    const refused = await choose({ action: 'rejectAll', return: '/fern/' });
    expect(refused.status).toBe(303);
    expect(String(refused.headers['set-cookie'])).toMatch(/consent=/);

    await close(host);
    const unreachable = await choose({ action: 'rejectAll', return: '/fern/' });
    expect(unreachable.status).toBe(303);
    expect(String(unreachable.headers['set-cookie'])).toMatch(/consent=/);
  });
});

import { shopByKey } from '@vitrine/domain';
import { describe, expect, test, vi } from 'vitest';
import type { PageRequestContext } from '../load-context';
import { enforcePageGuards, pageGuardDecision } from './page-guards.server';

const germanBaby = shopByKey('baby-de');
if (!germanBaby) throw new Error('the baby-de shop is missing');
const shop = germanBaby;

/** A page request's context with a visitor that counts how often it is read. */
function contextFor(path: string, kind: 'anonymous' | 'registered' = 'anonymous') {
  const visitor = vi.fn(async () => ({
    sessionId: null,
    userId: 'u',
    customerId: kind === 'anonymous' ? null : 'c',
    kind,
  }));
  const context = {
    shop,
    locale: shop.locales[0],
    path,
    services: { content: { kind: 'local' } },
    preview: { requested: false, granted: false },
    visitor,
  } as unknown as PageRequestContext;
  return { context, visitor };
}

const request = (path: string, method = 'GET') =>
  new Request(`http://de.nido.localhost${path}`, { method });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the guards let the request through');
}

describe('the page guards decide once per request (spec §4)', () => {
  test('the loaders of one request share one decision and one reading of the session', async () => {
    const { context, visitor } = contextFor('/konto/', 'registered');
    const first = pageGuardDecision(request('/konto/'), context);
    const second = pageGuardDecision(request('/konto/'), context);
    expect(second).toBe(first);
    expect((await first).outcome).toEqual({ kind: 'continue' });
    expect(visitor).toHaveBeenCalledTimes(1);
  });

  test('a public page is decided without reading the session', async () => {
    const { context, visitor } = contextFor('/ratgeber/');
    expect(await enforcePageGuards(request('/ratgeber/?redirect=goodbye'), context)).toEqual([
      { type: 'toast.show', variant: 'info', message: 'account.deleted' },
    ]);
    expect(visitor).not.toHaveBeenCalled();
  });
});

describe('the outcome is acted on (spec §2, §4, §5)', () => {
  test.each([
    { path: '/ratgeber?x=1', method: 'GET', status: 301, to: '/ratgeber/?x=1' },
    { path: '/ratgeber?x=1', method: 'POST', status: 308, to: '/ratgeber/?x=1' },
    { path: '/konto/', method: 'GET', status: 302, to: '/login/' },
    { path: '/konto/', method: 'POST', status: 303, to: '/login/' },
  ])('$method $path: $status to $to', async ({ path, method, status, to }) => {
    const { context } = contextFor(new URL(`http://x${path}`).pathname);
    const response = await thrown(enforcePageGuards(request(path, method), context));
    expect(response.status).toBe(status);
    expect(response.headers.get('Location')).toBe(to);
  });

  test('a route that addresses nothing is 404 with its path', async () => {
    const { context } = contextFor('/p/a b/');
    await expect(enforcePageGuards(request('/p/a%20b/'), context)).rejects.toMatchObject({
      type: 'DataWithResponseInit',
      data: 'Page Not Found: /p/a b/',
      init: { status: 404 },
    });
  });
});

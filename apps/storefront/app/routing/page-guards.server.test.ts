import { shopByKey } from '@vitrine/domain';
import { RouterContextProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { PageRequestContext } from '../load-context';
import { pageGuardsMiddleware, pageToastsContext } from './page-guards.server';

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
  const fields = {
    shop,
    locale: shop.locales[0],
    path,
    environment: 'production',
    // The 404 page's frame asks for the layout (none here: the page has no frame).
    services: {
      content: { kind: 'local', published: { layout: async () => null } },
      // The frame reads the tag manager's setting (none configured).
      env: {},
    },
    preview: { requested: false, granted: false },
    visitor,
  } as unknown as PageRequestContext;
  const context = Object.assign(new RouterContextProvider(), fields);
  return { context, visitor };
}

const request = (path: string, method = 'GET') =>
  new Request(`http://de.nido.localhost${path}`, { method });

/** Runs the middleware as React Router does for one request; `next` is the page. */
async function guard(path: string, context: RouterContextProvider, method = 'GET') {
  const next = vi.fn(async () => new Response('the page'));
  await pageGuardsMiddleware(
    { request: request(path, method), context, params: {}, unstable_pattern: '' } as never,
    next,
  );
  return next;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the guards let the request through');
}

describe('the page guards run once per request, before the page (spec §4)', () => {
  test('a guarded page reads the session once and leaves the toasts on the context', async () => {
    const { context, visitor } = contextFor('/konto/', 'registered');
    await guard('/konto/', context);
    expect(visitor).toHaveBeenCalledTimes(1);
    expect(context.get(pageToastsContext)).toEqual([]);
  });

  test('a public page is decided without reading the session, its toasts for the layout', async () => {
    const { context, visitor } = contextFor('/ratgeber/');
    await guard('/ratgeber/?redirect=goodbye', context);
    expect(context.get(pageToastsContext)).toEqual([
      { type: 'toast.show', variant: 'info', message: 'account.deleted' },
    ]);
    expect(visitor).not.toHaveBeenCalled();
  });

  test('the newsletter confirmation joins the guards’ toasts', async () => {
    const { context } = contextFor('/');
    await guard('/?newsletter=confirmed', context);
    expect(context.get(pageToastsContext)).toEqual([
      { type: 'toast.show', variant: 'success', message: 'toast.newsletterConfirmed' },
    ]);
  });
});

describe('the outcome is acted on (spec §2, §4, §5)', () => {
  test.each([
    { path: '/ratgeber?x=1', method: 'GET', status: 301, to: '/ratgeber/?x=1' },
    { path: '/ratgeber?x=1', method: 'POST', status: 308, to: '/ratgeber/?x=1' },
    { path: '/konto/', method: 'GET', status: 302, to: '/login/?zurueck=%2Fkonto%2F' },
    { path: '/konto/', method: 'POST', status: 303, to: '/login/?zurueck=%2Fkonto%2F' },
  ])('$method $path: $status to $to, the page never runs', async ({ path, method, status, to }) => {
    const { context } = contextFor(new URL(`http://x${path}`).pathname);
    const next = vi.fn(async () => new Response('the page'));
    const response = await thrown(
      pageGuardsMiddleware(
        { request: request(path, method), context, params: {}, unstable_pattern: '' } as never,
        next,
      ) as Promise<unknown>,
    );
    expect(response.status).toBe(status);
    expect(response.headers.get('Location')).toBe(to);
    expect(next).not.toHaveBeenCalled();
  });

  test('a route that addresses nothing is 404 with its path', async () => {
    const { context } = contextFor('/p/a b/');
    await expect(guard('/p/a%20b/', context)).rejects.toMatchObject({
      type: 'DataWithResponseInit',
      data: { message: 'Page Not Found: /p/a b/', frame: { layout: null } },
      init: { status: 404 },
    });
  });

  test('a locale prefix the shop does not have is 404 (the German shop has no /nl/)', async () => {
    const { context } = contextFor('/faq/');
    await expect(guard('/nl/faq/', context)).rejects.toMatchObject({
      type: 'DataWithResponseInit',
      data: { message: 'Page Not Found: /faq/' },
      init: { status: 404 },
    });
  });
});

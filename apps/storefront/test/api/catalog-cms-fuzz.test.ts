import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import {
  expectRefusal,
  refusedJsonValue,
  textWithNul,
  tooDeepJson,
  unstorableText,
  withOddValue,
} from '../support/odd-input';
import { visitorClient } from '../support/visitor-client';

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(() => api?.close());

// Text that has broken servers before: binary, lone surrogates, traversal, encodings, floods.
const oddText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '%',
    '%00',
    '%E0%A4%A',
    '..',
    '../../etc/passwd',
    'fabula-ng/x',
    'Kinderwagen',
    'ÄÖÜß',
    'a.png',
    '__proto__',
    ',,,',
    '2000001,2000002',
    'x'.repeat(4000),
  ),
);
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%E0%A4%A';
  }
};
/**
 * A path segment, sometimes sent as it is (malformed escapes and all), mostly encoded. Dot
 * segments (`..`, `%2e%2e`) are resolved by the client's URL parser before anything is sent,
 * so they get a letter: the server must see them as they are.
 */
const segment = fc
  .tuple(oddText, fc.boolean())
  .map(([text, raw]) =>
    raw ? text.replaceAll(/[\s#?\\]/g, '').replaceAll('\u0000', '') : encode(text),
  )
  .map((text) => text.replaceAll(/(^|\/)((?:\.|%2e)+)(?=\/|$)/gi, '$1x$2'));
const query = fc
  .dictionary(
    fc.constantFrom('referenceKeys', 'size', 'locale', '_storyblok', 'version', 'cv', 'x'),
    oddText,
    { maxKeys: 4 },
  )
  .map((entries) => {
    const search = new URLSearchParams(entries).toString();
    return search === '' ? '' : `?${search}`;
  });

const calls: ReadonlyArray<{
  readonly name: string;
  readonly method: fc.Arbitrary<string>;
  readonly path: fc.Arbitrary<string>;
}> = [
  {
    name: 'GET shop/recommendations',
    method: fc.constant('GET'),
    path: query.map((search) => `/api/shop/recommendations/${search}`),
  },
  {
    name: 'GET shop/redirect/{path}',
    method: fc.constant('GET'),
    path: fc
      .tuple(fc.array(segment, { maxLength: 4 }), query)
      .map(([segments, search]) => `/api/shop/redirect/${segments.join('/')}${search}`),
  },
  {
    name: 'GET cms/{slug}',
    method: fc.constant('GET'),
    path: fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), query)
      .map(([segments, search]) => `/api/cms/${segments.join('/')}${search}`),
  },
  {
    name: 'GET cms/layoutCached',
    method: fc.constant('GET'),
    path: query.map((search) => `/api/cms/layoutCached/${search}`),
  },
  {
    name: 'any method on any /api path',
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
    path: fc
      .tuple(fc.array(segment, { maxLength: 5 }), query)
      .map(([segments, search]) => `/api/${segments.join('/')}${search}`),
  },
];

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  oddText,
  // Issue 12: NUL and lone surrogates in JSON texts, and nesting up to ~1,400 levels.
  fc.oneof(unstorableText, tooDeepJson).map((value) => JSON.stringify({ value })),
);

describe('generated requests to the catalog, redirect, cms and unknown /api paths never give a 5xx (issue 6, spec §7, §8)', () => {
  test.each(calls)('$name', async ({ method, path }) => {
    const client = visitorClient(api);
    await fc.assert(
      fc.asyncProperty(method, path, body, async (verb, url, payload) => {
        const sendsBody = verb !== 'GET' && verb !== 'HEAD' && payload !== undefined;
        const answer = await client.call(url, {
          method: verb,
          ...(sendsBody ? { body: payload, headers: { 'content-type': 'application/json' } } : {}),
        });
        const text = await answer.text();
        expect(answer.status, `${verb} ${url} → ${text.slice(0, 300)}`).toBeLessThan(500);
        // Node's HTTP parser refuses an over-long request line itself (431, no body).
        if (verb === 'HEAD' || answer.status === 431 || answer.status === 204) return;
        if (answer.status >= 300 && answer.status < 400) return;
        const parsed: unknown = JSON.parse(text);
        if (answer.status >= 400) {
          expect(parsed).toMatchObject({ statusCode: answer.status, error: expect.any(String) });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('NUL in the path or query, and NUL, lone surrogates or deep nesting in a JSON body are a 400 with a message key on any /api path (issue 12, item 4)', () => {
  // Where the odd input goes: an encoded NUL as a path segment of its own or inside one, a
  // NUL in a query parameter, or a JSON body that holds it anywhere.
  const odd = fc.oneof(
    fc.record({ place: fc.constant('path' as const), text: textWithNul, at: fc.nat() }),
    fc.record({ place: fc.constant('query' as const), text: textWithNul, at: fc.nat() }),
    fc.record({
      place: fc.constant('body' as const),
      body: fc.oneof(
        withOddValue(fc.jsonValue({ maxDepth: 2 })),
        refusedJsonValue.map((value) => [value]),
      ),
    }),
  );

  test.each(calls)('$name', async ({ method, path }) => {
    const client = visitorClient(api);
    await fc.assert(
      fc.asyncProperty(method, path, odd, async (verb, url, oddInput) => {
        const [pathname = '', search = ''] = url.split('?');
        let target = url;
        const init: RequestInit = { method: verb };
        if (oddInput.place === 'path') {
          const segments = pathname.split('/');
          // After `/api/…`'s first segment, so the request stays under /api.
          const at = 2 + (oddInput.at % Math.max(1, segments.length - 2));
          segments.splice(at, 0, encodeURIComponent(oddInput.text));
          target = `${segments.join('/')}${search === '' ? '' : `?${search}`}`;
        } else if (oddInput.place === 'query') {
          const query = new URLSearchParams(search);
          query.append(['referenceKeys', 'locale', 'x'][oddInput.at % 3] ?? 'x', oddInput.text);
          target = `${pathname}?${query}`;
        } else if (verb === 'GET' || verb === 'HEAD') {
          return; // No body in these.
        } else {
          init.body = JSON.stringify(oddInput.body);
          init.headers = { 'content-type': 'application/json' };
        }
        const answer = await client.call(target, init);
        if (verb === 'HEAD') {
          expect(answer.status, `HEAD ${target}`).toBe(400);
          return;
        }
        expectRefusal(answer.status, await answer.text(), `${verb} ${target} ${init.body ?? ''}`);
      }),
      { numRuns: 25 },
    );
  });
});

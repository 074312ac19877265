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
import { type VisitorClient, visitorClient } from '../support/visitor-client';

let api: RunningApi;
let customer: VisitorClient;
beforeAll(async () => {
  api = await startApiServer();
  customer = visitorClient(api);
  const answer = await customer.call('/api/user/auth/register/', {
    method: 'POST',
    json: {
      first_name: 'Fuzz',
      last_name: 'Tester',
      gender: 'd',
      email: 'fuzz@example.de',
      register_password: 'Zufall-Eingabe42',
      newsletter: false,
    },
  });
  expect(answer.status).toBe(200);
}, apiServerStartTimeout);
afterAll(() => api?.close());

/** Every endpoint this area serves, with the field names its forms use. */
const endpoints: readonly { method: string; path: string; fields: readonly string[] }[] = [
  { method: 'POST', path: '/api/user/auth/login/', fields: ['email', 'password'] },
  {
    method: 'POST',
    path: '/api/user/auth/register/',
    fields: ['first_name', 'last_name', 'gender', 'email', 'register_password', 'newsletter'],
  },
  {
    method: 'POST',
    path: '/api/user/auth/guest/',
    fields: ['first_name', 'last_name', 'gender', 'email', 'newsletter'],
  },
  { method: 'POST', path: '/api/user/auth/send-reset-email/', fields: ['email'] },
  { method: 'POST', path: '/api/user/auth/reset-password/', fields: ['hash', 'password'] },
  { method: 'GET', path: '/api/user/auth/reset-password/', fields: ['hash'] },
  { method: 'GET', path: '/api/user/auth/validate/', fields: [] },
  { method: 'POST', path: '/api/user/auth/%C0%AE/', fields: ['email', 'password'] },
  { method: 'GET', path: '/api/user/', fields: [] },
  { method: 'GET', path: '/api/user/check-password/', fields: ['hash'] },
  {
    method: 'POST',
    path: '/api/user/contact/',
    fields: ['subject', 'name', 'email', 'order_number', 'message'],
  },
  {
    method: 'POST',
    path: '/api/mcs/selfi/newsletter/',
    fields: ['name', 'email', 'source', 'shopId', 'firstName', 'lastName', 'salutation'],
  },
  { method: 'GET', path: '/api/mcs/selfi/newsletter/confirm/', fields: ['token'] },
  {
    method: 'POST',
    path: '/api/user/account/personal-data/',
    fields: ['first_name', 'last_name', 'gender', 'phone', 'birth_date'],
  },
  {
    method: 'POST',
    path: '/api/user/account/password/',
    fields: ['current_password', 'new_password'],
  },
  {
    method: 'POST',
    path: '/api/user/account/addresses/',
    fields: [
      'gender',
      'first_name',
      'last_name',
      'street',
      'house_number',
      'postal_code',
      'city',
      'country',
      'is_default_billing',
    ],
  },
  {
    method: 'PUT',
    path: '/api/user/account/addresses/0123456789abcdef0123456789abcdef/',
    fields: ['street', 'city'],
  },
  { method: 'DELETE', path: '/api/user/account/addresses/%00%2e%2e/', fields: [] },
  { method: 'GET', path: '/api/user/account/balance/', fields: [] },
  { method: 'GET', path: '/api/user/account/addresses/', fields: [] },
  { method: 'POST', path: '/api/user/account/delete/', fields: ['password'] },
  // Last: it ends the signed-in customer's session.
  { method: 'POST', path: '/api/user/auth/logout/', fields: [] },
];

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '\u202E',
    'ß'.repeat(5000),
    'a'.repeat(70_000),
    '../../etc',
    "' OR 1=1 --",
    '<script>',
  ),
);
const value = fc.oneof(
  oddText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  // Issue 12: NUL and lone surrogates anywhere in a text, and nesting up to ~1,400 levels.
  unstorableText,
  tooDeepJson,
);

/** A body: random JSON, an object of the endpoint's fields with any values, or a form. */
function payload(fields: readonly string[]) {
  const fieldNames = fields.length > 0 ? fc.constantFrom(...fields) : fc.string();
  const object = fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 10 })), value, {
    maxKeys: 8,
  });
  return fc.oneof(
    fc.record({ kind: fc.constant('json' as const), body: fc.jsonValue({ maxDepth: 4 }) }),
    fc.record({ kind: fc.constant('json' as const), body: object }),
    fc.record({ kind: fc.constant('raw' as const), body: oddText }),
    fc.record({
      kind: fc.constant('form' as const),
      body: fc.dictionary(fc.oneof(fieldNames, fc.string({ maxLength: 10 })), oddText, {
        maxKeys: 8,
      }),
    }),
  );
}

function query(fields: readonly string[], body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return '';
  const search = new URLSearchParams();
  for (const [key, entry] of Object.entries(body)) {
    if (fields.includes(key))
      search.append(key, typeof entry === 'string' ? entry : JSON.stringify(entry ?? ''));
  }
  return `?${search}`;
}

describe('no payload makes an identity or account endpoint fail with a 5xx (issue 6, spec §8)', () => {
  test.each(endpoints)('$method $path', async ({ method, path, fields }) => {
    await fc.assert(
      fc.asyncProperty(payload(fields), fc.boolean(), async (generated, signedIn) => {
        const client = signedIn ? customer : visitorClient(api);
        let init: RequestInit & { json?: unknown } = { method };
        let url = path;
        if (method === 'GET') url = `${path}${query(fields, generated.body)}`;
        else if (generated.kind === 'json') init = { method, json: generated.body };
        else if (generated.kind === 'form') {
          init = { method, body: new URLSearchParams(generated.body as Record<string, string>) };
        } else
          init = {
            method,
            body: String(generated.body),
            headers: { 'content-type': 'application/json' },
          };
        // Each call from its own client address: rate limits must not hide what the handler does.
        const answer = await client.call(url, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          },
        });
        const text = await answer.text();
        expect(answer.status, text).toBeLessThan(500);
        // A query beyond Node's 16 KB header limit is refused by the HTTP parser itself (431,
        // no body) before any handler runs; everything else answers in the error shape.
        if (answer.status === 431) return;
        expect(() => JSON.parse(text)).not.toThrow();
      }),
      { numRuns: 30 },
    );
  });
});

/**
 * A request carrying what the database cannot store or too deep a nesting: in a JSON body
 * (anywhere, as a value or a key), in a posted form or in the query. A form and a query carry
 * NUL only: they encode a lone surrogate as U+FFFD on the way. A GET carries only a query.
 */
function oddRequest(method: string, fields: readonly string[]) {
  // A form or query pair needs a name: a nameless one (`=%00`) is no field, and the body parser
  // drops it before anything reads it (the call then answers as if it was not sent).
  const fieldNames =
    fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ minLength: 1, maxLength: 10 });
  const inQuery = fc.record({
    kind: fc.constant('query' as const),
    body: fc.tuple(fieldNames, textWithNul).map(([field, odd]) => ({ [field]: odd })),
  });
  if (method === 'GET') return inQuery;
  return fc.oneof(
    fc.record({
      kind: fc.constant('json' as const),
      // Beside values well under the 64 kB body limit (over it the answer is 413).
      body: withOddValue(
        fc.dictionary(
          fieldNames,
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            oddText.filter((text) => text.length < 6000),
          ),
          {
            maxKeys: 4,
          },
        ),
      ),
    }),
    fc.record({
      kind: fc.constant('json' as const),
      body: fc.tuple(fieldNames, refusedJsonValue).map(([field, odd]) => ({ [field]: odd })),
    }),
    fc.record({
      kind: fc.constant('form' as const),
      body: fc
        .tuple(fieldNames, textWithNul, fc.boolean())
        .map(([field, odd, asKey]) => (asKey ? { [odd]: 'x' } : { [field]: odd })),
    }),
    inQuery,
  );
}

describe('NUL, lone surrogates and deep nesting are a 400 with a message key at every identity and account endpoint (issue 12, item 4)', () => {
  test.each(endpoints)('$method $path', async ({ method, path, fields }) => {
    await fc.assert(
      fc.asyncProperty(
        oddRequest(method, fields),
        fc.boolean(),
        async ({ kind, body }, signedIn) => {
          const client = signedIn ? customer : visitorClient(api);
          // Only a form or query is flat text; a JSON body may hold any value (a `toString` key).
          const form = kind === 'json' ? null : new URLSearchParams(body as Record<string, string>);
          const url = kind === 'query' ? `${path}?${form}` : path;
          const init: RequestInit & { json?: unknown } =
            kind === 'json'
              ? { method, json: body }
              : kind === 'form'
                ? { method, body: form ?? '' }
                : { method };
          const answer = await client.call(url, init);
          expectRefusal(
            answer.status,
            await answer.text(),
            `${method} ${url} ${JSON.stringify(body)}`,
          );
        },
      ),
      { numRuns: 15 },
    );
  });
});

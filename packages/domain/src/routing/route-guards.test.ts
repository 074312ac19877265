import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { shopByKey } from '../market/lookup';
import type { Shop } from '../market/types';
import {
  namedGuardChecks,
  namedGuardOf,
  type RouteRequest,
  routeGuards,
  runRouteGuards,
  UnknownRouteMiddlewareError,
} from './route-guards';

function shop(key: string): Shop {
  const found = shopByKey(key);
  if (!found) throw new Error(`test shop ${key} is missing`);
  return found;
}

const swissBaby = shop('baby-ch');
const germanBaby = shop('baby-de');
const goodbyeToast = { type: 'toast.show', variant: 'info', message: 'account.deleted' };

function request(overrides: Partial<RouteRequest>): RouteRequest {
  return { pathname: '/', search: '', shop: germanBaby, loggedIn: false, ...overrides };
}

describe('route guards (spec §4)', () => {
  test('run in the spec order', () => {
    expect(routeGuards.map((guard) => guard.name)).toEqual([
      'validateRoute',
      'deletionToast',
      'trailingSlash',
      'regionalRedirect',
      'ruleRedirect',
      'auth',
      'authCheckout',
    ]);
  });

  test.each<{ label: string; request: Partial<RouteRequest> }>([
    { label: 'the home page', request: {} },
    { label: 'an account page when logged in', request: { pathname: '/konto/', loggedIn: true } },
    {
      label: 'the new-password page',
      request: { pathname: '/konto/neues-passwort/', search: '?hash=ab' },
    },
    { label: 'the checkout login', request: { pathname: '/kasse/login/' } },
    { label: 'checkout as a guest', request: { pathname: '/kasse/', guestCustomer: true } },
    { label: 'checkout when logged in', request: { pathname: '/kasse/', loggedIn: true } },
    { label: 'a product page', request: { pathname: '/p/kinderwagen-1234567/' } },
    { label: 'a static script', request: { pathname: '/sbBridge.js' } },
    { label: '/de/ in a shop without the strip', request: { pathname: '/de/kinderwagen/' } },
    { label: 'no rule redirect', request: { pathname: '/alt/', ruleRedirect: null } },
  ])('let $label through', ({ request: overrides }) => {
    expect(runRouteGuards(request(overrides))).toEqual({
      outcome: { kind: 'continue' },
      decidedBy: null,
      toasts: [],
    });
  });

  test.each<{
    label: string;
    request: Partial<RouteRequest>;
    to: string;
    status: number;
    guard: string;
  }>([
    {
      label: 'a path without slash',
      request: { pathname: '/konto', search: '?a=1' },
      to: '/konto/?a=1',
      status: 301,
      guard: 'trailingSlash',
    },
    {
      label: 'a plus sign',
      request: { pathname: '/a+b/' },
      to: '/a%20b/',
      status: 301,
      guard: 'trailingSlash',
    },
    {
      label: 'the Swiss /de/',
      request: { pathname: '/de/kinderwagen/', search: '?a=1', shop: swissBaby },
      to: '/kinderwagen/?a=1',
      status: 301,
      guard: 'regionalRedirect',
    },
    {
      label: 'the Swiss /de without slash',
      request: { pathname: '/de/kinderwagen', shop: swissBaby },
      to: '/de/kinderwagen/',
      status: 301,
      guard: 'trailingSlash',
    },
    {
      label: 'an account page when logged out',
      request: { pathname: '/konto/bestellungen/' },
      to: '/login/?zurueck=%2Fkonto%2Fbestellungen%2F',
      status: 302,
      guard: 'auth',
    },
    {
      label: 'a French account page when logged out',
      request: { pathname: '/fr/konto/', shop: swissBaby },
      to: '/fr/login/?zurueck=%2Ffr%2Fkonto%2F',
      status: 302,
      guard: 'auth',
    },
    {
      label: 'checkout when logged out',
      request: { pathname: '/kasse/' },
      to: '/kasse/login/',
      status: 302,
      guard: 'authCheckout',
    },
    {
      label: 'French checkout when logged out',
      request: { pathname: '/fr/kasse/', shop: swissBaby },
      to: '/fr/kasse/login/',
      status: 302,
      guard: 'authCheckout',
    },
    {
      label: 'a rule before the login',
      request: { pathname: '/konto/', ruleRedirect: { target: '/neu/', statusCode: 308 } },
      to: '/neu/',
      status: 308,
      guard: 'ruleRedirect',
    },
  ])('redirect $label', ({ request: overrides, to, status, guard }) => {
    expect(runRouteGuards(request(overrides))).toEqual({
      outcome: { kind: 'redirect', to, status, external: false },
      decidedBy: guard,
      toasts: [],
    });
  });

  test('a rule to another site is a full page load', () => {
    const decision = runRouteGuards(
      request({
        pathname: '/alt/',
        ruleRedirect: { target: 'https://magazin.example/', statusCode: 301 },
      }),
    );
    expect(decision.outcome).toEqual({
      kind: 'redirect',
      to: 'https://magazin.example/',
      status: 301,
      external: true,
    });
  });

  test.each([
    { pathname: '/p/kinderwagen-/', message: 'Page Not Found: /p/kinderwagen-/' },
    { pathname: '/konto/bestellung/a%20b/', message: 'Page Not Found: /konto/bestellung/a b/' },
    { pathname: '/p/kinderwagen-', message: 'Page Not Found: /p/kinderwagen-' },
  ])('answer $pathname with 404 before any redirect', ({ pathname, message }) => {
    expect(runRouteGuards(request({ pathname, search: '?redirect=goodbye' }))).toEqual({
      outcome: { kind: 'notFound', status: 404, message },
      decidedBy: 'validateRoute',
      toasts: [],
    });
  });

  test('collect the deletion toast for the page that renders', () => {
    expect(runRouteGuards(request({ search: '?redirect=goodbye' }))).toEqual({
      outcome: { kind: 'continue' },
      decidedBy: null,
      toasts: [goodbyeToast],
    });
  });

  test('leave the deletion toast to the redirected request, which keeps the query', () => {
    const decision = runRouteGuards(request({ pathname: '/konto', search: '?redirect=goodbye' }));
    expect(decision.outcome).toMatchObject({ kind: 'redirect', to: '/konto/?redirect=goodbye' });
    expect(decision.toasts).toEqual([]);
  });

  test('run a custom list of guards', () => {
    const onlyToast = routeGuards.filter((guard) => guard.name === 'deletionToast');
    expect(
      runRouteGuards(request({ pathname: '/konto', search: '?redirect=goodbye' }), onlyToast),
    ).toEqual({
      outcome: { kind: 'continue' },
      decidedBy: null,
      toasts: [goodbyeToast],
    });
  });

  test.each([
    { pathname: '//evil.example/foo', shop: germanBaby, to: '/evil.example/foo/' },
    { pathname: '/\\evil.example/foo', shop: germanBaby, to: '/evil.example/foo/' },
    { pathname: '//evil.example', shop: germanBaby, to: '/evil.example' },
    { pathname: '/de//evil.example/x/', shop: swissBaby, to: '/evil.example/x/' },
    { pathname: '/de//evil.example/x', shop: swissBaby, to: '/de//evil.example/x/' },
  ])('keep the redirect for $pathname on the site', ({ pathname, shop, to }) => {
    expect(runRouteGuards(request({ pathname, shop })).outcome).toEqual({
      kind: 'redirect',
      to,
      status: 301,
      external: false,
    });
  });

  test('never redirect a requested path to another site (a Location of //host or /\\host)', () => {
    const hostile = fc.constantFrom('/', '//', '/\\', '\\', '/de/', '/de//', '/fr//', '/\t/');
    const rest = fc.string({ unit: fc.constantFrom('a', '.', '/', '\\', 'x', '+', 'D', 'ü') });
    fc.assert(
      fc.property(hostile, rest, fc.constantFrom(germanBaby, swissBaby), (start, tail, shop) => {
        const { outcome } = runRouteGuards(request({ pathname: `${start}${tail}`, shop }));
        if (outcome.kind === 'redirect') expect(outcome.to).toMatch(/^\/(?![/\\])/);
      }),
    );
  });
});

describe('a named guard that does not exist (§8: Unknown route middleware)', () => {
  test.each([
    { name: null, guard: null },
    { name: 'auth', guard: 'auth' },
    { name: 'authCheckout', guard: 'authCheckout' },
  ])('$name names the guard $guard', ({ name, guard }) => {
    expect(namedGuardOf(name)).toBe(guard);
  });

  test.each(['admin', 'Auth', 'toString', '__proto__', ''])(
    '"%s" is the error \'Unknown route middleware\'',
    (name) => {
      expect(() => namedGuardOf(name)).toThrow(UnknownRouteMiddlewareError);
      expect(() => namedGuardOf(name)).toThrow('Unknown route middleware');
    },
  );

  test.each([{ loggedIn: false }, { loggedIn: true }])(
    'a route naming one stops the guards with the error, never lets the request through (logged in: $loggedIn)',
    ({ loggedIn }) => {
      const run = () =>
        runRouteGuards(
          request({ pathname: '/konto/', loggedIn }),
          namedGuardChecks(() => 'admin'),
        );
      expect(run).toThrow(UnknownRouteMiddlewareError);
      expect(run).toThrow('Unknown route middleware');
    },
  );

  test.each([
    { guard: null, loggedIn: false, outcome: 'continue' },
    { guard: 'auth', loggedIn: false, outcome: 'redirect' },
    { guard: 'auth', loggedIn: true, outcome: 'continue' },
  ])(
    'a route naming $guard runs it (logged in: $loggedIn): $outcome',
    ({ guard, loggedIn, outcome }) => {
      const decision = runRouteGuards(
        request({ pathname: '/konto/', loggedIn }),
        namedGuardChecks(() => guard),
      );
      expect(decision.outcome.kind).toBe(outcome);
    },
  );

  test('the shop’s guards are these checks over the route table', () => {
    expect(routeGuards.slice(-2).map((guard) => guard.name)).toEqual(
      namedGuardChecks(() => null).map((guard) => guard.name),
    );
  });
});

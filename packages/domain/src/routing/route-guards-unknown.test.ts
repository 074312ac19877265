import { describe, expect, test, vi } from 'vitest';
import { shopByKey } from '../market/lookup';
import { runRouteGuards, UnknownRouteMiddlewareError } from './route-guards';

/*
 * §8 'Unknown route middleware' where it matters: a route of the table that names a guard no
 * guard has. The table's types allow no such route, so one is put in here: /konto/ asks for
 * 'admin'. The guards must stop with the §8 error instead of letting the request through.
 */
vi.mock('./route-table', async (importOriginal) => {
  const original = await importOriginal<typeof import('./route-table')>();
  return {
    ...original,
    matchRoute: (...args: Parameters<typeof original.matchRoute>) => {
      const match = original.matchRoute(...args);
      return match.route.name === 'account'
        ? { ...match, route: { ...match.route, guard: 'admin' } }
        : match;
    },
  };
});

const shop = shopByKey('baby-de');
if (!shop) throw new Error('test shop baby-de is missing');

describe('a route naming a guard that does not exist (§8: Unknown route middleware)', () => {
  test.each([{ loggedIn: false }, { loggedIn: true }])(
    'the guards stop with the error (logged in: $loggedIn), never let the request through',
    ({ loggedIn }) => {
      const run = () => runRouteGuards({ pathname: '/konto/', search: '', shop, loggedIn });
      expect(run).toThrow(UnknownRouteMiddlewareError);
      expect(run).toThrow('Unknown route middleware');
    },
  );

  test('routes naming a guard that exists are not affected', () => {
    expect(
      runRouteGuards({ pathname: '/kasse/', search: '', shop, loggedIn: true }).outcome,
    ).toEqual({ kind: 'continue' });
  });
});

import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localePathPrefixes } from '@vitrine/domain';
import { routes as shopRoutes } from '@vitrine/domain/routing';
import { describe, expect, test } from 'vitest';
import routeConfig, { routerPath } from './routes';

/** Every route of the config with its full path, as React Router will match it. */
function flatten(
  entries: readonly RouteConfigEntry[],
  parent = '',
): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter((part) => part !== '').join('/');
    const own =
      entry.id !== undefined && (entry.path !== undefined || entry.index)
        ? [{ id: entry.id, path }]
        : [];
    return [...own, ...flatten(entry.children ?? [], path)];
  });
}

describe('the route config is built from the domain route table (issue 13, spec §2)', () => {
  const mounted = flatten(routeConfig);

  test.each([
    ['/konto/', 'konto'],
    ['/konto/bestellung/:orderNumber/', 'konto/bestellung/:orderNumber'],
    ['/documentation/*', 'documentation/*'],
    ['/*', '*'],
  ])('%s is mounted as %s', (pattern, path) => {
    expect(routerPath(pattern)).toBe(path);
  });

  test('every §2 route is mounted once without and once under each locale prefix', () => {
    for (const definition of shopRoutes) {
      for (const localePrefix of ['', ...localePathPrefixes()]) {
        const id = localePrefix ? `${localePrefix}/${definition.name}` : definition.name;
        const path = [localePrefix, routerPath(definition.pattern)].filter(Boolean).join('/');
        expect(mounted.filter((entry) => entry.id === id)).toEqual([{ id, path }]);
      }
    }
  });

  test('beside the table, only the home page and the local CMS preview are declared', () => {
    const names = new Set(shopRoutes.map((definition) => definition.name));
    const others = mounted
      .map((entry) => entry.id.split('/').pop() ?? entry.id)
      .filter((name) => !names.has(name as (typeof shopRoutes)[number]['name']));
    expect(new Set(others)).toEqual(new Set(['home', 'cms-preview']));
  });
});

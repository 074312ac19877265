import { type RouteName, routes } from './route-table';

/**
 * The address of a §2 route in a locale: the route table's path behind the locale's prefix
 * (`''` or `/fr`). §2 gives every route one German path for all languages, so the language
 * changes only the prefix; links ask here rather than spell a path, so a route keeps one
 * address wherever it is linked. Parameters (`:orderNumber`, the final `*`) are filled from
 * `params`, each segment percent-encoded.
 *
 * @example
 * routePath('basket', '/fr') // '/fr/warenkorb/'
 * routePath('accountOrder', '', { orderNumber: 'A-1' }) // '/konto/bestellung/A-1/'
 */
export function routePath(
  name: Exclude<RouteName, 'content'>,
  localePrefix = '',
  params: Readonly<Record<string, string>> = {},
): string {
  const definition = routes.find((candidate) => candidate.name === name);
  if (definition === undefined) throw new Error(`No route named ${name}`);
  const segments = definition.pattern
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      if (segment === '*') {
        return (params.slug ?? '')
          .split('/')
          .filter((part) => part !== '')
          .map(encodeURIComponent);
      }
      if (!segment.startsWith(':')) return [segment];
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') {
        throw new Error(`The ${name} route needs its ${segment.slice(1)}`);
      }
      return [encodeURIComponent(value)];
    });
  const prefix = localePrefix.replace(/\/+$/, '');
  return `${prefix}/${segments.map((segment) => `${segment}/`).join('')}`;
}

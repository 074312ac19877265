import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';
import { localePathPrefixes } from '@vitrine/domain';

/**
 * The shop's pages, mounted once unprefixed (each shop's default locale) and once under
 * every other locale's prefix (`/fr/…`, `/nl/…`). Static prefixes outrank catch-alls, and
 * the shop layout refuses a prefix the current shop does not have.
 */
function pages(localePrefix: string): RouteConfigEntry[] {
  const id = (name: string) => (localePrefix ? `${localePrefix}/${name}` : name);
  return [index('routes/home.tsx', { id: id('home') })];
}

export default [
  layout('routes/shop-layout.tsx', [
    ...pages(''),
    ...localePathPrefixes().flatMap((localePrefix) => prefix(localePrefix, pages(localePrefix))),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;

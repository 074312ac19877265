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
  return [
    // The home page is the shop's CMS home story (§2: the root slug is sent as `_`).
    index('routes/cms-page.tsx', { id: id('home') }),
    route('cms-vorschau/*', 'routes/cms-preview.tsx', { id: id('cms-preview') }),
    // §2: the catch-all CMS content page; its page resolution ends in the 404 page.
    route('*', 'routes/cms-page.tsx', { id: id('cms-page') }),
  ];
}

export default [
  layout('routes/shop-layout.tsx', [
    ...pages(''),
    ...localePathPrefixes().flatMap((localePrefix) => prefix(localePrefix, pages(localePrefix))),
  ]),
] satisfies RouteConfig;

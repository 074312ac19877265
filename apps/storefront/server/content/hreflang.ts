import {
  type HostKind,
  type PageAlternate,
  type Shop,
  shopBaseUrl,
  shopsOfBrand,
} from '@vitrine/domain';

/**
 * The hreflang alternates of a page for the host the visitor is on. The content client writes
 * them with the shops' production addresses; on a local host name (development, tests) they
 * point at the local shops instead, so every alternate can be followed where it is shown.
 * Alternates of no shop of the brand are left out.
 */
export function hreflangAlternates(
  alternates: readonly PageAlternate[],
  shop: Shop,
  hostKind: HostKind,
  port: number | undefined,
): PageAlternate[] {
  return alternates.flatMap((alternate) => {
    for (const sister of shopsOfBrand(shop.brand)) {
      for (const locale of sister.locales) {
        if (locale.iso.toLowerCase() !== alternate.hreflang.toLowerCase()) continue;
        const production = shopBaseUrl(sister, locale, 'production');
        if (!alternate.href.startsWith(`${production}/`)) continue;
        const path = alternate.href.slice(production.length);
        return [
          { hreflang: locale.iso, href: `${shopBaseUrl(sister, locale, hostKind, port)}${path}` },
        ];
      }
    }
    return [];
  });
}

import { shopContext } from '@vitrine/commerce';
import { pageAlternates, productionBaseUrl } from '@vitrine/content';
import {
  cmsLocaleKey,
  productAlternates,
  productLink,
  robotsTxt,
  type SitemapEntry,
  shopBaseUrl,
  sitemapPagePath,
  sitemapXml,
  storyFolder,
} from '@vitrine/domain';
import { Router } from 'express';
import { hreflangAlternates } from '../content/hreflang';
import { noStore, publicPageCache } from '../http/cache-control';
import type { ShopRequestContext } from '../request-context';

/** The shop's published content pages in each of its locales, with their alternates. */
async function contentEntries(context: ShopRequestContext): Promise<SitemapEntry[]> {
  const { shop, hostKind, port, services } = context;
  const perLocale = await Promise.all(
    shop.locales.map(async (locale) => {
      // The published client only: drafts and the editor's preview never reach the sitemap.
      const stories = await services.content.published.allStories({
        startsWith: `${storyFolder(shop.company, cmsLocaleKey(locale))}/`,
      });
      const baseUrl = shopBaseUrl(shop, locale, hostKind, port);
      return stories.flatMap((story): SitemapEntry[] => {
        const path = sitemapPagePath(story);
        if (path === null) return [];
        return [
          {
            loc: `${baseUrl}/${path === '' ? '' : `${path}/`}`,
            // An alternate never published is no page yet: the sitemap names only pages that are.
            alternates: hreflangAlternates(
              pageAlternates(
                { ...story, alternates: story.alternates.filter((other) => other.published) },
                productionBaseUrl,
              ),
              shop,
              hostKind,
              port,
            ),
          },
        ];
      });
    }),
  );
  return perLocale.flat();
}

/**
 * Every product the shop sells, in each of its locales whose language the product is described
 * in, at its canonical product link; one engine query for the whole catalog.
 */
async function productEntries(context: ShopRequestContext): Promise<SitemapEntry[]> {
  const { shop, hostKind, port, services } = context;
  const products = await services.commerce.catalog.sitemapProducts(
    shopContext(shop, shop.locales[0]),
  );
  return shop.locales.flatMap((locale) => {
    const baseUrl = shopBaseUrl(shop, locale, hostKind, port);
    return products.flatMap((product): SitemapEntry[] => {
      const link = product.links.find((candidate) => candidate.language === locale.language);
      if (link === undefined) return [];
      return [
        {
          loc: `${baseUrl}${productLink({ ...link, referenceKey: product.referenceKey })}`,
          alternates: productAlternates(product, shop.brand, hostKind, port),
        },
      ];
    });
  });
}

/**
 * `/robots.txt` and `/sitemap.xml` of the shop the host name names (§2 SEO, issue 15): the
 * robots rules from the route table, and a sitemap of the shop's content pages and products
 * with their hreflang alternates. Public: the same for every visitor, so a CDN may keep them.
 */
export function crawlerFilesRouter(): Router {
  const router = Router();
  router.get('/robots.txt', (_request, response) => {
    const { shop, hostKind, port } = response.locals.shopContext as ShopRequestContext;
    const origin = new URL(shopBaseUrl(shop, shop.locales[0], hostKind, port)).origin;
    response
      .status(200)
      .set('Cache-Control', publicPageCache)
      .type('text/plain')
      .send(
        robotsTxt({
          localePrefixes: shop.locales.map((locale) => locale.pathPrefix),
          sitemapUrl: `${origin}/sitemap.xml`,
        }),
      );
  });
  router.get('/sitemap.xml', async (_request, response) => {
    const context = response.locals.shopContext as ShopRequestContext;
    let entries: SitemapEntry[];
    try {
      const [content, products] = await Promise.all([
        contentEntries(context),
        productEntries(context),
      ]);
      entries = [...content, ...products];
    } catch {
      // The content space or the engine did not answer: a crawler retries later; a sitemap
      // with half the pages would tell it the rest are gone.
      response
        .status(503)
        .set({ 'Cache-Control': noStore, 'Retry-After': '60' })
        .type('text/plain')
        .send('The sitemap is not available right now.');
      return;
    }
    response
      .status(200)
      .set('Cache-Control', publicPageCache)
      .type('application/xml')
      .send(sitemapXml(entries));
  });
  return router;
}

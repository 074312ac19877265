import type { MetaDescriptor } from 'react-router';
import type { CmsPageData } from './cms-page.server';

/** The document head of a CMS page: title, description, robots, Open Graph, canonical, hreflang. */
export function cmsPageMetaTags(page: Pick<CmsPageData, 'meta' | 'alternates'>): MetaDescriptor[] {
  const { meta } = page;
  return [
    { title: meta.title },
    ...(meta.description ? [{ name: 'description', content: meta.description }] : []),
    ...(meta.robots ? [{ name: 'robots', content: meta.robots }] : []),
    { property: 'og:title', content: meta.ogTitle },
    ...(meta.ogDescription ? [{ property: 'og:description', content: meta.ogDescription }] : []),
    ...(meta.ogImage ? [{ property: 'og:image', content: meta.ogImage }] : []),
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    ...Object.entries(page.alternates).map(([hrefLang, href]) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href,
    })),
  ];
}

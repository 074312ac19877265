import type { ContentLayout } from '@vitrine/content';
import {
  type ContentLink,
  linkTarget,
  type Shop,
  type ShopLocale,
  storyPagePath,
} from '@vitrine/domain';
import { contentLocaleOf } from '../../server/content/content-locale';
import type { ShopRequestContext } from '../load-context';
import { localisedHref } from './localised-href';

/** A link of the header or footer as the page renders it. */
export interface SiteLink {
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
}

/** What the page frame shows from the locale's layout story (§3 Site layout). */
export interface SiteLayoutView {
  /** The title template's site name (§2 page titles: `{title} | {site name}`). */
  readonly siteName: string;
  readonly defaultDescription: string;
  /** The shop's default share image, a path or URL as the CMS has it; `''` without one. */
  readonly defaultImage: string;
  readonly headerNotice: string;
  /** The root categories (§3: header navigation and featured links together). */
  readonly navigation: readonly SiteLink[];
  /** The header's service links (help, guide, contact). */
  readonly serviceLinks: readonly SiteLink[];
  readonly footerColumns: readonly {
    readonly title: string;
    readonly links: readonly SiteLink[];
  }[];
  readonly footerNote: string;
}

const linkOptions = { normaliseStorySlug: storyPagePath };

function siteLink(label: string, link: ContentLink | null, localePrefix: string): SiteLink | null {
  const target = linkTarget(link, linkOptions);
  if (target === null || label.trim() === '') return null;
  return {
    label,
    href: target.external ? target.href : localisedHref(target.href, localePrefix),
    external: target.external,
  };
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** The layout view of a loaded layout: links resolved by the §2 CMS path rules, locale-prefixed. */
export function siteLayoutView(
  content: ContentLayout,
  shop: Shop,
  locale: ShopLocale,
): SiteLayoutView {
  const { layout } = content;
  const prefix = locale.pathPrefix;
  return {
    siteName: layout.metaDefaults?.siteName.trim() || shop.brandName,
    defaultDescription: layout.metaDefaults?.description ?? '',
    defaultImage: layout.metaDefaults?.ogImage?.filename ?? '',
    headerNotice: layout.headerNotice,
    navigation: layout.rootCategories.map((category) => ({
      label: category.name,
      href: localisedHref(category.link, prefix),
      external: /^(?:[a-z]+:)?\/\//i.test(category.link),
    })),
    serviceLinks: layout.header
      .map((entry) => siteLink(entry.label, entry.link, prefix))
      .filter(present),
    footerColumns: layout.footer
      .map((column) => ({
        title: column.title,
        links: column.links
          .map((entry) => siteLink(entry.label, entry.link, prefix))
          .filter(present),
      }))
      .filter((column) => column.title.trim() !== '' && column.links.length > 0),
    footerNote: layout.footerNote,
  };
}

/**
 * The locale's layout (§2, §8): published layouts come from the client's per-locale cache, the
 * preview reads the draft every time. Null when it cannot be loaded — the page then has no
 * layout and raises the error page.
 */
export async function loadSiteLayout(
  context: Pick<ShopRequestContext, 'shop' | 'locale' | 'services'>,
  preview: boolean,
): Promise<{ readonly content: ContentLayout; readonly view: SiteLayoutView } | null> {
  const { shop, locale, services } = context;
  const client = preview ? services.content.preview : services.content.published;
  const content = await client.layout(contentLocaleOf(shop, locale));
  return content === null ? null : { content, view: siteLayoutView(content, shop, locale) };
}

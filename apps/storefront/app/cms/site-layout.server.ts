import { typographicContent } from '@vitrine/cms-blocks';
import type { ContentLayout } from '@vitrine/content';
import {
  type CategoryNode,
  type CategorySubNode,
  type ContentLink,
  linkTarget,
  type Shop,
  type ShopLocale,
  storyPagePath,
} from '@vitrine/domain';
import { createContext, type RouterContextProvider } from 'react-router';
import { contentLocaleOf } from '../../server/content/content-locale';
import { localisedHref } from './localised-href';

/** A link of the header or footer as the page renders it. */
export interface SiteLink {
  readonly label: string;
  readonly href: string;
  /** Only an external link says so: the frame sends every link in every page. */
  readonly external?: true;
}

/** What the page frame shows from the locale's layout story (§3 Site layout). */
export interface SiteLayoutView {
  /** The title template's site name (§2 page titles: `{title} | {site name}`). */
  readonly siteName: string;
  readonly defaultDescription: string;
  /** The shop's default share image, a path or URL as the CMS has it; `''` without one. */
  readonly defaultImage: string;
  readonly headerNotice: string;
  /**
   * The root categories with their sub-categories (§3: header navigation and featured links
   * together), every link with the locale's prefix: the header, side and mobile navigation.
   */
  readonly categories: readonly CategoryNode[];
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
    ...(target.external
      ? { href: target.href, external: true }
      : { href: localisedHref(target.href, localePrefix) }),
  };
}

function localisedCategory(node: CategorySubNode, prefix: string): CategorySubNode {
  return {
    navText: node.navText,
    navLink: localisedHref(node.navLink, prefix),
    children: node.children.map((child) => localisedCategory(child, prefix)),
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
    categories: layout.rootCategories.map((category) => ({
      name: category.name,
      link: localisedHref(category.link, prefix),
      subCategories: category.subCategories.map((node) => localisedCategory(node, prefix)),
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

/** A loaded layout: the content the page resolves blocks against and the frame's view. */
export interface LoadedSiteLayout {
  readonly content: ContentLayout;
  readonly view: SiteLayoutView;
}

/** Layouts already set, by the loaded layout (the published layouts are cached per locale). */
const setLayouts = new WeakMap<ContentLayout, ContentLayout>();

/**
 * The layout with its texts in the locale's typography (issue 21: French spacing before
 * `: ; ! ?` and inside `« »`, numbers kept with their units): header notice, navigation, footer,
 * campaigns, consent banner, contact subjects. Set once here, where the layout is loaded, so every
 * part of the page that shows a layout text — the frame's view, the consent banner, the campaign
 * banners and dialogs — reads it set; the story's own blocks are set where they render
 * (`StoryBlockView`). The editor's raw story (`story`) stays as written.
 */
function typographicLayout(content: ContentLayout, locale: ShopLocale): ContentLayout {
  if (locale.language !== 'fr') return content;
  const known = setLayouts.get(content);
  if (known !== undefined) return known;
  const set = { ...content, layout: typographicContent(content.layout, locale.language) };
  setLayouts.set(content, set);
  return set;
}

/** This request's layout, once loaded (the root and the page both ask). */
const siteLayoutOfRequest = createContext<Promise<LoadedSiteLayout | null> | null>(null);

/**
 * The locale's layout (§2, §8), read once per request however many loaders ask: published
 * layouts come from the client's per-locale cache, a granted preview reads the draft. Null
 * when it cannot be loaded — the page then has no layout and raises the error page.
 */
export function loadSiteLayout(
  context: Readonly<RouterContextProvider>,
): Promise<LoadedSiteLayout | null> {
  const loaded = context.get(siteLayoutOfRequest);
  if (loaded !== null) return loaded;
  const { shop, locale, services } = context;
  // Drafts only for a request that proved it comes from the CMS editor (issue 12 item 7).
  const client = context.preview.granted ? services.content.preview : services.content.published;
  const layout = client
    .layout(contentLocaleOf(shop, locale))
    .then((loaded: ContentLayout | null) => {
      if (loaded === null) return null;
      const content = typographicLayout(loaded, locale);
      return { content, view: siteLayoutView(content, shop, locale) };
    });
  context.set(siteLayoutOfRequest, layout);
  return layout;
}

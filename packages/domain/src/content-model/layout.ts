import { z } from 'zod';
import type { LinkTargetOptions } from '../campaign/link-target';
import type { BannerBlock, CampaignBannerBlock } from './banner';
import { blocksOfType } from './blocks';
import type { CampaignBlock } from './campaign';
import type { ConfigItemBlock } from './config-item';
import { type SiteConfig, siteConfig } from './config-item';
import type { ConsentBlock } from './consent';
import type { CountryEntryBlock } from './country-entry';
import { key, text } from './fields';
import type { ContactSubjectBlock, FooterColumnBlock } from './footer';
import type { ButtonBlock, LinkBlock } from './link-block';
import type { MetaDefaultsBlock } from './meta-defaults';
import { type CategoryNode, categoryNodes, type NavigationLinkBlock } from './navigation';

/**
 * The layout story of one shop locale (spec §3 Site layout): navigation, header, campaigns,
 * banners, footer, contact subjects, consent texts, meta defaults, the country list and the
 * config items.
 */
export interface LayoutBlock {
  readonly component: 'layout';
  readonly _uid: string;
  readonly headerNavigationLinks: readonly NavigationLinkBlock[];
  readonly featuredContentLinks: readonly NavigationLinkBlock[];
  /** Service links of the header (help, contact, stores). */
  readonly header: readonly (LinkBlock | ButtonBlock)[];
  /** The one-line notice above the header, e.g. the shipping promise. */
  readonly headerNotice: string;
  readonly campaigns: readonly CampaignBlock[];
  readonly banners: readonly (BannerBlock | CampaignBannerBlock)[];
  readonly footer: readonly FooterColumnBlock[];
  readonly footerNote: string;
  readonly contactSubjects: readonly ContactSubjectBlock[];
  /** The first `consent` block; later ones are ignored. */
  readonly consent: ConsentBlock | null;
  readonly metaDefaults: MetaDefaultsBlock | null;
  readonly countries: readonly CountryEntryBlock[];
  readonly config: readonly ConfigItemBlock[];
}

export const layoutSchema: z.ZodType<LayoutBlock, unknown> = z
  .object({
    _uid: key,
    headerNavigationLinks: blocksOfType(['navigation_link']),
    featuredContentLinks: blocksOfType(['navigation_link']),
    header: blocksOfType(['link', 'button']),
    headerNotice: text,
    campaigns: blocksOfType(['campaign']),
    banners: blocksOfType(['banner', 'campaign_banner']),
    footer: blocksOfType(['footer_column']),
    footerNote: text,
    contactSubjects: blocksOfType(['contact_subject']),
    consent: blocksOfType(['consent']).transform((blocks) => blocks[0] ?? null),
    metaDefaults: blocksOfType(['meta_defaults']).transform((blocks) => blocks[0] ?? null),
    countries: blocksOfType(['country_entry']),
    config: blocksOfType(['config_item']),
  })
  .transform((fields) => ({ component: 'layout' as const, ...fields }));

/** The layout as the storefront uses it: the category tree built, the config read. */
export interface SiteLayout extends Omit<LayoutBlock, 'config'> {
  /** Header navigation and featured links together (§3: the root categories). */
  readonly rootCategories: readonly CategoryNode[];
  readonly config: SiteConfig;
}

/** The site layout from a parsed layout block; story links are resolved with `options`. */
export function siteLayout(layout: LayoutBlock, options: LinkTargetOptions = {}): SiteLayout {
  return {
    ...layout,
    rootCategories: categoryNodes(
      [...layout.headerNavigationLinks, ...layout.featuredContentLinks],
      options,
    ),
    config: siteConfig(layout.config),
  };
}

/**
 * Campaigns, their triggers and CMS links as the content service delivers them (spec §3).
 * Every field is optional or loose on purpose: a CMS editor can leave any of them out or
 * type anything, and the rules reading them must still give a defined answer.
 */

/** The trigger types of spec §3. */
export const campaignTriggerTypes = [
  'url',
  'scayleCheckout',
  'productNumber',
  'marke',
  'subbrand',
  'breadcrumb',
  'sale',
] as const;
export type CampaignTriggerType = (typeof campaignTriggerTypes)[number];

export interface CampaignTrigger {
  /** One of {@link campaignTriggerTypes}; anything else never matches. */
  readonly type?: string | null;
  /** A comma-separated list (§3); the checkout and sale triggers read it as a yes/no flag. */
  readonly value?: string | number | boolean | null;
}

export interface Campaign {
  /** UTC start, `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or ISO 8601; empty means "since always". */
  readonly dateFrom?: string | null;
  /** UTC end, same formats; empty means "for ever". */
  readonly dateTo?: string | null;
  readonly triggers?: readonly CampaignTrigger[] | null;
}

/** What a campaign trigger can see of the page being shown. Missing fields match nothing. */
export interface CampaignPageContext {
  /** The URL path of the page, e.g. `/baby/kinderwagen/`. */
  readonly path?: string | null;
  /** Whether the page is the checkout (§2 `/kasse/`). */
  readonly isCheckout?: boolean | null;
  /** The product number of a product page (§2: last dash-separated segment of the pdp slug). */
  readonly productNumber?: string | null;
  /** The product's brand (`marke`). */
  readonly brand?: string | null;
  readonly subbrand?: string | null;
  /** Category names of the breadcrumb, root first. */
  readonly breadcrumb?: readonly string[] | null;
  /** The product's sale flag (§3 Product). */
  readonly isSale?: boolean | null;
}

/** The CMS link types of spec §3. */
export const linkTypes = ['asset', 'email', 'url', 'story'] as const;
export type LinkType = (typeof linkTypes)[number];

/** A CMS link field (§3 Link). */
export interface CmsLink {
  readonly linktype?: string | null;
  readonly url?: string | null;
  readonly href?: string | null;
  readonly email?: string | null;
  readonly story?: { readonly full_slug?: string | null } | null;
  readonly anchor?: string | null;
  readonly target?: string | null;
}

/** Where a link leads, ready for an anchor element. */
export interface LinkTarget {
  readonly href: string;
  readonly target: '_self' | '_blank';
  /**
   * True when the href is not a route of this storefront (absolute http(s) URLs, `mailto:`,
   * `tel:`): the app renders a plain anchor instead of a router link.
   */
  readonly external: boolean;
}

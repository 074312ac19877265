/**
 * The closed list of component names of Vitrine's content model (spec §3 Content story).
 * The block renderer renders exactly these; any other name is an unknown component, which
 * the CMS preview shows as a notice.
 */
export const blockNames = [
  'page',
  'section',
  'grid',
  'hero',
  'teaser',
  'image',
  'richtext',
  'link',
  'button',
  'headline',
  'text',
  'accordion',
  'accordion_item',
  'banner',
  'campaign_banner',
  'recommendation_slot',
  'listing',
  'newsletter_signup',
  'contact_form',
  'documentation_layout',
  'documentation_navigation',
  'content_block',
  'layout',
  'navigation_link',
  'campaign',
  'footer_column',
  'contact_subject',
  'consent',
  'meta_defaults',
  'country_entry',
  'shipping_costs',
  'config_item',
] as const;
export type BlockName = (typeof blockNames)[number];

const names: ReadonlySet<string> = new Set(blockNames);

export function isBlockName(value: unknown): value is BlockName {
  return typeof value === 'string' && names.has(value);
}

/** The components a story's root may be (Storyblok content types). */
export const storyContentTypes = [
  'page',
  'layout',
  'content_block',
  'documentation_layout',
] as const satisfies readonly BlockName[];
export type StoryContentType = (typeof storyContentTypes)[number];

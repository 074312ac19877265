import { z } from 'zod';
import {
  type AccordionBlock,
  type AccordionItemBlock,
  accordionItemSchema,
  accordionSchema,
} from './accordion';
import {
  type BannerBlock,
  bannerSchema,
  type CampaignBannerBlock,
  campaignBannerSchema,
} from './banner';
import { type BlockName, isBlockName } from './block-names';
import { type CampaignBlock, campaignSchema } from './campaign';
import { type ConfigItemBlock, configItemSchema } from './config-item';
import { type ConsentBlock, consentSchema } from './consent';
import { type ContentBlockBlock, contentBlockSchema } from './content-block';
import { type CountryEntryBlock, countryEntrySchema } from './country-entry';
import {
  type DocumentationLayoutBlock,
  type DocumentationNavigationBlock,
  documentationLayoutSchema,
  documentationNavigationSchema,
} from './documentation';
import {
  type ContactSubjectBlock,
  contactSubjectSchema,
  type FooterColumnBlock,
  footerColumnSchema,
} from './footer';
import {
  type ContactFormBlock,
  contactFormSchema,
  type NewsletterSignupBlock,
  newsletterSignupSchema,
} from './forms';
import { type HeroBlock, heroSchema } from './hero';
import { type ImageBlock, imageSchema } from './image';
import { type LayoutBlock, layoutSchema } from './layout';
import { type ButtonBlock, buttonSchema, type LinkBlock, linkBlockSchema } from './link-block';
import { type ListingBlock, listingSchema } from './listing';
import { type MetaDefaultsBlock, metaDefaultsSchema } from './meta-defaults';
import { type NavigationLinkBlock, navigationLinkSchema } from './navigation';
import {
  type GridBlock,
  gridSchema,
  type PageBlock,
  pageSchema,
  type SectionBlock,
  sectionSchema,
} from './page';
import { type RecommendationSlotBlock, recommendationSlotSchema } from './recommendation-slot';
import { type ShippingCostsBlock, shippingCostsSchema } from './shipping-costs';
import { type TeaserBlock, teaserSchema } from './teaser';
import {
  type HeadlineBlock,
  headlineSchema,
  type RichtextBlock,
  richtextBlockSchema,
  type TextBlock,
  textSchema,
} from './text-blocks';

/** A block of the content model, by its component name. */
export type KnownBlock =
  | PageBlock
  | SectionBlock
  | GridBlock
  | HeroBlock
  | TeaserBlock
  | ImageBlock
  | RichtextBlock
  | LinkBlock
  | ButtonBlock
  | HeadlineBlock
  | TextBlock
  | AccordionBlock
  | AccordionItemBlock
  | BannerBlock
  | CampaignBannerBlock
  | RecommendationSlotBlock
  | ListingBlock
  | NewsletterSignupBlock
  | ContactFormBlock
  | DocumentationLayoutBlock
  | DocumentationNavigationBlock
  | ContentBlockBlock
  | LayoutBlock
  | NavigationLinkBlock
  | CampaignBlock
  | FooterColumnBlock
  | ContactSubjectBlock
  | ConsentBlock
  | MetaDefaultsBlock
  | CountryEntryBlock
  | ShippingCostsBlock
  | ConfigItemBlock;

/**
 * A block whose component is not in the content model (a new component in the CMS, a typo).
 * It is kept, not dropped, so the CMS preview can show a notice where it sits.
 */
export interface UnknownBlock {
  readonly component: 'unknown';
  readonly _uid: string;
  /** The component name the CMS sent. */
  readonly name: string;
}

export type ContentBlock = KnownBlock | UnknownBlock;

/** The block of a component name. */
export type BlockOf<Name extends BlockName> = Extract<KnownBlock, { readonly component: Name }>;

/** Why something is not a block of the content model. */
export type BlockIssue =
  | { readonly code: 'notABlock' }
  | { readonly code: 'unknownComponent'; readonly component: string; readonly _uid: string };

export type BlockParseResult =
  | { readonly success: true; readonly block: KnownBlock }
  | { readonly success: false; readonly issue: BlockIssue };

type Registry = { readonly [Name in BlockName]: z.ZodType<BlockOf<Name>, unknown> };

let registryCache: Registry | null = null;

/**
 * The schema of each component. Built on first use: the container schemas read their
 * children through this module, so it cannot be built while the modules load.
 */
function registry(): Registry {
  registryCache ??= {
    page: pageSchema,
    section: sectionSchema,
    grid: gridSchema,
    hero: heroSchema,
    teaser: teaserSchema,
    image: imageSchema,
    richtext: richtextBlockSchema,
    link: linkBlockSchema,
    button: buttonSchema,
    headline: headlineSchema,
    text: textSchema,
    accordion: accordionSchema,
    accordion_item: accordionItemSchema,
    banner: bannerSchema,
    campaign_banner: campaignBannerSchema,
    recommendation_slot: recommendationSlotSchema,
    listing: listingSchema,
    newsletter_signup: newsletterSignupSchema,
    contact_form: contactFormSchema,
    documentation_layout: documentationLayoutSchema,
    documentation_navigation: documentationNavigationSchema,
    content_block: contentBlockSchema,
    layout: layoutSchema,
    navigation_link: navigationLinkSchema,
    campaign: campaignSchema,
    footer_column: footerColumnSchema,
    contact_subject: contactSubjectSchema,
    consent: consentSchema,
    meta_defaults: metaDefaultsSchema,
    country_entry: countryEntrySchema,
    shipping_costs: shippingCostsSchema,
    config_item: configItemSchema,
  };
  return registryCache;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one block by its `component`. Fields an editor left out, cleared or filled with the
 * wrong type take their defaults; a value that is no block at all, or a component outside
 * {@link blockNames}, gives a typed issue. Never throws.
 *
 * @example
 * parseBlock({ component: 'headline', text: 'Willkommen', level: '7' })
 * // { success: true, block: { component: 'headline', _uid: '', level: 2, text: 'Willkommen' } }
 */
export function parseBlock(value: unknown): BlockParseResult {
  if (!isRecord(value) || typeof value.component !== 'string' || value.component.trim() === '') {
    return { success: false, issue: { code: 'notABlock' } };
  }
  const component = value.component;
  if (!isBlockName(component)) {
    const uid = typeof value._uid === 'string' ? value._uid : '';
    return { success: false, issue: { code: 'unknownComponent', component, _uid: uid } };
  }
  const schema: z.ZodType<KnownBlock, unknown> = registry()[component];
  const result = schema.safeParse(value);
  return result.success
    ? { success: true, block: result.data }
    : { success: false, issue: { code: 'notABlock' } };
}

/**
 * Reads a list of blocks (a Storyblok blocks field). Unknown components are kept as
 * {@link UnknownBlock}s; entries that are no block are dropped.
 */
export function parseBlockList(value: unknown): ContentBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ContentBlock[] => {
    const result = parseBlock(item);
    if (result.success) return [result.block];
    const { issue } = result;
    return issue.code === 'unknownComponent'
      ? [{ component: 'unknown', _uid: issue._uid, name: issue.component }]
      : [];
  });
}

/**
 * A blocks field of any components of the model. A function, not a constant: the container
 * schemas call it while this module may still be loading (their modules import each other).
 */
export function blockList(): z.ZodType<ContentBlock[], unknown> {
  return z.unknown().optional().transform(parseBlockList);
}

/**
 * A blocks field that takes only some components (a footer column's links, an accordion's
 * items): other blocks are dropped.
 */
export function blocksOfType<const Name extends BlockName>(
  names: readonly Name[],
): z.ZodType<BlockOf<Name>[], unknown> {
  const allowed: ReadonlySet<string> = new Set(names);
  return z
    .unknown()
    .optional()
    .transform((value) =>
      parseBlockList(value).filter((block): block is BlockOf<Name> => allowed.has(block.component)),
    );
}

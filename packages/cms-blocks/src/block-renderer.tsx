import type { BlockName, BlockOf, ContentBlock } from '@vitrine/domain';
import * as React from 'react';
import {
  accordionItemView,
  accordionView,
  bannerView,
  campaignBannerView,
  contactFormView,
  listingView,
  newsletterSignupView,
  recommendationSlotView,
  richtextView,
} from './block-view-chunks';
import { DocumentationLayoutView, DocumentationNavigationView } from './blocks/documentation';
import { ButtonView, LinkView } from './blocks/link-blocks';
import { HeroView, ImageView, TeaserView } from './blocks/media-blocks';
import { GridView, PageView, SectionView } from './blocks/page-blocks';
import {
  ContentBlockView,
  FooterColumnView,
  LayoutView,
  NavigationLinkView,
} from './blocks/site-layout';
import { HeadlineView, TextView } from './blocks/text-blocks';
import { type EditableMarkers, EditableProvider } from './editable';
import { useBlockRender } from './render-context';
import { typographicContent } from './typographic-block';
import { UnknownBlock } from './unknown-block';

type BlockComponents = {
  readonly [Name in BlockName]: React.ComponentType<{ readonly block: BlockOf<Name> }>;
};

/** Layout data the storefront reads itself (consent banner, meta tags, country picker…). */
function DataOnly(): null {
  return null;
}

/**
 * The layout story's components that are data, not blocks: the storefront reads them from the
 * layout (`siteLayout`) and renders them in its own places, so as blocks they render nothing.
 */
export const dataOnlyComponents = [
  'campaign',
  'contact_subject',
  'consent',
  'meta_defaults',
  'country_entry',
  'shipping_costs',
  'config_item',
] as const satisfies readonly BlockName[];

/** Every component of the content model and the React component that renders it. */
export const blockComponents: BlockComponents = {
  page: PageView,
  section: SectionView,
  grid: GridView,
  hero: HeroView,
  teaser: TeaserView,
  image: ImageView,
  richtext: richtextView,
  link: LinkView,
  button: ButtonView,
  headline: HeadlineView,
  text: TextView,
  accordion: accordionView,
  accordion_item: accordionItemView,
  banner: bannerView,
  campaign_banner: campaignBannerView,
  recommendation_slot: recommendationSlotView,
  listing: listingView,
  newsletter_signup: newsletterSignupView,
  contact_form: contactFormView,
  documentation_layout: DocumentationLayoutView,
  documentation_navigation: DocumentationNavigationView,
  content_block: ContentBlockView,
  layout: LayoutView,
  navigation_link: NavigationLinkView,
  footer_column: FooterColumnView,
  campaign: DataOnly,
  contact_subject: DataOnly,
  consent: DataOnly,
  meta_defaults: DataOnly,
  country_entry: DataOnly,
  shipping_costs: DataOnly,
  config_item: DataOnly,
};

/**
 * The components a story's raw content names, at any depth (blocks, rich-text `blok` nodes),
 * read without the content model so the browser can preload the next story's views.
 */
export function namedComponents(content: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(content)) {
    for (const item of content) namedComponents(item, found);
  } else if (typeof content === 'object' && content !== null) {
    for (const [key, value] of Object.entries(content)) {
      if (key === 'component' && typeof value === 'string') found.add(value);
      else namedComponents(value, found);
    }
  }
  return found;
}

/** Renders one parsed block by its component; an unknown one as the preview notice. */
export function BlockView({ block }: { readonly block: ContentBlock }) {
  if (block.component === 'unknown') return <UnknownBlock name={block.name} />;
  const Component = blockComponents[block.component] as React.ComponentType<{
    readonly block: ContentBlock;
  }>;
  return <Component block={block} />;
}

/** Renders a list of parsed blocks in order. */
export function BlockList({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block._uid || `${block.component}-${index}`} block={block} />
      ))}
    </>
  );
}

const noMarkers: EditableMarkers = new Map();

export interface StoryBlockViewProps {
  /** The story's root block as `storyBlock` read it; null renders nothing. */
  readonly block: ContentBlock | null;
  /** The visual editor's `_editable` markers of the story's blocks (preview only). */
  readonly markers?: EditableMarkers;
}

/**
 * Renders a story that was read already (`storyBlock`, on the server): the block views with
 * their data and, in the CMS preview, the visual editor's markers on every block. Without the
 * content model, so a page that renders stories sends no schemas to the browser.
 *
 * The story's texts are set in the typography of the render context's language here, once for
 * every block and every way a story arrives (issue 21): the published page, the preview's draft
 * and each edit the visual editor sends all render through this view, on the server and again in
 * the browser (the same rule, so hydration matches). The content itself stays as the editor wrote
 * it, so the editor's fields and the page's data carry no invisible spaces.
 */
export function StoryBlockView({ block, markers = noMarkers }: StoryBlockViewProps) {
  const { language } = useBlockRender();
  const set = React.useMemo(
    () => (block === null ? null : typographicContent(block, language)),
    [block, language],
  );
  if (set === null) return null;
  return (
    <EditableProvider markers={markers}>
      <BlockView block={set} />
    </EditableProvider>
  );
}

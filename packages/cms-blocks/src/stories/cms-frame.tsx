/**
 * The frame of the block stories: the page context a storefront gives (image service, links,
 * campaigns of the layout, a fixed clock) over fixture content copied from the demo stories.
 * The fixtures are JSON files in `apps/storybook/fixtures/cms` (each names its source), served
 * by Storybook at `/fixtures/cms/` and loaded by the stories' loader, as a page loads content.
 */
import { type CampaignBlock, type Language, languages, parseBlock } from '@vitrine/domain';
import { DialogStackProvider } from '@vitrine/ui';
import type { FixtureImageName } from '@vitrine/ui/fixtures';
import type * as React from 'react';
import { type BlockDataMap, BlockDataProvider } from '../block-data';
import { CmsStory } from '../cms-story';
import { type BlockRenderContextValue, BlockRenderProvider } from '../render-context';
import { type FixtureDataOptions, fixtureData, fixtureProductsOf } from './fixture-data';

/**
 * The drawn picture of each demo content asset (`/_content/assets/<brand>/<name>.png`): a
 * category shows what it sells, guides and instructions an open guide, each brand its own
 * pictures. An asset the demo content adds later shows the nursery until it is drawn.
 */
const contentPictures: Readonly<Record<string, FixtureImageName>> = {
  'nido/startseite': 'nursery',
  'nido/kategorie-kinderzimmer': 'nursery',
  'nido/kategorie-autositze': 'car-seat',
  'nido/kategorie-babykleidung': 'clothing',
  'nido/kategorie-spielzeug': 'toys',
  'nido/kategorie-geschenke': 'gifts',
  'nido/ratgeber-1': 'guide',
  'nido/ratgeber-2': 'guide',
  'nido/anleitung-1': 'guide',
  'nido/anleitung-2': 'guide',
  'nido/kategorie-kinderwagen': 'stroller',
  'nido/kategorie-kombikinderwagen': 'stroller',
  'nido/kategorie-buggys': 'stroller',
  'nido/kategorie-fusssaecke': 'blanket',
  'nido/kategorie-fuettern': 'bottle',
  'nido/kategorie-baden-und-pflege': 'towel',
  'vitalia/startseite': 'vitalia-home',
  'vitalia/kategorie-haushalt': 'vitalia-household',
  'vitalia/kategorie-kueche': 'vitalia-kitchen',
  'vitalia/kategorie-wellness': 'vitalia-wellness',
  'vitalia/kategorie-gesundheit': 'vitalia-health',
  'vitalia/kategorie-heimtextilien': 'vitalia-textiles',
  'vitalia/kategorie-wohnen-und-schenken': 'vitalia-home-gifts',
  'vitalia/ratgeber-1': 'vitalia-wellness',
  'vitalia/ratgeber-2': 'vitalia-home',
};

/** Product fixtures are `stroller.webp`; content assets show their drawn picture. */
export const fixtureImageUrl: BlockRenderContextValue['imageUrl'] = (src, options) => {
  const product = /^([a-z-]+)\.webp$/.exec(src)?.[1];
  const asset = /\/_content\/assets\/([a-z]+\/[a-z0-9-]+)\.[a-z]+$/.exec(src)?.[1];
  const picture = product ?? contentPictures[asset ?? ''] ?? 'nursery';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return `/fixtures/images/${picture}.svg?${query.toString()}`;
};

/** The story slugs of the fixtures as shop paths (§2: locale, company, kategorieseiten off). */
const normaliseStorySlug = (slug: string) =>
  slug
    .replace(/^(?:baby|vital)\/[a-z]{2}-[a-z]{2}\/(?:kategorieseiten\/)?/, '')
    .replace(/^home$/, '');

function campaignsOf(layout: unknown): readonly CampaignBlock[] {
  const parsed = parseBlock(layout);
  return parsed.success && parsed.block.component === 'layout' ? parsed.block.campaigns : [];
}

/** The story args: a fixture file, optionally one component of its body, or inline content. */
export interface CmsFixtureArgs {
  /** A file of `apps/storybook/fixtures/cms` without `.json`. */
  readonly fixture?: string;
  /** Shows only the body blocks of this component (in a page of their own). */
  readonly pick?: string;
  /** Content written in the story itself (hostile rich text, unknown components). */
  readonly content?: unknown;
  readonly dataOptions?: FixtureDataOptions;
  readonly context?: Partial<BlockRenderContextValue>;
}

export interface CmsFixtureLoaded {
  readonly story?: { readonly content?: unknown };
  readonly layout?: { readonly content?: unknown };
}

async function fetchFixture(name: string): Promise<{ readonly content?: unknown }> {
  const response = await fetch(`/fixtures/cms/${name}.json`);
  if (!response.ok) throw new Error(`fixture ${name}: ${response.status}`);
  return (await response.json()) as { readonly content?: unknown };
}

/** Fixtures whose names start with a shop locale that has a layout fixture of its own. */
const layoutFixtures = new Set(['baby-de-de', 'baby-fr-fr', 'baby-nl-nl', 'vital-de-de']);

/**
 * The layout of the fixture's shop locale (`baby-fr-fr-home` → `baby-fr-fr-layout`), so its
 * campaigns and contact subjects are in the story's language and brand; the German baby layout
 * for content written in the story itself.
 */
export function layoutFixtureOf(fixture: string | undefined): string {
  const locale = /^([a-z]+-[a-z]{2}-[a-z]{2})-/.exec(fixture ?? '')?.[1];
  return locale !== undefined && layoutFixtures.has(locale)
    ? `${locale}-layout`
    : 'baby-de-de-layout';
}

/**
 * The language of the fixture's shop locale (`baby-fr-fr-home` → `fr`), so a French story shows
 * its texts in French typography as the shop does (issue 21); German for content written in the
 * story itself.
 */
export function languageOfFixture(fixture: string | undefined): Language {
  const language = /^[a-z]+-([a-z]{2})-[a-z]{2}-/.exec(fixture ?? '')?.[1];
  return languages.find((candidate) => candidate === language) ?? 'de';
}

/** Loads the story's fixture and the layout of its shop locale. */
export async function loadCmsFixtures({
  args,
}: {
  readonly args: CmsFixtureArgs;
}): Promise<CmsFixtureLoaded> {
  const [story, layout] = await Promise.all([
    args.fixture === undefined ? Promise.resolve(undefined) : fetchFixture(args.fixture),
    fetchFixture(layoutFixtureOf(args.fixture)),
  ]);
  return story === undefined ? { layout } : { story, layout };
}

function contentOf(args: CmsFixtureArgs, loaded: CmsFixtureLoaded): unknown {
  if (args.content !== undefined) return args.content;
  const content = loaded.story?.content;
  if (args.pick === undefined) return content;
  const body = (content as { body?: readonly { component?: string }[] } | undefined)?.body ?? [];
  return {
    component: 'page',
    _uid: `story-${args.pick}`,
    body: body.filter((blok) => blok.component === args.pick),
  };
}

export interface CmsFrameProps {
  readonly content: unknown;
  readonly data?: BlockDataMap;
  readonly context?: Partial<BlockRenderContextValue>;
}

/** Renders content as the storefront would, with the page's one dialog stack around it. */
export function CmsFrame({ content, data = {}, context = {} }: CmsFrameProps): React.ReactElement {
  return (
    <DialogStackProvider>
      <BlockRenderProvider value={context}>
        <BlockDataProvider data={data}>
          <CmsStory content={content} />
        </BlockDataProvider>
      </BlockRenderProvider>
    </DialogStackProvider>
  );
}

/** A story's render: the loaded fixture with full data and the demo page context. */
export function renderFixture(
  args: CmsFixtureArgs,
  loaded: CmsFixtureLoaded,
  className = 'mx-auto max-w-6xl p-4',
): React.ReactElement {
  const content = contentOf(args, loaded);
  const context: Partial<BlockRenderContextValue> = {
    language: languageOfFixture(args.fixture),
    imageUrl: fixtureImageUrl,
    linkOptions: { normaliseStorySlug },
    campaigns: campaignsOf(loaded.layout?.content),
    // Inside the demo campaign's window (March 2026), on a page its url trigger names.
    now: new Date('2026-03-15T10:00:00Z'),
    campaignPage: { path: '/kinderwagen/' },
    currentUrl: '/kinderwagen/',
    ...args.context,
  };
  return (
    <div className={className}>
      <CmsFrame
        content={content}
        data={fixtureData(content, loaded.layout?.content, {
          products: fixtureProductsOf(args.fixture),
          ...args.dataOptions,
        })}
        context={context}
      />
    </div>
  );
}

import type { Story, StoryAlternate } from '../src/space/story';
import { BlockBuilder, type StoryAddress } from './blocks';
import { type DemoLocale, demoLocales } from './demo-locales';
import { idFrom, uuidFrom } from './ids';
import type { PageSource, PageSpec } from './page-spec';
import { categoryPages } from './pages/category-pages';
import { documentationPages } from './pages/documentation-pages';
import { guidePages } from './pages/guide-pages';
import { homePages } from './pages/home-page';
import { layoutPages } from './pages/layout-page';
import { servicePages } from './pages/service-pages';
import { systemPages } from './pages/system-pages';

/** The page sources of every locale folder, in the order editors see them. */
const pageSources: readonly PageSource[] = [
  homePages,
  categoryPages,
  guidePages,
  documentationPages,
  servicePages,
  systemPages,
  layoutPages,
];

/** When the demo content was written and when the drafts were changed. Fixed, so files stay put. */
const publishedAt = '2026-01-12T08:00:00.000Z';
const draftUpdatedAt = '2026-03-02T09:30:00.000Z';

/** One file of the demo space: its path below `stories/` and the story it holds. */
export interface GeneratedStory {
  readonly path: string;
  readonly story: Story;
}

interface Planned {
  readonly locale: DemoLocale;
  readonly spec: PageSpec;
  readonly fullSlug: string;
  readonly id: number;
  readonly uuid: string;
  readonly position: number;
}

function folderOf(fullSlug: string): string {
  return fullSlug.split('/').slice(0, -1).join('/');
}

function alternateOf(planned: Planned): StoryAlternate {
  return {
    id: planned.id,
    name: planned.spec.name,
    slug: planned.fullSlug.split('/').at(-1) ?? planned.fullSlug,
    published: true,
    full_slug: planned.fullSlug,
    is_folder: false,
    parent_id: idFrom(`folder:${folderOf(planned.fullSlug)}`),
  };
}

function storyOf(
  planned: Planned,
  alternates: readonly Planned[],
  addresses: ReadonlyMap<string, StoryAddress>,
  draft: boolean,
): Story {
  const build = draft ? planned.spec.buildDraft : planned.spec.build;
  if (build === undefined) throw new Error(`${planned.fullSlug} has no draft`);
  const builder = new BlockBuilder(
    planned.fullSlug,
    addresses,
    planned.locale.shop.brandName.toLowerCase(),
  );
  return {
    name: planned.spec.name,
    created_at: publishedAt,
    published_at: publishedAt,
    updated_at: draft ? draftUpdatedAt : publishedAt,
    first_published_at: publishedAt,
    id: planned.id,
    uuid: planned.uuid,
    content: build(builder),
    slug: planned.fullSlug.split('/').at(-1) ?? planned.fullSlug,
    full_slug: planned.fullSlug,
    sort_by_date: null,
    position: planned.position,
    tag_list: [],
    is_startpage: false,
    parent_id: idFrom(`folder:${folderOf(planned.fullSlug)}`),
    meta_data: null,
    group_id: uuidFrom(`group:${planned.locale.company}:${planned.spec.key}`),
    release_id: null,
    lang: 'default',
    path: null,
    alternates: alternates.filter((other) => other !== planned).map(alternateOf),
    default_full_slug: null,
    translated_slugs: null,
  };
}

/**
 * Every story of the demo space, published and draft, for every shop locale
 * (`{company}/{locale}/…`). Deterministic: the same code gives the same files.
 */
export function generateDemoStories(): GeneratedStory[] {
  const planned = demoLocales().flatMap((locale) =>
    pageSources
      .flatMap((source) => source(locale))
      .map((spec, position): Planned => {
        const fullSlug = `${locale.company}/${locale.key}/${spec.slug}`;
        return {
          locale,
          spec,
          fullSlug,
          id: idFrom(`story:${fullSlug}`),
          uuid: uuidFrom(`story:${fullSlug}`),
          position,
        };
      }),
  );
  const addressesByFolder = new Map<string, Map<string, StoryAddress>>();
  const groups = new Map<string, Planned[]>();
  for (const entry of planned) {
    const folder = `${entry.locale.company}/${entry.locale.key}`;
    const addresses = addressesByFolder.get(folder) ?? new Map<string, StoryAddress>();
    addresses.set(entry.spec.key, { uuid: entry.uuid, fullSlug: entry.fullSlug });
    addressesByFolder.set(folder, addresses);
    const groupKey = `${entry.locale.company}:${entry.spec.key}`;
    groups.set(groupKey, [...(groups.get(groupKey) ?? []), entry]);
  }
  return planned.flatMap((entry) => {
    const addresses =
      addressesByFolder.get(`${entry.locale.company}/${entry.locale.key}`) ?? new Map();
    const alternates = groups.get(`${entry.locale.company}:${entry.spec.key}`) ?? [];
    const published = {
      path: `${entry.fullSlug}.json`,
      story: storyOf(entry, alternates, addresses, false),
    };
    if (entry.spec.buildDraft === undefined) return [published];
    return [
      published,
      { path: `${entry.fullSlug}.draft.json`, story: storyOf(entry, alternates, addresses, true) },
    ];
  });
}

/** A story file's text: two-space JSON and a final line break. */
export function storyFileText(story: Story): string {
  return `${JSON.stringify(story, null, 2)}\n`;
}

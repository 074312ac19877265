import type { SpaceEntry, Story } from '../src/space/story';

let nextId = 1000;

/** A Storyblok-shaped story for tests; the demo space is built the same way by the generator. */
export function fixtureStory(
  fullSlug: string,
  content: {
    readonly component: string;
    readonly _uid?: string;
    readonly [field: string]: unknown;
  },
  overrides: Partial<Story> = {},
): Story {
  nextId += 1;
  const slug = fullSlug.split('/').at(-1) ?? fullSlug;
  return {
    name: slug,
    created_at: '2026-01-05T09:00:00.000Z',
    published_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    first_published_at: '2026-01-05T09:00:00.000Z',
    id: nextId,
    uuid: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    content: { ...content, component: content.component, _uid: content._uid ?? `uid-${nextId}` },
    slug,
    full_slug: fullSlug,
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: null,
    meta_data: null,
    group_id: `group-${nextId}`,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    ...overrides,
  };
}

export function storyLink(story: Story) {
  return {
    id: story.uuid,
    url: '',
    linktype: 'story',
    fieldtype: 'multilink',
    cached_url: story.full_slug,
  };
}

function alternateOf(story: Story) {
  return {
    id: story.id,
    name: story.name,
    slug: story.slug,
    published: true,
    full_slug: story.full_slug,
    is_folder: false,
    parent_id: story.parent_id,
  };
}

/**
 * A small space: a baby home page in de-ch with a French alternate, a category page, a
 * guide article with a draft, a layout, a no-results block, and 60 generated articles
 * for paging and for more than 50 relations.
 */
export function fixtureSpace() {
  const article = fixtureStory('baby/de-ch/ratgeber/sicher-schlafen', {
    component: 'page',
    title: 'Sicher schlafen',
    description: 'Tipps für ruhige Nächte',
    body: [],
  });
  const articleDraft: Story = {
    ...article,
    updated_at: '2026-02-01T10:00:00.000Z',
    content: { ...article.content, title: 'Sicher schlafen (Entwurf)' },
  };
  const many = Array.from({ length: 60 }, (_, index) =>
    fixtureStory(`baby/de-ch/magazin/beitrag-${String(index).padStart(2, '0')}`, {
      component: 'page',
      title: `Beitrag ${index}`,
      body: [],
    }),
  );
  const category = fixtureStory('baby/de-ch/kategorieseiten/buggys', {
    component: 'page',
    title: 'Buggys',
    body: [{ component: 'listing', _uid: 'l', categorySlug: 'buggys' }],
  });
  const homeDe = fixtureStory('baby/de-ch/home', {
    component: 'page',
    title: 'Willkommen',
    secret: 'nur intern',
    ogImage: {
      id: 1,
      fieldtype: 'asset',
      filename: '/_content/assets/nido/startseite.png',
      alt: '',
    },
    body: [
      { component: 'teaser', _uid: 't1', story: article.uuid, link: storyLink(category) },
      {
        component: 'grid',
        _uid: 'g',
        blocks: many.map((story, index) => ({
          component: 'teaser',
          _uid: `m${index}`,
          story: story.uuid,
        })),
      },
    ],
  });
  const homeFr = fixtureStory('baby/fr-ch/home', {
    component: 'page',
    title: 'Bienvenue',
    body: [],
  });
  const guideDe = fixtureStory('baby/de-ch/ratgeber', {
    component: 'page',
    title: 'Ratgeber',
    body: [{ component: 'teaser', _uid: 'a', story: article.uuid }],
  });
  const guideFr = fixtureStory('baby/fr-ch/les-inspirations', {
    component: 'page',
    title: 'Inspirations',
    body: [],
  });
  const linkedDe: Story = { ...homeDe, alternates: [alternateOf(homeFr)] };
  const linkedFr: Story = { ...homeFr, alternates: [alternateOf(homeDe)] };
  const guideLinkedDe: Story = { ...guideDe, alternates: [alternateOf(guideFr)] };
  const guideLinkedFr: Story = { ...guideFr, alternates: [alternateOf(guideDe)] };
  const layout = fixtureStory('baby/de-ch/layout', {
    component: 'layout',
    headerNotice: 'Gratisversand',
    headerNavigationLinks: [
      { component: 'navigation_link', _uid: 'n', label: 'Buggys', link: storyLink(category) },
    ],
    config: [{ component: 'config_item', _uid: 'c', key: 'productAttributes', values: 'farbe' }],
  });
  const noResults = fixtureStory('baby/de-ch/system/no-results', {
    component: 'content_block',
    purpose: 'noResults',
    title: 'Leider nichts gefunden',
    body: [],
  });
  const brokenLayout = fixtureStory('baby/nl-be/layout', { component: 'page', body: [] });
  const entries: SpaceEntry[] = [
    { published: article, draft: articleDraft },
    ...[
      ...many,
      category,
      linkedDe,
      linkedFr,
      guideLinkedDe,
      guideLinkedFr,
      layout,
      noResults,
      brokenLayout,
    ].map((story) => ({ published: story, draft: null })),
  ];
  return {
    entries,
    article,
    category,
    homeDe: linkedDe,
    homeFr: linkedFr,
    guideDe: guideLinkedDe,
    guideFr: guideLinkedFr,
    layout,
    many,
  };
}

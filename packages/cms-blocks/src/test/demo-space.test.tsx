import { isBlockName, parseBlock } from '@vitrine/domain';
import { DialogStackProvider, UiTextProvider } from '@vitrine/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { allBlocks } from '../block-children';
import { BlockDataProvider, blockDataRequests } from '../block-data';
import { dataOnlyComponents } from '../block-renderer';
import { CmsStory } from '../cms-story';
import { BlockRenderProvider } from '../render-context';
import { fixtureData } from '../stories/fixture-data';
import { typographicContent } from '../typographic-block';
import { demoStories } from './demo-stories';
import { textsIn } from './render';

const stories = demoStories();
const folders = [...new Set(stories.map((story) => story.folder))];
const storiesIn = (folder: string) => stories.filter((story) => story.folder === folder);
const dataOnly = new Set<string>(dataOnlyComponents);

const languageOf = (folder: string) =>
  (folder.split('/')[1]?.slice(0, 2) ?? 'de') as 'de' | 'fr' | 'nl';

// Each locale's layout is parsed once: parsing it again for each of its ~80 stories made the
// walks below several times slower, and on a loaded CI machine slow enough to time out.
const campaignsByFolder = new Map<string, ReturnType<typeof campaignsOf>>();

function campaignsOf(folder: string) {
  const layout = stories.find((story) => story.file === `${folder}/layout.json`);
  const parsed = parseBlock(layout?.content);
  if (!parsed.success || parsed.block.component !== 'layout') return [];
  return parsed.block.campaigns;
}

function layoutCampaigns(folder: string) {
  const known = campaignsByFolder.get(folder);
  if (known) return known;
  const campaigns = campaignsOf(folder);
  campaignsByFolder.set(folder, campaigns);
  return campaigns;
}

function render(
  content: unknown,
  folder: string,
  data = {},
  campaigns = layoutCampaigns(folder),
): string {
  return renderToString(
    <UiTextProvider i18n={textsIn(languageOf(folder))}>
      <DialogStackProvider>
        <BlockRenderProvider
          value={{
            preview: true,
            language: languageOf(folder),
            campaigns,
            now: new Date('2026-03-15T12:00:00Z'),
          }}
        >
          <BlockDataProvider data={data}>
            <CmsStory content={content} />
          </BlockDataProvider>
        </BlockRenderProvider>
      </DialogStackProvider>
    </UiTextProvider>,
  );
}

const editorSpace = '7';

/**
 * The story as the visual editor sends drafts: every block carries its `_editable` marker.
 * Returns the marked content and each block's uid with its component.
 */
function withEditorMarkers(content: unknown): { marked: unknown; blocks: Map<string, string> } {
  const blocks = new Map<string, string>();
  const mark = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mark);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Readonly<Record<string, unknown>>;
    const marked: Record<string, unknown> = Object.fromEntries(
      Object.entries(record).map(([field, child]) => [field, mark(child)]),
    );
    if (typeof record.component === 'string' && typeof record._uid === 'string') {
      blocks.set(record._uid, record.component);
      const marker = { name: record.component, space: '1', uid: record._uid, id: editorSpace };
      marked._editable = `<!--#storyblok#${JSON.stringify(marker)}-->`;
    }
    return marked;
  };
  return { marked: mark(content), blocks };
}

describe('the demo space renders through cms-blocks (issue 5, spec §3 content story)', () => {
  test('it has the demo stories of every shop and locale', () => {
    expect(stories.length).toBeGreaterThanOrEqual(840);
  });

  // The walks below render every story: one test per folder of the space (a shop's language),
  // each well within the time limit on a busy machine.
  test.each(folders)(
    'every story of %s renders in preview without an unknown-component notice',
    (folder) => {
      const failures: string[] = [];
      for (const story of storiesIn(folder)) {
        try {
          const html = render(story.content, story.folder);
          if (html.includes('data-slot="cms-unknown-component"'))
            failures.push(`${story.file}: unknown`);
          if (html.trim() === '') failures.push(`${story.file}: empty`);
        } catch (error) {
          failures.push(`${story.file}: ${String(error)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  test('the stories have over 4,000 blocks a shopper sees, each checked below', () => {
    const seen = stories.flatMap((story) => [...withEditorMarkers(story.content).blocks.values()]);
    expect(seen.filter((component) => !dataOnly.has(component)).length).toBeGreaterThan(4000);
  });

  test.each(folders)(
    'in the visual editor every block of %s the shopper sees is selectable: storyblokEditable on every block (issue 5); in French no text keeps a plain space before : ; ! ? (issue 21)',
    (folder) => {
      const layout = stories.find((story) => story.file === `${folder}/layout.json`)?.content;
      const unmarked = new Set<string>();
      const plainSpaced: string[] = [];
      let checked = 0;
      for (const story of storiesIn(folder)) {
        const { marked, blocks } = withEditorMarkers(story.content);
        // Listings and slots with their products, every campaign running (window and triggers
        // are another test's business): every block that can show, shows.
        // The storefront sets the layout's texts where it loads the layout (issue 21).
        const running = typographicContent(
          layoutCampaigns(story.folder).map((campaign) => ({
            ...campaign,
            dateFrom: '',
            dateTo: '',
            triggers: [],
          })),
          languageOf(folder),
        );
        const data = fixtureData(marked, layout);
        const html = render(marked, story.folder, data, running);
        // Issue 21: in French, no text a shopper reads keeps a plain space before `: ; ! ?`.
        if (languageOf(folder) === 'fr') {
          const shown = html
            .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
            .replace(/<[^>]+>/g, '\n');
          for (const found of shown.match(/.{0,25}[\p{L}\p{N}»] [?:;!»]/gu) ?? []) {
            plainSpaced.push(`${story.file}: ${found}`);
          }
        }
        for (const [uid, component] of blocks) {
          if (dataOnly.has(component)) continue;
          checked += 1;
          if (!html.includes(`data-blok-uid="${editorSpace}-${uid}"`)) {
            unmarked.add(`${component} (${story.file})`);
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
      expect([...unmarked]).toEqual([]);
      expect(plainSpaced).toEqual([]);
    },
  );

  test('every component of every story is one of the content model', () => {
    const names = new Set<string>();
    for (const story of stories) {
      const parsed = parseBlock(story.content);
      expect(parsed.success, story.file).toBe(true);
      if (parsed.success) for (const block of allBlocks(parsed.block)) names.add(block.component);
    }
    expect([...names].filter((name) => !isBlockName(name))).toEqual([]);
    // The layout's data components are accounted for: they render nothing as blocks.
    expect(dataOnlyComponents.filter((name) => !names.has(name))).toEqual([]);
  });

  test('category pages ask for their listing, slots for their recommendations', () => {
    const requests = stories.flatMap((story) => blockDataRequests(story.content));
    const listings = requests.filter((request) => request.kind === 'listing');
    const slots = requests.filter((request) => request.kind === 'recommendations');
    expect(listings.length).toBeGreaterThan(500);
    expect(listings.every((request) => request.categorySlug !== '')).toBe(true);
    expect(slots.length).toBeGreaterThan(100);
    expect(slots.every((request) => request.size >= 1 && request.size <= 100)).toBe(true);
    expect(requests.some((request) => request.kind === 'contactForm')).toBe(true);
  });
});

import { parseBlock, publishedStoryContent, storyPagePath } from '@vitrine/domain';
import { DialogStackProvider, UiTextProvider } from '@vitrine/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BlockDataProvider } from '../block-data';
import { CmsStory } from '../cms-story';
import { BlockRenderProvider } from '../render-context';
import { fixtureData } from '../stories/fixture-data';
import { demoStories } from './demo-stories';
import { textsIn } from './render';

const stories = demoStories();
const linkOptions = { normaliseStorySlug: storyPagePath };

const languageOf = (folder: string) =>
  (folder.split('/')[1]?.slice(0, 2) ?? 'de') as 'de' | 'fr' | 'nl';

function layoutOf(folder: string): unknown {
  return stories.find((story) => story.file === `${folder}/layout.json`)?.content;
}

function campaignsOf(layout: unknown) {
  const parsed = parseBlock(layout);
  if (!parsed.success || parsed.block.component !== 'layout') return [];
  // Every campaign running, so every campaign banner renders what it reads.
  return parsed.block.campaigns.map((campaign) => ({
    ...campaign,
    dateFrom: null,
    dateTo: null,
    triggers: [],
  }));
}

/** A published page's story as the storefront renders it: no preview, a second-language prefix. */
function render(content: unknown, folder: string, data: ReturnType<typeof fixtureData>): string {
  const campaigns = campaignsOf(layoutOf(folder));
  return renderToString(
    <UiTextProvider i18n={textsIn(languageOf(folder))}>
      <DialogStackProvider>
        <BlockRenderProvider
          value={{
            preview: false,
            campaigns,
            linkOptions,
            localizePath: (path) => (path.startsWith('/') ? `/fr${path}` : path),
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

const folders = [...new Set(stories.map((story) => story.folder))].sort();

describe('a published page sends what its blocks render (issue 13: slim page data)', () => {
  // One test per folder of the space (a shop's language), each well within the time limit
  // on a busy machine; together they render every demo story twice.
  test.each(folders)(
    'every demo story of %s renders the same from its published content',
    (folder) => {
      const differing: string[] = [];
      for (const story of stories.filter((candidate) => candidate.folder === folder)) {
        const published = publishedStoryContent(story.content, linkOptions);
        // Data blocks keep their `_uid`, so the page's data reaches them as before.
        const data = fixtureData(story.content, layoutOf(story.folder));
        if (render(published, story.folder, data) !== render(story.content, story.folder, data)) {
          differing.push(story.file);
        }
      }
      expect(differing).toEqual([]);
    },
  );

  test('the published content of the demo stories is a fifth smaller at least', () => {
    let before = 0;
    let after = 0;
    for (const story of stories) {
      before += JSON.stringify(story.content).length;
      after += JSON.stringify(publishedStoryContent(story.content, linkOptions)).length;
    }
    expect(after).toBeLessThan(before * 0.8);
  });
});

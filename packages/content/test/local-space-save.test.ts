import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createLocalCdnHandler, type LocalCdnHandler } from '../src/cdn/local-handler';
import { defaultCdnTokens } from '../src/cdn/tokens';
import { fixtureStory } from './fixture-space';

const folders: string[] = [];
const handlers: LocalCdnHandler[] = [];
afterEach(async () => {
  for (const handler of handlers.splice(0)) handler.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A stories folder with one page whose title is `title`. */
async function folderWithPage(title: string) {
  const folder = await mkdtemp(join(tmpdir(), 'local-space-'));
  folders.push(folder);
  const story = fixtureStory('impressum', { component: 'page', title });
  const write = (next: unknown) => writeFile(join(folder, 'impressum.json'), JSON.stringify(next));
  await write(story);
  return { folder, story, write };
}

async function titleOf(handler: LocalCdnHandler): Promise<unknown> {
  const answer = await handler(
    new Request(
      `http://cdn.test/_content/v2/cdn/stories/impressum?token=${defaultCdnTokens.public}`,
    ),
  );
  const body = (await answer.json()) as { story: { content: { title: unknown } } };
  return body.story.content.title;
}

/** Waits for the watch's next word: saved or refused. */
function nextWord() {
  let tell: (word: string) => void = () => undefined;
  const word = new Promise<string>((resolve) => {
    tell = resolve;
  });
  return { word, watch: { onSaved: () => tell('saved'), onRefused: () => tell('refused') } };
}

describe('the local space reads its folder again on a save (issue 14: "the local space\'s save")', () => {
  test('a saved story is answered after the save, and the owner is told', async () => {
    const { folder, story, write } = await folderWithPage('Impressum');
    const listener = nextWord();
    const handler = await createLocalCdnHandler({ directory: folder, watch: listener.watch });
    handlers.push(handler);
    expect(await titleOf(handler)).toBe('Impressum');
    await write({ ...story, content: { ...story.content, title: 'Impressum (neu)' } });
    expect(await listener.word).toBe('saved');
    expect(await titleOf(handler)).toBe('Impressum (neu)');
  });

  test('a story saved broken keeps the stories the space had, says so, and the next good save counts', async () => {
    const { folder, story, write } = await folderWithPage('Impressum');
    let words = nextWord();
    const watch = {
      onSaved: () => words.watch.onSaved(),
      onRefused: () => words.watch.onRefused(),
    };
    const handler = await createLocalCdnHandler({ directory: folder, watch });
    handlers.push(handler);
    await writeFile(join(folder, 'impressum.json'), '{ "name": ');
    expect(await words.word).toBe('refused');
    expect(await titleOf(handler)).toBe('Impressum');
    words = nextWord();
    await write({ ...story, content: { ...story.content, title: 'Wieder gut' } });
    expect(await words.word).toBe('saved');
    expect(await titleOf(handler)).toBe('Wieder gut');
  });

  test('without a watch the folder is read once', async () => {
    const { folder, story, write } = await folderWithPage('Impressum');
    const handler = await createLocalCdnHandler({ directory: folder });
    handlers.push(handler);
    await write({ ...story, content: { ...story.content, title: 'Später' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await titleOf(handler)).toBe('Impressum');
  });
});

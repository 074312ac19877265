import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { demoStoriesDirectory } from '../src/space/load-space';
import { generateDemoAssets } from './demo-assets';
import { generateDemoStories, storyFileText } from './generate';

/**
 * Writes the demo stories to `stories/` and the drawings of their pictures to
 * `stories/assets/`, replacing what was there. Run with `npm run generate`.
 */
async function main(): Promise<void> {
  const stories = generateDemoStories();
  const assets = generateDemoAssets(stories);
  await rm(demoStoriesDirectory, { recursive: true, force: true });
  const files = [
    ...stories.map(({ path, story }) => ({ path, text: storyFileText(story) })),
    ...assets.map(({ path, svg }) => ({ path, text: svg })),
  ];
  for (const { path, text } of files) {
    const file = join(demoStoriesDirectory, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  process.stdout.write(
    `Wrote ${stories.length} story files and ${assets.length} pictures to ${demoStoriesDirectory}\n`,
  );
}

await main();

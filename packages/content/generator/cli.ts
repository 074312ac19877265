import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { demoStoriesDirectory } from '../src/space/load-space';
import { generateDemoStories, storyFileText } from './generate';

/** Writes the demo stories to `stories/`, replacing what was there. Run with `npm run generate`. */
async function main(): Promise<void> {
  const stories = generateDemoStories();
  await rm(demoStoriesDirectory, { recursive: true, force: true });
  for (const { path, story } of stories) {
    const file = join(demoStoriesDirectory, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, storyFileText(story));
  }
  process.stdout.write(`Wrote ${stories.length} story files to ${demoStoriesDirectory}\n`);
}

await main();

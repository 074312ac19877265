import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo space of packages/content, read as files: cms-blocks never imports it. */
export const storiesRoot = fileURLToPath(new URL('../../../content/stories', import.meta.url));

export interface DemoStory {
  /** Path below the stories folder, e.g. `baby/de-de/home.json`. */
  readonly file: string;
  /** `baby/de-de`. */
  readonly folder: string;
  readonly content: unknown;
}

function jsonFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Every story file of the demo space, drafts included. */
export function demoStories(): DemoStory[] {
  return jsonFiles(storiesRoot)
    .sort()
    .map((path) => {
      const file = relative(storiesRoot, path);
      const story = JSON.parse(readFileSync(path, 'utf8')) as { content?: unknown };
      return { file, folder: file.split('/').slice(0, 2).join('/'), content: story.content };
    });
}

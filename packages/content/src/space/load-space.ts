import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContentSpace, createContentSpace } from './content-space';
import { isStory, type SpaceEntry, type Story } from './story';

/** Where the demo stories live: `packages/content/stories`. */
export const demoStoriesDirectory = fileURLToPath(new URL('../../stories', import.meta.url));

/** A draft sits beside its published story as `{slug}.draft.json`. */
const draftSuffix = '.draft.json';

async function jsonFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function readStory(file: string, directory: string): Promise<Story> {
  const story: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isStory(story)) {
    throw new Error(`${relative(directory, file)} is not a Storyblok story`);
  }
  return story;
}

/**
 * Reads a stories folder: one published story per `{full_slug}.json` and an optional newer
 * version per `{full_slug}.draft.json`. A draft without its published story, or a story
 * filed under another path than its full slug, is an error.
 */
export async function loadSpaceEntries(directory = demoStoriesDirectory): Promise<SpaceEntry[]> {
  const files = await jsonFiles(directory);
  const published = new Map<string, Story>();
  const drafts = new Map<string, Story>();
  for (const file of files) {
    const path = relative(directory, file).split(sep).join('/');
    const isDraft = path.endsWith(draftSuffix);
    const slug = isDraft ? path.slice(0, -draftSuffix.length) : path.slice(0, -'.json'.length);
    const story = await readStory(file, directory);
    if (story.full_slug !== slug) {
      throw new Error(`${path} holds the story ${story.full_slug}`);
    }
    (isDraft ? drafts : published).set(slug, story);
  }
  for (const slug of drafts.keys()) {
    if (!published.has(slug)) throw new Error(`The draft ${slug} has no published story`);
  }
  return [...published].map(([slug, story]) => ({
    published: story,
    draft: drafts.get(slug) ?? null,
  }));
}

/** Loads the content space from a stories folder (default: the demo stories). */
export async function loadContentSpace(directory = demoStoriesDirectory): Promise<ContentSpace> {
  return createContentSpace(await loadSpaceEntries(directory));
}

import type { ContentVersion, Story, StoryContent } from '../space/story';

/** Storyblok sends related stories inline up to this many; beyond it only their uuids. */
export const inlineReferenceLimit = 50;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Visits every object of a content tree once, without recursion. */
function eachObject(
  content: StoryContent,
  visit: (node: Readonly<Record<string, unknown>>) => void,
): void {
  const pending: unknown[] = [content];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
    } else if (isRecord(node)) {
      visit(node);
      pending.push(...Object.values(node));
    }
  }
}

/**
 * The uuids a story's content relates to through the fields named in `resolve_relations`
 * (`component.field`, e.g. `teaser.story`): a field holds one uuid or a list of them.
 */
export function relationUuids(story: Story, relations: readonly string[]): string[] {
  const fields = new Set(relations);
  const uuids: string[] = [];
  eachObject(story.content, (node) => {
    if (typeof node.component !== 'string') return;
    for (const [field, value] of Object.entries(node)) {
      if (!fields.has(`${node.component}.${field}`)) continue;
      for (const uuid of Array.isArray(value) ? value : [value]) {
        if (typeof uuid === 'string' && uuid !== '') uuids.push(uuid);
      }
    }
  });
  return uuids;
}

/**
 * The uuids of the stories a story links to: link fields (`fieldtype: multilink`,
 * `linktype: story`, the uuid in `id`) and rich-text link marks (`uuid` in the attrs).
 */
export function linkUuids(story: Story): string[] {
  const uuids: string[] = [];
  eachObject(story.content, (node) => {
    if (node.linktype !== 'story') return;
    const uuid = node.fieldtype === 'multilink' ? node.id : node.uuid;
    if (typeof uuid === 'string' && uuid !== '') uuids.push(uuid);
  });
  return uuids;
}

/**
 * What `resolve_links=url` sends for a linked story: the least that makes a link, its name,
 * ids, slugs and the `url` to link to (Storyblok's "url" object).
 */
export interface UrlObject {
  readonly name: string;
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  readonly full_slug: string;
  readonly url: string;
}

export function urlObject(story: Story): UrlObject {
  return {
    name: story.name,
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    full_slug: story.full_slug,
    url: story.full_slug,
  };
}

/**
 * What `resolve_links=link` sends: Storyblok's link object (as the Links API has it, `slug`
 * being the full slug), with the story's `full_slug` and `alternates` besides.
 */
export interface LinkObject {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  readonly full_slug: string;
  readonly path: string | null;
  readonly real_path: string;
  readonly name: string;
  readonly published: boolean;
  readonly parent_id: number | null;
  readonly is_folder: false;
  readonly is_startpage: boolean;
  readonly position: number;
  readonly lang: string;
  readonly alternates: Story['alternates'];
}

export function linkObject(story: Story, version: ContentVersion): LinkObject {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    full_slug: story.full_slug,
    path: story.path,
    real_path: `/${story.path ?? story.full_slug}`,
    name: story.name,
    published: version === 'published' || story.published_at !== null,
    parent_id: story.parent_id,
    is_folder: false,
    is_startpage: story.is_startpage,
    position: story.position,
    lang: story.lang,
    alternates: story.alternates,
  };
}

/** The distinct uuids of a list, in order of first appearance. */
export function distinct(uuids: readonly string[]): string[] {
  return [...new Set(uuids)];
}

/**
 * A story as Storyblok's Content Delivery API v2 answers it (spec §3 Content story). The
 * demo space stores every story in exactly this shape, so what the local CDN handler sends
 * is what Storyblok would send.
 */

/** A block of story content: a component name, its editor id and its fields. */
export interface StoryContent {
  readonly component: string;
  readonly _uid: string;
  readonly [field: string]: unknown;
}

/** The same page in another locale folder (Storyblok's `alternates`). */
export interface StoryAlternate {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly published: boolean;
  readonly full_slug: string;
  readonly is_folder: boolean;
  readonly parent_id: number | null;
}

export interface Story {
  readonly name: string;
  readonly created_at: string;
  readonly published_at: string | null;
  readonly updated_at: string;
  readonly first_published_at: string | null;
  readonly id: number;
  readonly uuid: string;
  readonly content: StoryContent;
  readonly slug: string;
  readonly full_slug: string;
  readonly sort_by_date: string | null;
  readonly position: number;
  readonly tag_list: readonly string[];
  readonly is_startpage: boolean;
  readonly parent_id: number | null;
  readonly meta_data: unknown;
  /** Stories that are alternates of each other share a group id. */
  readonly group_id: string;
  readonly release_id: number | null;
  readonly lang: string;
  readonly path: string | null;
  readonly alternates: readonly StoryAlternate[];
  readonly default_full_slug: string | null;
  readonly translated_slugs: unknown;
}

export type ContentVersion = 'published' | 'draft';

/** One story of the space: its published version and, when an editor changed it since, a draft. */
export interface SpaceEntry {
  readonly published: Story;
  readonly draft: Story | null;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value has the fields every Storyblok story has; used on files and answers. */
export function isStory(value: unknown): value is Story {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.uuid === 'string' &&
    typeof value.name === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.full_slug === 'string' &&
    isRecord(value.content) &&
    typeof value.content.component === 'string' &&
    typeof value.content._uid === 'string' &&
    Array.isArray(value.alternates)
  );
}

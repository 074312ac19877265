import type { ContentVersion, SpaceEntry, Story } from './story';

/**
 * The local content space: every story, indexed by full slug, id and uuid, in its published
 * and draft versions. Answers what the CDN API asks; knows nothing of HTTP.
 */
export interface ContentSpace {
  /** The space's cache version: the newest change, in seconds since the epoch. */
  readonly cv: number;
  /** Every story in the version asked for, ordered by full slug. */
  stories(version: ContentVersion): readonly Story[];
  /** A story by full slug (any case, outer slashes ignored), numeric id, or uuid. */
  story(identifier: string, version: ContentVersion, findBy?: 'slug' | 'uuid'): Story | null;
  storyByUuid(uuid: string, version: ContentVersion): Story | null;
  /** The file names of every asset field in any story, e.g. `/_content/assets/nido/startseite.png`. */
  readonly assetFilenames: ReadonlySet<string>;
}

/** The file names of a story's asset fields (Storyblok's `fieldtype: asset`). */
function assetFilenamesOf(story: Story): string[] {
  const found: string[] = [];
  const pending: unknown[] = [story.content];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
    } else if (typeof node === 'object' && node !== null) {
      const record = node as Readonly<Record<string, unknown>>;
      if (
        record.fieldtype === 'asset' &&
        typeof record.filename === 'string' &&
        record.filename !== ''
      ) {
        found.push(record.filename);
      }
      pending.push(...Object.values(record));
    }
  }
  return found;
}

function slugKey(slug: string): string {
  return slug.replace(/^\/+|\/+$/g, '').toLowerCase();
}

function epochSeconds(timestamp: string | null): number {
  const ms = timestamp === null ? Number.NaN : Date.parse(timestamp);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

function versionOf(entry: SpaceEntry, version: ContentVersion): Story {
  return version === 'draft' ? (entry.draft ?? entry.published) : entry.published;
}

/**
 * Builds the space from its entries. Throws on two entries with one full slug, id or uuid:
 * that is a broken space, found when the server starts rather than when a page is asked for.
 */
export function createContentSpace(entries: readonly SpaceEntry[]): ContentSpace {
  const sorted = [...entries].sort((a, b) =>
    a.published.full_slug.localeCompare(b.published.full_slug),
  );
  const bySlug = new Map<string, SpaceEntry>();
  const byId = new Map<string, SpaceEntry>();
  const byUuid = new Map<string, SpaceEntry>();
  for (const entry of sorted) {
    const { full_slug: fullSlug, id, uuid } = entry.published;
    const keys: [Map<string, SpaceEntry>, string][] = [
      [bySlug, slugKey(fullSlug)],
      [byId, String(id)],
      [byUuid, uuid],
    ];
    for (const [index, key] of keys) {
      if (index.has(key)) throw new Error(`Two stories share ${key}`);
      index.set(key, entry);
    }
  }
  const cv = Math.max(
    0,
    ...sorted.flatMap((entry) => [
      epochSeconds(entry.published.updated_at),
      epochSeconds(entry.draft?.updated_at ?? null),
    ]),
  );
  const published = sorted.map((entry) => versionOf(entry, 'published'));
  const drafts = sorted.map((entry) => versionOf(entry, 'draft'));
  const assetFilenames = new Set(
    sorted.flatMap((entry) =>
      [entry.published, ...(entry.draft ? [entry.draft] : [])].flatMap(assetFilenamesOf),
    ),
  );
  return {
    cv,
    assetFilenames,
    stories: (version) => (version === 'draft' ? drafts : published),
    story(identifier, version, findBy = 'slug') {
      const entry =
        findBy === 'uuid'
          ? byUuid.get(identifier)
          : /^\d+$/.test(identifier)
            ? byId.get(identifier)
            : bySlug.get(slugKey(identifier));
      return entry === undefined ? null : versionOf(entry, version);
    },
    storyByUuid(uuid, version) {
      const entry = byUuid.get(uuid);
      return entry === undefined ? null : versionOf(entry, version);
    },
  };
}

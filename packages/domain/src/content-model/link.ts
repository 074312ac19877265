import { z } from 'zod';
import type { CmsLink, LinkType } from '../campaign/types';
import { linkTypes } from '../campaign/types';
import { key } from './fields';

/**
 * A Storyblok link field (spec §3 Link) as a {@link CmsLink}, plus the uuid of the story it
 * points to. Storyblok keeps the target's slug in `cached_url`; with `resolve_links` the
 * client also fills `story`. A story link reads the resolved `story.full_slug` first, then
 * `cached_url`, so links render with or without link resolution.
 */
export interface ContentLink extends CmsLink {
  readonly linktype: LinkType;
  /** The uuid of the linked story (Storyblok's `id` on a story link), or null. */
  readonly uuid: string | null;
}

const optional = z
  .string()
  .transform((value) => value.trim())
  .catch('')
  .transform((value) => (value === '' ? null : value));

const linkFields = z.object({
  linktype: z.enum(linkTypes),
  id: key,
  uuid: key,
  url: optional,
  cached_url: optional,
  email: optional,
  anchor: optional,
  target: optional,
  story: z
    .object({ full_slug: optional, uuid: optional })
    .nullable()
    .catch(null)
    .optional()
    .transform((value) => value ?? null),
});

function contentLinkOf(fields: z.output<typeof linkFields>): ContentLink {
  const uuid = fields.id || fields.uuid || fields.story?.uuid || null;
  const base = { uuid, anchor: fields.anchor, target: fields.target };
  switch (fields.linktype) {
    case 'story':
      return {
        ...base,
        linktype: 'story',
        story: { full_slug: fields.story?.full_slug ?? fields.cached_url },
      };
    case 'email':
      return { ...base, linktype: 'email', email: fields.email ?? fields.url };
    default:
      return { ...base, linktype: fields.linktype, url: fields.url ?? fields.cached_url };
  }
}

/** Reads a link field; anything without a known `linktype` gives null. */
export const linkSchema: z.ZodType<ContentLink | null, unknown> = z
  .unknown()
  .optional()
  .transform((value) => {
    const result = linkFields.safeParse(value);
    return result.success ? contentLinkOf(result.data) : null;
  });

/** The fields of a Storyblok link (and of its resolved story) that `linkSchema` reads. */
const linkFieldNames = [
  'linktype',
  'id',
  'uuid',
  'url',
  'cached_url',
  'email',
  'anchor',
  'target',
] as const;

/**
 * A Storyblok link field (`fieldtype: 'multilink'`) cut to what `linkSchema` reads: its own
 * fields and, of a story resolved with `resolve_links`, the full slug and uuid. Anything else
 * stays as it is.
 */
export function linkSummary(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const link = value as Readonly<Record<string, unknown>>;
  if (link.fieldtype !== 'multilink') return value;
  const fields: [string, unknown][] = linkFieldNames.flatMap((name) =>
    link[name] === undefined ? [] : [[name, link[name]] as [string, unknown]],
  );
  const story = link.story;
  if (typeof story === 'object' && story !== null && !Array.isArray(story)) {
    const { full_slug, uuid } = story as Readonly<Record<string, unknown>>;
    fields.push(['story', { full_slug, uuid }]);
  }
  return Object.fromEntries(fields);
}

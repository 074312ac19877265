import { z } from 'zod';
import { type LinkTargetOptions, linkTarget } from '../campaign/link-target';
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

/** A field `linkSchema` reads as set: a string with more than blanks; others read as none. */
function setText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function withoutUndefined(
  fields: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined));
}

/**
 * A Storyblok link field (`fieldtype: 'multilink'`) cut to what `linkSchema` reads of it, so
 * it reads the same: its link type and, of its own fields and of the story resolved with
 * `resolve_links`, those that are set (an empty or blank field reads as none) and that no
 * other set field is read before (`contentLinkOf`: the uuid is `id`, else `uuid`, else the
 * resolved story's; a story link's slug is the resolved story's, else `cached_url`; an e-mail
 * link's address is `email`, else `url`; any other link's is `url`, else `cached_url`).
 * Anything else stays as it is.
 *
 * @example
 * linkSummary({ fieldtype: 'multilink', linktype: 'story', id: 'u1', url: '',
 *   cached_url: 'baby/de-de/ratgeber', story: { full_slug: 'baby/de-de/ratgeber', uuid: 'u1' } });
 * // { linktype: 'story', id: 'u1', story: { full_slug: 'baby/de-de/ratgeber' } }
 */
export function linkSummary(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const link = value as Readonly<Record<string, unknown>>;
  if (link.fieldtype !== 'multilink') return value;
  const resolved =
    typeof link.story === 'object' && link.story !== null && !Array.isArray(link.story)
      ? (link.story as Readonly<Record<string, unknown>>)
      : {};
  const id = setText(link.id);
  const uuid = id === undefined ? setText(link.uuid) : undefined;
  const storyUuid = (id ?? uuid) === undefined ? setText(resolved.uuid) : undefined;
  const url = setText(link.url);
  const email = setText(link.email);
  const slug = link.linktype === 'story' ? setText(resolved.full_slug) : undefined;
  const address =
    link.linktype === 'story'
      ? { cached_url: slug === undefined ? setText(link.cached_url) : undefined }
      : link.linktype === 'email'
        ? { email, url: email === undefined ? url : undefined }
        : { url, cached_url: url === undefined ? setText(link.cached_url) : undefined };
  const story = withoutUndefined({ full_slug: slug, uuid: storyUuid });
  return withoutUndefined({
    linktype: link.linktype,
    id,
    uuid,
    anchor: setText(link.anchor),
    target: setText(link.target),
    ...address,
    story: Object.keys(story).length > 0 ? story : undefined,
  });
}

/**
 * A link as the address it leads to: a `url` link to the href of the link rule
 * (`linkTarget`), which reads to the same target — an internal path still gets the shop's
 * locale prefix where it is rendered, as a story link's does. Null when the link leads nowhere.
 * What a published page sends instead of the CMS's link object (its story's uuid and slug).
 *
 * @example
 * addressLink({ linktype: 'story', story: { full_slug: 'baby/de-de/kategorieseiten/kinderwagen' } },
 *   { normaliseStorySlug: storyPagePath });
 * // { linktype: 'url', url: '/kinderwagen/' }
 */
export function addressLink(
  link: CmsLink | null | undefined,
  options: LinkTargetOptions = {},
): CmsLink | null {
  const target = linkTarget(link, options);
  if (target === null) return null;
  return target.target === '_blank'
    ? { linktype: 'url', url: target.href, target: '_blank' }
    : { linktype: 'url', url: target.href };
}

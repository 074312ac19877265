import { z } from 'zod';
import { assetSchema, type ContentAsset } from './asset';
import { key, text } from './fields';
import { type ContentLink, linkSchema } from './link';

/**
 * The story a teaser points to: a uuid, or — after `resolve_relations=teaser.story` — the
 * story itself, of which the teaser reads name, slug and page fields.
 */
export interface TeaserStory {
  readonly uuid: string;
  readonly name: string;
  readonly fullSlug: string | null;
  readonly description: string;
}

/** A card with headline, text, image and link; may take them from a related story. */
export interface TeaserBlock {
  readonly component: 'teaser';
  readonly _uid: string;
  readonly headline: string;
  readonly text: string;
  readonly image: ContentAsset | null;
  readonly link: ContentLink | null;
  readonly story: TeaserStory | null;
}

const resolvedStory = z.object({
  uuid: z.string().trim().min(1),
  name: text,
  full_slug: z.string().nullable().catch(null),
  content: z.object({ description: text }).catch({ description: '' }),
});

const storyRelation: z.ZodType<TeaserStory | null, unknown> = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value === 'string') {
      const uuid = value.trim();
      return uuid === '' ? null : { uuid, name: '', fullSlug: null, description: '' };
    }
    const result = resolvedStory.safeParse(value);
    if (!result.success) return null;
    const { uuid, name, full_slug: fullSlug, content } = result.data;
    return { uuid, name, fullSlug, description: content.description };
  });

export const teaserSchema: z.ZodType<TeaserBlock, unknown> = z
  .object({
    _uid: key,
    headline: text,
    text,
    image: assetSchema,
    link: linkSchema,
    story: storyRelation,
  })
  .transform((fields) => ({ component: 'teaser' as const, ...fields }));

/**
 * A resolved teaser story (`resolve_relations=teaser.story`) cut to what `teaserSchema` reads:
 * uuid, name, full_slug and the content's description. A uuid (unresolved) stays as it is.
 */
export function teaserStorySummary(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const story = value as Readonly<Record<string, unknown>>;
  const content = story.content;
  const description =
    typeof content === 'object' && content !== null && !Array.isArray(content)
      ? (content as Readonly<Record<string, unknown>>).description
      : undefined;
  return {
    uuid: story.uuid,
    name: story.name,
    full_slug: story.full_slug,
    content: description === undefined ? {} : { description },
  };
}

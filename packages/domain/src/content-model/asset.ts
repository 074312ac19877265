import { z } from 'zod';

/** A Storyblok asset field (spec §3: link type asset, images), as the shop reads it. */
export interface ContentAsset {
  /** The file URL; an asset without one is no asset. */
  readonly filename: string;
  readonly alt: string;
  readonly title: string;
  /** Storyblok's focal point, e.g. `520x300:521x301`; `''` when none was set. */
  readonly focus: string;
}

const assetFields = z.object({
  filename: z
    .string()
    .transform((value) => value.trim())
    .catch(''),
  alt: z
    .string()
    .nullable()
    .catch('')
    .transform((value) => value ?? ''),
  title: z
    .string()
    .nullable()
    .catch('')
    .transform((value) => value ?? ''),
  focus: z
    .string()
    .nullable()
    .catch('')
    .transform((value) => value ?? ''),
});

/** Reads an asset field; an empty asset (no file) or anything that is not one gives null. */
export const assetSchema: z.ZodType<ContentAsset | null, unknown> = z
  .unknown()
  .optional()
  .transform((value) => {
    const result = assetFields.safeParse(value);
    if (!result.success || result.data.filename === '') return null;
    return result.data;
  });

/** An asset built from a file URL and its alt text, e.g. for demo content. */
export function contentAsset(filename: string, alt = ''): ContentAsset {
  return { filename, alt, title: '', focus: '' };
}

/**
 * A Storyblok asset field cut to what `assetSchema` reads, so it reads the same: its file, and
 * its alt text, title and focus only when they have text (one that is empty, null or not text
 * reads as `''`). The id, name, copyright and meta data stay in the content space; an asset
 * without a file (an image field left empty) is an empty object. Anything else stays as it is.
 *
 * @example
 * assetSummary({ fieldtype: 'asset', id: 7, filename: '/a.png', alt: 'Kinderwagen', title: '',
 *   focus: null, copyright: '' });
 * // { filename: '/a.png', alt: 'Kinderwagen' }
 */
export function assetSummary(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const asset = value as Readonly<Record<string, unknown>>;
  if (asset.fieldtype !== 'asset') return value;
  const { filename, alt, title, focus } = asset;
  if (typeof filename !== 'string' || filename.trim() === '') return {};
  return Object.fromEntries(
    Object.entries({ filename, alt, title, focus }).filter(
      ([, field]) => typeof field === 'string' && field !== '',
    ),
  );
}

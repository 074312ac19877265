import { z } from 'zod';
import { type ImageOptions, imageOptionsSchema } from '../catalog/image-options';
import { assetSchema, type ContentAsset } from './asset';
import { key, text } from './fields';

/** An image with the image service's options (spec §5 image options). */
export interface ImageBlock {
  readonly component: 'image';
  readonly _uid: string;
  readonly asset: ContentAsset | null;
  /** The block's alt text; the asset's own alt text when empty. */
  readonly alt: string;
  readonly options: ImageOptions;
}

const optionNames = ['blur', 'quality', 'brightness', 'rotate', 'format'] as const;

/**
 * The image options an editor set, read with the catalog's own option schema: Storyblok's
 * number fields arrive as strings, numbers are read the same way, and an invalid option
 * (quality 150, rotate 45, format gif) is left out so the image service's default applies.
 */
const imageOptionFields = z
  .unknown()
  .optional()
  .transform((value): ImageOptions => {
    const record =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const options: Record<string, unknown> = {};
    for (const name of optionNames) {
      const raw = record[name];
      const input = typeof raw === 'number' ? String(raw) : raw;
      const result = imageOptionsSchema.shape[name].safeParse(input);
      if (result.success && result.data !== undefined) options[name] = result.data;
    }
    return options as ImageOptions;
  });

export const imageSchema: z.ZodType<ImageBlock, unknown> = z
  .looseObject({ _uid: key, asset: assetSchema, alt: text })
  .transform((fields) => ({
    component: 'image' as const,
    _uid: fields._uid,
    asset: fields.asset,
    alt: fields.alt.trim() === '' ? (fields.asset?.alt ?? '') : fields.alt,
    options: imageOptionFields.parse(fields),
  }));

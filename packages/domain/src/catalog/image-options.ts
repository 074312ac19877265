import { z } from 'zod';
import { imageFormats } from './image-presets';

/** §5: rotations the image service accepts. */
export const imageRotations = [0, 90, 180, 270] as const;
export type ImageRotation = (typeof imageRotations)[number];

/** Message keys of image option errors; `{min}` and `{max}` come in the error's values. */
export const imageOptionMessages = {
  invalid: 'imageOptions.invalid',
  notNumeric: 'imageOptions.notNumeric',
  notInteger: 'imageOptions.notInteger',
  tooSmall: 'imageOptions.tooSmall',
  tooLarge: 'imageOptions.tooLarge',
  rotation: 'imageOptions.rotation',
  format: 'imageOptions.format',
} as const;

// A query parameter may repeat (`?blur=1&blur=2`): the first one counts. Blank means absent.
function firstQueryValue(raw: unknown): unknown {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const queryText = z.string({ error: imageOptionMessages.invalid }).trim();

const percentOption = z.preprocess(
  firstQueryValue,
  queryText
    .regex(/^[-+]?\d+(\.\d+)?$/, { error: imageOptionMessages.notNumeric })
    // Adding 0 turns '-0' into 0.
    .transform((text) => Number(text) + 0)
    .pipe(
      // Range first and final, so that 150.5 or 1e20 reports one error: out of range.
      z
        .number()
        .min(0, { error: imageOptionMessages.tooSmall, abort: true })
        .max(100, { error: imageOptionMessages.tooLarge, abort: true })
        .int({ error: imageOptionMessages.notInteger }),
    )
    .optional(),
);

const rotationOption = z.preprocess(
  firstQueryValue,
  queryText
    .pipe(z.enum(['0', '90', '180', '270'], { error: imageOptionMessages.rotation }))
    .transform((value) => Number(value) as ImageRotation)
    .optional(),
);

const formatOption = z.preprocess(
  firstQueryValue,
  queryText
    .toLowerCase()
    .pipe(z.enum(imageFormats, { error: imageOptionMessages.format }))
    .optional(),
);

/**
 * Image options from URL query strings (§5): blur, quality and brightness are integers 0 to
 * 100; rotate is 0, 90, 180 or 270; format is webp, png, jpeg or avif (any case). Every option
 * is optional, blank counts as absent, and other parameters are ignored. Errors carry message
 * keys from {@link imageOptionMessages}.
 */
export const imageOptionsSchema = z.object(
  {
    blur: percentOption,
    quality: percentOption,
    brightness: percentOption,
    rotate: rotationOption,
    format: formatOption,
  },
  { error: imageOptionMessages.invalid },
);

export type ImageOptions = z.output<typeof imageOptionsSchema>;

/** One invalid option: which, the message key, and the values the message needs. */
export interface ImageOptionError {
  readonly option: string;
  readonly key: string;
  readonly values: Readonly<Record<string, number>>;
}

export type ImageOptionsResult =
  | { readonly success: true; readonly options: ImageOptions }
  | { readonly success: false; readonly errors: readonly ImageOptionError[] };

function valuesOf(issue: z.core.$ZodIssue): Readonly<Record<string, number>> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

/**
 * Parses image options from a URL query object, reporting every invalid option.
 *
 * @example
 * parseImageOptions({ blur: '20', format: 'WEBP' }); // { success: true, options: { blur: 20, format: 'webp' } }
 * parseImageOptions({ quality: '120' });
 * // { success: false, errors: [{ option: 'quality', key: 'imageOptions.tooLarge', values: { max: 100 } }] }
 */
export function parseImageOptions(query: unknown): ImageOptionsResult {
  const result = imageOptionsSchema.safeParse(query);
  if (result.success) return { success: true, options: result.data };
  return {
    success: false,
    errors: result.error.issues.map((issue) => ({
      option: issue.path.map(String).join('.'),
      key: issue.message,
      values: valuesOf(issue),
    })),
  };
}

import { type ImageFormat, imageFormats, parseImageOptions } from '@vitrine/domain/catalog';
import { z } from 'zod';

/** §9: images go up to 1440 CSS pixels at density 2. */
export const maxImageDimension = 2880;

/** Everything a rendition depends on, with defaults filled in: the cache key. */
export interface RenditionOptions {
  readonly format: ImageFormat;
  readonly width: number | null;
  readonly height: number | null;
  readonly quality: number;
  readonly blur: number;
  /** 0–100, 50 unchanged. */
  readonly brightness: number;
  readonly rotate: 0 | 90 | 180 | 270;
}

export interface OptionProblem {
  readonly option: string;
  readonly key: string;
  readonly message: string;
}

/** Default quality when none is asked for (§9: card images 75). */
const defaultQuality = 75;

const dimension = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .pipe(z.int().min(1).max(maxImageDimension));

const messages: Readonly<
  Record<string, (option: string, values: Record<string, number>) => string>
> = {
  'imageOptions.notNumeric': (option) => `${option} must be a whole number`,
  'imageOptions.notInteger': (option) => `${option} must be a whole number`,
  'imageOptions.tooSmall': (option, values) => `${option} must be at least ${values.min ?? 0}`,
  'imageOptions.tooLarge': (option, values) => `${option} must be at most ${values.max ?? 100}`,
  'imageOptions.rotation': (option) => `${option} must be 0, 90, 180 or 270`,
  'imageOptions.format': () => `format must be one of ${imageFormats.join(', ')}`,
};

/**
 * Reads the options of an image request: the format from the extension, `w`/`h` (1–2880),
 * `q` (quality), `blur` and `brightness` (0–100) and `rotate` (0, 90, 180, 270) from the query,
 * validated with the domain's image option schema (§5). Unknown parameters are ignored.
 */
export function renditionOptions(
  extension: string,
  query: URLSearchParams,
): { ok: true; options: RenditionOptions } | { ok: false; problems: OptionProblem[] } {
  const problems: OptionProblem[] = [];
  const parsed = parseImageOptions({
    format: extension === 'jpg' ? 'jpeg' : extension,
    quality: query.get('q') ?? undefined,
    blur: query.get('blur') ?? undefined,
    brightness: query.get('brightness') ?? undefined,
    rotate: query.get('rotate') ?? undefined,
  });
  if (!parsed.success) {
    for (const error of parsed.errors) {
      const option = error.option === 'quality' ? 'q' : error.option;
      const message =
        messages[error.key]?.(option, { ...error.values }) ?? `${option} is not valid`;
      problems.push({ option, key: error.key, message });
    }
  }
  const dimensions: Record<'w' | 'h', number | null> = { w: null, h: null };
  for (const option of ['w', 'h'] as const) {
    const raw = query.get(option);
    if (raw === null || raw.trim() === '') continue;
    const result = dimension.safeParse(raw.trim());
    if (result.success) dimensions[option] = result.data;
    else {
      problems.push({
        option,
        key: 'imageOptions.dimension',
        message: `${option} must be a whole number from 1 to ${maxImageDimension}`,
      });
    }
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const { options } = parsed;
  return {
    ok: true,
    options: {
      format: options.format ?? 'webp',
      width: dimensions.w,
      height: dimensions.h,
      quality: options.quality ?? defaultQuality,
      blur: options.blur ?? 0,
      brightness: options.brightness ?? 50,
      rotate: options.rotate ?? 0,
    },
  };
}

import { type ImageFormat, type ImageSizes, imageQualities } from '@vitrine/domain/catalog';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';
import { type ImageSource, imageCandidates } from '../lib/image-source';

// The base look (block, auto height, the backdrop, the collapse on error) is the stylesheet's
// `[data-slot=image]`: a listing's images do not carry it each.
const imageVariants = cva('', {
  variants: {
    fit: {
      /** Product shots: the whole article on the brand's backdrop (the stylesheet's default). */
      contain: '',
      /** Mood and CMS images fill their frame. */
      cover: 'object-cover',
    },
    rounded: {
      none: '',
      card: 'rounded-card',
    },
  },
  defaultVariants: { fit: 'contain', rounded: 'none' },
});

type ImageState = 'loading' | 'loaded' | 'error';

/** How soon an image loads: see `ImageProps['priority']`. */
type ImagePriority = boolean | 'eager';

type ImageProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading'
> &
  VariantProps<typeof imageVariants> & {
    /** Builds the image service URL for each candidate; see `ImageSource`. */
    src: ImageSource;
    /** Describes the image; `''` for a purely decorative one. */
    alt: string;
    /** CSS width and height: they fix the aspect ratio before the image loads (no layout shift). */
    width: number;
    /** See `width`: together they fix the aspect ratio before the image loads. */
    height: number;
    /** 0..100: card images 75 (default), CMS pictures 70, basket 80. */
    quality?: number;
    /** The file format the image service delivers: webp unless given, also png, jpeg or avif. */
    format?: ImageFormat;
    /** Highest density requested: 2 (default) or 1 for thumbnails. */
    maxDensity?: 1 | 2;
    /** Slot widths per screen for a responsive image; without it, `1x`/`2x` of `width`. */
    sizes?: ImageSizes;
    /**
     * `true`: the page's largest image above the fold (its LCP), loaded at once and first of
     * all (`fetchpriority="high"`; React preloads it from the head). `'eager'`: above the fold
     * too, loaded at once at normal priority. Otherwise the image loads lazily.
     */
    priority?: ImagePriority;
  };

/**
 * An image from the image service with a responsive `srcset` (the shop's sizes, qualities and
 * densities). When the image fails to load it collapses to zero size, so a broken
 * image never shows the browser's broken-image box.
 */
function Image({
  src,
  alt,
  width,
  height,
  quality = imageQualities.card,
  format,
  maxDensity,
  sizes,
  priority = false,
  fit,
  rounded,
  className,
  onError,
  onLoad,
  ...props
}: ImageProps) {
  const [state, setState] = React.useState<ImageState>('loading');
  const candidates = imageCandidates(src, { width, quality, format, maxDensity, sizes });
  const imageRef = React.useCallback((image: HTMLImageElement | null) => {
    // An image can fail or finish before hydration attaches the handlers; read it directly.
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'error');
  }, []);
  const failed = state === 'error' || candidates === null;
  return (
    <img
      ref={imageRef}
      data-slot="image"
      data-state={failed ? 'error' : state}
      src={candidates?.src}
      srcSet={candidates?.srcSet}
      sizes={candidates?.sizes}
      alt={alt}
      width={failed ? 0 : width}
      height={failed ? 0 : height}
      loading={priority === false ? 'lazy' : 'eager'}
      fetchPriority={priority === true ? 'high' : undefined}
      decoding="async"
      onLoad={(event) => {
        setState('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setState('error');
        onError?.(event);
      }}
      className={cn(imageVariants({ fit, rounded }), className)}
      {...props}
    />
  );
}

export { Image, type ImagePriority, type ImageProps, type ImageSource, imageVariants };

import type { ContentAsset } from '@vitrine/domain';
import { type ImageOptions, type ImageSizes, imageQualities } from '@vitrine/domain/catalog';
import { Image, type ImagePriority, type ImageSource } from '@vitrine/ui';
import { useImageSizes } from './image-layout';
import { useBlockRender } from './render-context';

export interface CmsImageProps {
  readonly asset: ContentAsset;
  readonly alt?: string;
  /** CSS size that fixes the aspect ratio before the image loads. */
  readonly width: number;
  readonly height: number;
  /** The editor's image options (§5: blur, quality, brightness, rotate, format). */
  readonly options?: ImageOptions;
  /** The picture's width in the page per screen; the grid cell's (or the page's) unless given. */
  readonly sizes?: ImageSizes;
  /** How soon it loads (`Image`): lazily unless the page says it is at the top. */
  readonly priority?: ImagePriority;
  readonly className?: string;
}

/**
 * A CMS image through the image service: §9 CMS quality 70 unless the editor set one, the
 * editor's §5 options on every candidate of the srcset, candidates of the widths its slot in
 * the page takes per screen (`sizes`).
 */
export function CmsImage({
  asset,
  alt,
  width,
  height,
  options = {},
  sizes,
  priority = false,
  className,
}: CmsImageProps) {
  const { imageUrl } = useBlockRender();
  const slot = useImageSizes();
  const source: ImageSource = (candidate) =>
    imageUrl(asset.filename, {
      width: candidate.width,
      quality: options.quality ?? candidate.quality,
      format: options.format ?? candidate.format,
      ...(options.blur === undefined ? {} : { blur: options.blur }),
      ...(options.brightness === undefined ? {} : { brightness: options.brightness }),
      ...(options.rotate === undefined ? {} : { rotate: options.rotate }),
    });
  return (
    <Image
      src={source}
      alt={alt ?? asset.alt}
      width={width}
      height={height}
      quality={options.quality ?? imageQualities.cms}
      sizes={sizes ?? slot}
      fit="cover"
      rounded="card"
      priority={priority}
      className={className}
    />
  );
}

import {
  type SbReactRichTextComponentMap,
  type SbReactRichTextProps,
  StoryblokRichText,
} from '@storyblok/react';
import type { ContentBlock, RichtextDoc } from '@vitrine/domain';
import { imageQualities } from '@vitrine/domain/catalog';
import { cn, Image, type ImageSource, useRenderLink } from '@vitrine/ui';
import { BlockList } from '../block-renderer';
import { useImageSizes } from '../image-layout';
import { useBlockRender } from '../render-context';
import { sanitiseRichtext } from './sanitise-richtext';

/** A link in the text, through the app's link renderer like every other link. */
function RichtextLink({ attrs, children }: SbReactRichTextProps<'link'>) {
  const renderLink = useRenderLink();
  const href = typeof attrs?.href === 'string' ? attrs.href : '';
  const blank = attrs?.target === '_blank';
  return renderLink({
    href,
    className: 'text-primary underline underline-offset-2',
    ...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    children,
  });
}

/** A Storyblok asset names its size in its path (`/f/{space}/{width}x{height}/…`); else 4:3. */
function assetSize(src: string): { readonly width: number; readonly height: number } {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(src);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : { width: 800, height: 600 };
}

/** A picture in the text: through the image service at the widths of its place, lazily. */
function RichtextImage({ attrs }: SbReactRichTextProps<'image'>) {
  const { imageUrl } = useBlockRender();
  const sizes = useImageSizes();
  const src = typeof attrs?.src === 'string' ? attrs.src : '';
  const alt = typeof attrs?.alt === 'string' ? attrs.alt : '';
  const source: ImageSource = (candidate) =>
    imageUrl(src, { width: candidate.width, quality: candidate.quality, format: candidate.format });
  return (
    <Image
      src={source}
      alt={alt}
      {...assetSize(src)}
      quality={imageQualities.cms}
      sizes={sizes}
      rounded="card"
    />
  );
}

function RichtextBlok({ attrs }: SbReactRichTextProps<'blok'>) {
  const body = (attrs as { body?: readonly ContentBlock[] } | undefined)?.body ?? [];
  return <BlockList blocks={body} />;
}

const components: SbReactRichTextComponentMap = {
  link: RichtextLink,
  image: RichtextImage,
  blok: RichtextBlok,
};

export interface RichTextProps {
  readonly doc: RichtextDoc;
  readonly className?: string;
}

/**
 * Storyblok rich text through `@storyblok/richtext`'s React renderer, sanitised first: only
 * the attributes the shop keeps, links through the domain's link rule, embedded components
 * through the block renderer.
 */
export function RichText({ doc, className }: RichTextProps) {
  const { linkOptions } = useBlockRender();
  const safe = sanitiseRichtext(doc, linkOptions);
  if (safe.content.length === 0) return null;
  return (
    <StoryblokRichText
      // The sanitised document has Storyblok's shape; its types are stricter than the renderer's.
      document={safe as unknown as Parameters<typeof StoryblokRichText>[0]['document']}
      components={components}
      className={cn(
        'cms-richtext space-y-3 text-ink [&_a]:text-primary [&_a]:underline [&_h2]:font-display [&_h2]:text-2xl [&_h3]:text-xl [&_li]:ms-5 [&_ol]:list-decimal [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:list-disc',
        className,
      )}
    />
  );
}

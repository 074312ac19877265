import type { ContentBlock, GridBlock } from '@vitrine/domain';
import type { ImageSizes } from '@vitrine/domain/catalog';
import type { ImagePriority } from '@vitrine/ui';
import * as React from 'react';
import { allBlocks } from './block-children';

/** How soon a block's pictures load: `lead` is the page's largest above the fold (its LCP). */
export type BlockImageLoading = 'lead' | 'eager';

/** The first picture of one of these, in document order, is the top of the page. */
function hasPicture(block: ContentBlock): boolean {
  switch (block.component) {
    case 'hero':
      return block.image !== null;
    case 'teaser':
      return block.image !== null;
    case 'image':
      return block.asset !== null;
    case 'listing':
      return true;
    default:
      return false;
  }
}

/**
 * Which blocks of a page load their pictures at once: the first block with a picture in
 * document order leads (a home page's hero, a category page's first tile, or a listing when
 * nothing comes before it) and the other blocks of its grid row come at once too; everything
 * else loads lazily. A pure walk of the parsed page: the same answer on the server and in the
 * browser, so hydration agrees.
 *
 * @example
 * imageLoading(page); // Map { heroBlock => 'lead' }
 */
export function imageLoading(root: ContentBlock): ReadonlyMap<ContentBlock, BlockImageLoading> {
  const blocks = allBlocks(root);
  const lead = blocks.find(hasPicture);
  if (lead === undefined) return new Map();
  const loading = new Map<ContentBlock, BlockImageLoading>([[lead, 'lead']]);
  const grid = blocks.find(
    (block): block is GridBlock => block.component === 'grid' && block.blocks.includes(lead),
  );
  if (grid !== undefined) {
    const index = grid.blocks.indexOf(lead);
    const row = grid.blocks.slice(index + 1, index + grid.columns);
    for (const block of row) if (hasPicture(block)) loading.set(block, 'eager');
  }
  return loading;
}

const ImageLoadingContext = React.createContext<ReadonlyMap<
  ContentBlock,
  BlockImageLoading
> | null>(null);

/** Gives the blocks below it the page's image loading (`imageLoading` of the page block). */
export function ImageLoadingProvider({
  root,
  children,
}: {
  readonly root: ContentBlock;
  readonly children?: React.ReactNode;
}) {
  const loading = React.useMemo(() => imageLoading(root), [root]);
  return <ImageLoadingContext.Provider value={loading}>{children}</ImageLoadingContext.Provider>;
}

/**
 * How soon this block's first picture loads. Outside a page (a block shown on its own) the
 * block's own default decides: a hero is the top of whatever shows it.
 */
export function useImagePriority(block: ContentBlock, outsideAPage: ImagePriority = false) {
  const loading = React.useContext(ImageLoadingContext);
  if (loading === null) return outsideAPage;
  const mine = loading.get(block);
  return mine === 'lead' ? true : mine === 'eager' ? 'eager' : false;
}

/**
 * A picture's width in the page per screen (`sizes`), so the browser takes the image service's
 * rendition that fits: the page is at most 1280 px wide with 16 px margins.
 */
export const fullWidthImageSizes: ImageSizes = {
  xs: '100vw',
  sm: '100vw',
  xl: '100vw',
  default: 1248,
};

/** The picture sizes in a grid cell: one column on phones, the grid's columns from 640 or 1024. */
export const gridImageSizes: Readonly<Record<GridBlock['columns'], ImageSizes>> = {
  1: fullWidthImageSizes,
  2: { xs: '100vw', sm: '100vw', xl: '50vw', default: 624 },
  3: { xs: '100vw', sm: '100vw', lg: '50vw', xl: '34vw', default: 416 },
  4: { xs: '50vw', lg: '50vw', xl: '25vw', default: 312 },
};

const ImageSizesContext = React.createContext<ImageSizes>(fullWidthImageSizes);

/** The picture sizes of the blocks inside (a grid gives its cells'). */
export const ImageSizesProvider = ImageSizesContext.Provider;

/** The width of this block's pictures in the page per screen. */
export function useImageSizes(): ImageSizes {
  return React.useContext(ImageSizesContext);
}

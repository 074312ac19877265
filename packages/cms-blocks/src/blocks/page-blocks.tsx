import type { GridBlock, PageBlock, SectionBlock } from '@vitrine/domain';
import { cn } from '@vitrine/ui';
import { BlockList } from '../block-renderer';
import { useEditable } from '../editable';
import { gridImageSizes, ImageLoadingProvider, ImageSizesProvider } from '../image-layout';

/**
 * A content page: its body blocks one below the other. The page decides which pictures load
 * at once (its first, the LCP, and the rest of that row) and which lazily (`imageLoading`).
 */
export function PageView({ block }: { readonly block: PageBlock }) {
  const editable = useEditable(block._uid);
  return (
    <div {...editable} data-slot="cms-page" className="flex flex-col gap-10">
      <ImageLoadingProvider root={block}>
        <BlockList blocks={block.body} />
      </ImageLoadingProvider>
    </div>
  );
}

const sectionBackgrounds: Readonly<Record<SectionBlock['background'], string>> = {
  none: '',
  light: 'bg-muted',
  accent: 'bg-primary-soft',
  dark: 'bg-ink text-surface',
};

/** A titled band of blocks with one of the brand's backgrounds. */
export function SectionView({ block }: { readonly block: SectionBlock }) {
  const editable = useEditable(block._uid);
  return (
    <section
      {...editable}
      data-slot="cms-section"
      data-background={block.background}
      className={cn(
        'flex flex-col gap-6 rounded-card',
        block.background !== 'none' && 'p-6',
        sectionBackgrounds[block.background],
      )}
    >
      {block.title === '' ? null : (
        <h2 className="font-display text-2xl font-bold">{block.title}</h2>
      )}
      <BlockList blocks={block.blocks} />
    </section>
  );
}

const gridColumns: Readonly<Record<GridBlock['columns'], string>> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
};

/**
 * Blocks side by side: 1 to 4 columns on wide screens, fewer on small ones. The pictures inside
 * are sized for a cell (`gridImageSizes`).
 */
export function GridView({ block }: { readonly block: GridBlock }) {
  const editable = useEditable(block._uid);
  return (
    <div
      {...editable}
      data-slot="cms-grid"
      data-columns={block.columns}
      className={cn('grid gap-4', gridColumns[block.columns])}
    >
      <ImageSizesProvider value={gridImageSizes[block.columns]}>
        <BlockList blocks={block.blocks} />
      </ImageSizesProvider>
    </div>
  );
}

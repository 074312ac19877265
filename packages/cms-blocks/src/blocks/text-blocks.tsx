import type { HeadlineBlock, TextBlock } from '@vitrine/domain';
import { cn } from '@vitrine/ui';
import { useEditable } from '../editable';

const headlineSizes: Readonly<Record<HeadlineBlock['level'], string>> = {
  1: 'text-3xl md:text-4xl',
  2: 'text-2xl md:text-3xl',
  3: 'text-xl',
  4: 'text-lg',
};

/** A heading of the level the editor chose (1 to 4). */
export function HeadlineView({ block }: { readonly block: HeadlineBlock }) {
  const editable = useEditable(block._uid);
  if (block.text.trim() === '') return null;
  const Tag = `h${block.level}` as const;
  return (
    <Tag
      {...editable}
      data-slot="cms-headline"
      className={cn('font-display font-bold text-ink', headlineSizes[block.level])}
    >
      {block.text}
    </Tag>
  );
}

/** Plain text; the editor's line breaks are kept. */
export function TextView({ block }: { readonly block: TextBlock }) {
  const editable = useEditable(block._uid);
  if (block.text.trim() === '') return null;
  return (
    <p {...editable} data-slot="cms-text" className="whitespace-pre-line text-ink">
      {block.text}
    </p>
  );
}

import type { RichtextBlock } from '@vitrine/domain';
import { useEditable } from '../editable';
import { RichText } from '../richtext/rich-text';

/** Rich text with every node type of spec §3, sanitised. */
export function RichtextView({ block }: { readonly block: RichtextBlock }) {
  const editable = useEditable(block._uid);
  return (
    <div {...editable} data-slot="cms-richtext">
      <RichText doc={block.content} />
    </div>
  );
}

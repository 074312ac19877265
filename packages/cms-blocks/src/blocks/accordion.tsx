import type { AccordionBlock, AccordionItemBlock } from '@vitrine/domain';
import { useEditable } from '../editable';
import { RichText } from '../richtext/rich-text';

/**
 * One question and its answer, a native disclosure: it opens with Enter or Space and works
 * before (and without) JavaScript.
 */
export function AccordionItemView({
  block,
  group,
}: {
  readonly block: AccordionItemBlock;
  /** Items of one accordion share a name, so opening one closes the others. */
  readonly group?: string;
}) {
  const editable = useEditable(block._uid);
  if (block.title.trim() === '') return null;
  return (
    <details
      {...editable}
      name={group}
      data-slot="cms-accordion-item"
      className="group border-b border-line py-3"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-bold text-ink focus-visible:outline-2 focus-visible:outline-focus">
        {block.title}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ⌄
        </span>
      </summary>
      <div className="pt-3">
        <RichText doc={block.content} />
      </div>
    </details>
  );
}

/** A list of questions that open one at a time, e.g. the FAQ. */
export function AccordionView({ block }: { readonly block: AccordionBlock }) {
  const editable = useEditable(block._uid);
  if (block.items.length === 0) return null;
  return (
    <section {...editable} data-slot="cms-accordion" className="flex flex-col">
      {block.title === '' ? null : (
        <h2 className="mb-2 font-display text-2xl font-bold text-ink">{block.title}</h2>
      )}
      {block.items.map((item, index) => (
        // A published page sends no editor ids but the accordion's own (`publishedStoryContent`).
        <AccordionItemView
          key={item._uid || index}
          block={item}
          group={`accordion-${block._uid}`}
        />
      ))}
    </section>
  );
}

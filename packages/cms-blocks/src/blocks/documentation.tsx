import type { DocumentationLayoutBlock, DocumentationNavigationBlock } from '@vitrine/domain';
import { BlockList } from '../block-renderer';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';
import { LinkView } from './link-blocks';

/** The side navigation of the documentation pages: a title and its links. */
export function DocumentationNavigationView({
  block,
}: {
  readonly block: DocumentationNavigationBlock;
}) {
  const editable = useEditable(block._uid);
  const t = useCmsText();
  return (
    <nav
      {...editable}
      data-slot="cms-documentation-navigation"
      aria-label={block.title || t('documentation.navigation')}
      className="flex flex-col gap-2"
    >
      {block.title === '' ? null : <p className="font-bold text-ink">{block.title}</p>}
      <ul className="flex flex-col gap-1">
        {block.links.map((link, index) => (
          // A published page sends no editor ids (`publishedStoryContent`): then by position.
          <li key={link._uid || index}>
            <LinkView block={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A documentation page (§2 documentation layout): navigation beside the body. */
export function DocumentationLayoutView({ block }: { readonly block: DocumentationLayoutBlock }) {
  const editable = useEditable(block._uid);
  return (
    <div
      {...editable}
      data-slot="cms-documentation-layout"
      className="grid gap-8 md:grid-cols-[16rem_1fr]"
    >
      <aside className="flex flex-col gap-6">
        {block.navigation.map((navigation, index) => (
          <DocumentationNavigationView key={navigation._uid || index} block={navigation} />
        ))}
      </aside>
      <article className="flex min-w-0 flex-col gap-6">
        {block.title === '' ? null : (
          <h1 className="font-display text-3xl font-bold text-ink">{block.title}</h1>
        )}
        {block.description === '' ? null : (
          <p className="text-lg text-ink-soft">{block.description}</p>
        )}
        <BlockList blocks={block.body} />
      </article>
    </div>
  );
}

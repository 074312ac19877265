import type {
  ContentBlockBlock,
  FooterColumnBlock,
  LayoutBlock,
  NavigationLinkBlock,
} from '@vitrine/domain';
import { BlockList } from '../block-renderer';
import { CmsLink } from '../cms-link';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';
import { LinkView } from './link-blocks';

/** Content the shop shows inside one of its screens (no-results, checkout, login…). */
export function ContentBlockView({ block }: { readonly block: ContentBlockBlock }) {
  const editable = useEditable(block._uid);
  return (
    <div
      {...editable}
      data-slot="cms-content-block"
      data-purpose={block.purpose}
      className="flex flex-col gap-4"
    >
      <BlockList blocks={block.body} />
    </div>
  );
}

/** A navigation entry and its sub-entries as nested links. */
export function NavigationLinkView({ block }: { readonly block: NavigationLinkBlock }) {
  const editable = useEditable(block._uid);
  if (block.label.trim() === '') return null;
  return (
    <li {...editable} data-slot="cms-navigation-link">
      <CmsLink link={block.link} className="font-bold text-ink hover:underline">
        {block.label}
      </CmsLink>
      {block.link === null ? <span className="font-bold text-ink">{block.label}</span> : null}
      {block.children.length === 0 ? null : (
        <ul className="ms-4 flex flex-col gap-1">
          {block.children.map((child, index) => (
            // A published page sends no editor ids (`publishedStoryContent`): then by position.
            <NavigationLinkView key={child._uid || index} block={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A footer column: its title and links. */
export function FooterColumnView({ block }: { readonly block: FooterColumnBlock }) {
  const editable = useEditable(block._uid);
  return (
    <div {...editable} data-slot="cms-footer-column" className="flex flex-col gap-2">
      {block.title === '' ? null : <p className="font-bold text-ink">{block.title}</p>}
      <ul className="flex flex-col gap-1">
        {block.links.map((link, index) => (
          <li key={link._uid || index}>
            <LinkView block={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The layout story, as an editor previews it: header notice, navigation, header links,
 * banners and footer. The storefront itself reads the layout as data (`siteLayout`) and lays
 * these parts out in its own header and footer; campaigns, consent texts, meta defaults,
 * countries, contact subjects and config items are data only.
 */
export function LayoutView({ block }: { readonly block: LayoutBlock }) {
  const editable = useEditable(block._uid);
  const t = useCmsText();
  const navigation = [...block.headerNavigationLinks, ...block.featuredContentLinks];
  return (
    <div {...editable} data-slot="cms-layout" className="flex flex-col gap-8">
      {block.headerNotice === '' ? null : (
        <p className="rounded-card bg-muted px-4 py-2 text-center text-ink">{block.headerNotice}</p>
      )}
      <nav aria-label={t('layout.navigation')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {navigation.map((link, index) => (
            <NavigationLinkView key={link._uid || index} block={link} />
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap gap-4">
        <BlockList blocks={block.header} />
      </div>
      <section aria-label={t('layout.banners')} className="flex flex-col gap-3">
        <BlockList blocks={block.banners} />
      </section>
      <section aria-label={t('layout.footer')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <BlockList blocks={block.footer} />
        {block.footerNote === '' ? null : (
          <p className="text-sm text-ink-soft sm:col-span-full">{block.footerNote}</p>
        )}
      </section>
    </div>
  );
}

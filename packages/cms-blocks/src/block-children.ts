import type { ContentBlock, RichtextDoc, RichtextNode } from '@vitrine/domain';

function richtextBlocks(nodes: readonly RichtextNode[]): ContentBlock[] {
  return nodes.flatMap((node) => {
    if (node.type === 'blok') return [...node.blocks];
    if (node.type === 'text') return [];
    return richtextBlocks(node.content);
  });
}

/** The components embedded in a rich-text document (`blok` nodes), at any depth. */
export function embeddedBlocks(doc: RichtextDoc): ContentBlock[] {
  return richtextBlocks(doc.content);
}

/**
 * The blocks directly inside a block, in document order, embedded rich-text components
 * included. The data walk and the story walk read the tree through this one function, so a
 * new container cannot be rendered without also being walked.
 */
export function childBlocks(block: ContentBlock): readonly ContentBlock[] {
  switch (block.component) {
    case 'page':
    case 'content_block':
      return block.body;
    case 'section':
    case 'grid':
      return block.blocks;
    case 'hero':
      return block.ctas;
    case 'richtext':
      return embeddedBlocks(block.content);
    case 'accordion':
      return block.items;
    case 'accordion_item':
      return embeddedBlocks(block.content);
    case 'campaign_banner':
      return embeddedBlocks(block.conditions);
    case 'documentation_layout':
      return [...block.navigation, ...block.body];
    case 'documentation_navigation':
    case 'footer_column':
      return block.links;
    case 'layout':
      return [
        ...block.headerNavigationLinks,
        ...block.featuredContentLinks,
        ...block.header,
        ...block.campaigns,
        ...block.banners,
        ...block.footer,
        ...block.contactSubjects,
        ...(block.consent === null ? [] : [block.consent]),
        ...(block.metaDefaults === null ? [] : [block.metaDefaults]),
        ...block.countries,
        ...block.config,
      ];
    case 'navigation_link':
      return block.children;
    case 'config_item':
      return block.shippingCosts;
    default:
      return [];
  }
}

/** Every block of a tree, the root first, depth first in document order. */
export function allBlocks(root: ContentBlock): ContentBlock[] {
  return [root, ...childBlocks(root).flatMap(allBlocks)];
}

import { z } from 'zod';
import { type LinkTargetOptions, linkTarget } from '../campaign/link-target';
import { assetSchema, type ContentAsset } from './asset';
import type { CategoryNode, CategorySubNode } from './category-tree';
import { acceptedItems, key, text } from './fields';
import { type ContentLink, linkSchema } from './link';

/** A navigation entry of the layout: a label, a link and its sub-entries. */
export interface NavigationLinkBlock {
  readonly component: 'navigation_link';
  readonly _uid: string;
  readonly label: string;
  readonly link: ContentLink | null;
  /** The teaser image of the flyout (§9 navigation teaser 310). */
  readonly image: ContentAsset | null;
  readonly children: readonly NavigationLinkBlock[];
}

/** Navigation deeper than this is cut off (the catalog has three levels). */
const maxNavigationDepth = 6;

function navigationLinkOf(value: unknown, depth: number): NavigationLinkBlock | null {
  const result = navigationFields.safeParse(value);
  if (!result.success) return null;
  const children =
    depth >= maxNavigationDepth
      ? []
      : acceptedItems(
          result.data.children,
          z
            .unknown()
            .optional()
            .transform((child) => navigationLinkOf(child, depth + 1)),
        ).filter((child): child is NavigationLinkBlock => child !== null);
  return {
    component: 'navigation_link',
    _uid: result.data._uid,
    label: result.data.label,
    link: result.data.link,
    image: result.data.image,
    children,
  };
}

const navigationFields = z.object({
  component: z.literal('navigation_link'),
  _uid: key,
  label: text,
  link: linkSchema,
  image: assetSchema,
  children: z.unknown().optional(),
});

/**
 * Reads a `navigation_link` block; children that are not navigation links are dropped.
 * Null for anything that is not a navigation link.
 */
export const navigationLinkSchema: z.ZodType<NavigationLinkBlock, unknown> = z
  .unknown()
  .optional()
  .transform((value, context) => {
    const link = navigationLinkOf(value, 0);
    if (link === null) {
      context.addIssue({ code: 'custom', message: 'not a navigation_link' });
      return z.NEVER;
    }
    return link;
  });

function subNodesOf(
  links: readonly NavigationLinkBlock[],
  options: LinkTargetOptions,
): CategorySubNode[] {
  return links.flatMap((entry) => {
    const target = linkTarget(entry.link, options);
    if (target === null || entry.label.trim() === '') return [];
    return [
      { navText: entry.label, navLink: target.href, children: subNodesOf(entry.children, options) },
    ];
  });
}

/**
 * The category navigation from the layout's navigation links (§3 Site layout: header
 * navigation and featured links together are the root categories). Entries without a label
 * or a usable link are left out (§3 Link: rendered only with the data for its type).
 */
export function categoryNodes(
  links: readonly NavigationLinkBlock[],
  options: LinkTargetOptions = {},
): CategoryNode[] {
  return subNodesOf(links, options).map((node) => ({
    name: node.navText,
    link: node.navLink,
    subCategories: node.children,
  }));
}

export type { CategoryNode, CategorySubNode, PackedCategory } from './category-tree';
export { packCategories, unpackCategories } from './category-tree';

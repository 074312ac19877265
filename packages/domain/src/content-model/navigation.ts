import { z } from 'zod';
import { type LinkTargetOptions, linkTarget } from '../campaign/link-target';
import { assetSchema, type ContentAsset } from './asset';
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

/** A sub-category of the category navigation (spec §3 Category node: navText, navLink, children). */
export interface CategorySubNode {
  readonly navText: string;
  readonly navLink: string;
  readonly children: readonly CategorySubNode[];
}

/** A root category of the navigation (spec §3 Category node: name, link, subCategories). */
export interface CategoryNode {
  readonly name: string;
  readonly link: string;
  readonly subCategories: readonly CategorySubNode[];
}

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

/**
 * A category as a page sends it in its loader data: its text and link, and its children when it
 * has any — `['Kinderwagen', '/kinderwagen/', [['Buggys', '/buggys/']]]`. The inline stream
 * writes each field of an object with a reference to its name (about 14 bytes each), an item of
 * a list without one, and the navigation's tree goes into every page (issue 13: slim page data).
 */
export type PackedCategory = readonly [
  text: string,
  link: string,
  children?: readonly PackedCategory[],
];

function packNode(text: string, link: string, children: readonly CategorySubNode[]) {
  const packed: PackedCategory =
    children.length === 0
      ? [text, link]
      : [
          text,
          link,
          children.map((child) => packNode(child.navText, child.navLink, child.children)),
        ];
  return packed;
}

function unpackNode([navText, navLink, children = []]: PackedCategory): CategorySubNode {
  return { navText, navLink, children: children.map(unpackNode) };
}

/**
 * The category navigation as a page sends it (`PackedCategory`); `unpackCategories` reads it
 * back to the same tree.
 *
 * @example
 * packCategories([{ name: 'Kinderwagen', link: '/kinderwagen/', subCategories: [] }]);
 * // [['Kinderwagen', '/kinderwagen/']]
 */
export function packCategories(categories: readonly CategoryNode[]): PackedCategory[] {
  return categories.map((root) => packNode(root.name, root.link, root.subCategories));
}

/**
 * The category navigation a page sent (`packCategories`), as the header and the navigation
 * dialogs read it.
 *
 * @example
 * unpackCategories([['Kinderwagen', '/kinderwagen/', [['Buggys', '/buggys/']]]]);
 * // [{ name: 'Kinderwagen', link: '/kinderwagen/',
 * //    subCategories: [{ navText: 'Buggys', navLink: '/buggys/', children: [] }] }]
 */
export function unpackCategories(packed: readonly PackedCategory[]): CategoryNode[] {
  return packed.map((root) => {
    const { navText, navLink, children } = unpackNode(root);
    return { name: navText, link: navLink, subCategories: children };
  });
}

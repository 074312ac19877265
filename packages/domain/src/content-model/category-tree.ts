// The category tree's shape and how a page sends it, without the content model's schemas: the
// browser reads the tree back with these (issue 14: no validation library for it).

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

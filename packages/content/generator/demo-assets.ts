// The pictures of the demo content, drawn when the content is generated: each asset the stories
// name is an illustrated scene of the products it stands for (the commerce catalog's own
// drawings), on the brand's palette, without text. The local content space serves them in every
// size and format (src/cdn/demo-image.ts).
import { createHash } from 'node:crypto';
import {
  babyCatalog,
  type CatalogSpec,
  type LeafSpec,
  vitalityCatalog,
} from '@vitrine/commerce/demo-catalog';
import {
  leafProductKinds,
  type ProductKind,
  type SceneOptions,
  sceneSvg,
} from '@vitrine/commerce/illustrations';
import type { BrandConfiguration } from '@vitrine/domain';
import { demoImageHeight, demoImageWidth } from '../src/cdn/demo-image';
import type { Story } from '../src/space/story';
import { demoLocales } from './demo-locales';

/** One drawn asset: its path below `stories/` and its SVG. */
export interface GeneratedAsset {
  readonly path: string;
  readonly svg: string;
}

type Palette = Pick<SceneOptions, 'wall' | 'floor' | 'backdrop' | 'accent'> & {
  readonly products: readonly (readonly [string, string])[];
};

/** Nido in warm pastels, Vitalia in calm greens. */
const palettes: Readonly<Record<BrandConfiguration, Palette>> = {
  baby: {
    wall: '#f8ece3',
    floor: '#ecd6c6',
    backdrop: '#f3ddd0',
    accent: '#f6cdb0',
    products: [
      ['#e59a7e', '#f3d27a'],
      ['#8fb8dc', '#f8e6cf'],
      ['#e8a9b8', '#7b9e89'],
      ['#7b9e89', '#f3d27a'],
      ['#f3d27a', '#e59a7e'],
    ],
  },
  vitality: {
    wall: '#edf3ec',
    floor: '#d5e3d3',
    backdrop: '#dcebdb',
    accent: '#c7ddc2',
    products: [
      ['#4f8a68', '#e6d6b8'],
      ['#a3c585', '#f4efe2'],
      ['#2f6b57', '#d9b48f'],
      ['#e6d6b8', '#4f8a68'],
      ['#8fb9a8', '#f2e3c4'],
    ],
  },
};

const catalogs: Readonly<Record<BrandConfiguration, CatalogSpec>> = {
  baby: babyCatalog,
  vitality: vitalityCatalog,
};

/** The leaves at and below a category slug of a catalog (every leaf for no slug). */
function leavesUnder(catalog: CatalogSpec, slug: string | null): LeafSpec[] {
  const leaves: LeafSpec[] = [];
  for (const root of catalog.roots) {
    for (const child of root.children) {
      for (const leaf of child.leaves) {
        if (slug === null || [root.slug, child.slug, leaf.slug].includes(slug)) leaves.push(leaf);
      }
    }
  }
  return leaves;
}

/** The distinct kinds of a list of leaves, in catalog order. */
function kindsOf(brand: BrandConfiguration, leaves: readonly LeafSpec[]): ProductKind[] {
  return [
    ...new Set(leaves.flatMap((leaf) => leafProductKinds(brand, leaf.slug, leaf.types.length))),
  ];
}

/** Up to `count` products for a scene: several kinds, or one kind in several colours. */
function sceneKinds(kinds: readonly ProductKind[], count: number): ProductKind[] {
  if (kinds.length === 0) return [];
  return Array.from({ length: count }, (_, index) => kinds[index % kinds.length] as ProductKind);
}

/** The home page's picture: a product of each of the first roots. */
const homeLeaves: Readonly<Record<BrandConfiguration, readonly string[]>> = {
  baby: ['kombikinderwagen', 'kuscheltiere', 'babyflaschen', 'rasseln'],
  vitality: ['tees', 'duftkerzen', 'kopfkissen', 'badezusaetze'],
};

/** The products an asset shows, by its name (the names the page generators give). */
function assetKinds(brand: BrandConfiguration, name: string): ProductKind[] {
  const catalog = catalogs[brand];
  if (name === 'startseite') {
    return homeLeaves[brand].flatMap((slug) =>
      kindsOf(brand, leavesUnder(catalog, slug)).slice(0, 1),
    );
  }
  const category = /^kategorie-(.+)$/.exec(name)?.[1];
  if (category !== undefined) return sceneKinds(kindsOf(brand, leavesUnder(catalog, category)), 3);
  const guide = /^ratgeber-(\d+)$/.exec(name)?.[1];
  if (guide !== undefined) {
    const article = demoLocales().find((locale) => locale.brand === brand)?.copy.guide.articles[
      Number(guide) - 1
    ];
    const leaves = (article?.categories ?? []).flatMap((slug) => leavesUnder(catalog, slug));
    return sceneKinds(kindsOf(brand, leaves), 3);
  }
  // Manuals and anything else: the products of one root, chosen by the name.
  const roots = catalog.roots;
  const root = roots[(createHash('sha256').update(name).digest()[0] ?? 0) % roots.length];
  return sceneKinds(kindsOf(brand, leavesUnder(catalog, root?.slug ?? null)), 2);
}

/** The SVG of a demo asset of a brand (`nido`'s `kategorie-kinderwagen`). */
export function demoAssetSvg(brand: BrandConfiguration, name: string): string {
  const palette = palettes[brand];
  const kinds = assetKinds(brand, name);
  // Each picture starts at another colour of the palette, so neighbouring tiles differ.
  const offset = createHash('sha256').update(name).digest()[1] ?? 0;
  const colors = palette.products.map(
    (_, index) => palette.products[(offset + index) % palette.products.length] as [string, string],
  );
  return `${sceneSvg({ ...palette, width: demoImageWidth, height: demoImageHeight, kinds, colors })}\n`;
}

function assetFilenames(content: unknown): string[] {
  const found: string[] = [];
  const pending: unknown[] = [content];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (typeof node === 'object' && node !== null) {
      const record = node as Readonly<Record<string, unknown>>;
      if (record.fieldtype === 'asset' && typeof record.filename === 'string') {
        found.push(record.filename);
      }
      pending.push(...Object.values(record));
    }
  }
  return found;
}

/** The drawings of every asset the stories name: `assets/{brand}/{name}.svg`. */
export function generateDemoAssets(
  stories: readonly { readonly story: Story }[],
): GeneratedAsset[] {
  const brands = new Map(
    demoLocales().map((locale) => [locale.shop.brandName.toLowerCase(), locale.brand] as const),
  );
  const names = new Set(stories.flatMap(({ story }) => assetFilenames(story.content)));
  return [...names].sort().flatMap((filename) => {
    const match = /^\/_content\/assets\/([a-z0-9-]+)\/([a-z0-9_-]+)\.png$/.exec(filename);
    const brand = brands.get(match?.[1] ?? '');
    if (match === null || brand === undefined) return [];
    return [
      { path: `assets/${match[1]}/${match[2]}.svg`, svg: demoAssetSvg(brand, match[2] ?? '') },
    ];
  });
}

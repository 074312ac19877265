import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  drawings,
  fallbackKind,
  leafProductKinds,
  productKinds,
  sceneSvg,
} from '../src/images/illustrations';
import { imageSource, productImageSvg } from '../src/images/product-image-svg';
import { generateCatalog } from '../src/index';
import { babyCatalog, vitalityCatalog } from '../src/seed/vocabulary';

const catalogs = [babyCatalog, vitalityCatalog];
const leaves = catalogs.flatMap((catalog) =>
  catalog.roots.flatMap((root) =>
    root.children.flatMap((child) => child.leaves.map((leaf) => ({ catalog, leaf }))),
  ),
);
const positions = [0, 1, 2, 3, 4, 5];

describe('product pictures: one drawing per product kind (issue 21, demo imagery)', () => {
  test.each(
    leaves.map(({ catalog, leaf }) => ({
      leaf: `${catalog.catalog}/${leaf.slug}`,
      catalog,
      spec: leaf,
    })),
  )('every product type of $leaf has a drawing of its kind', ({ catalog, spec }) => {
    const kinds = leafProductKinds(catalog.catalog, spec.slug, spec.types.length);
    expect(kinds).toHaveLength(spec.types.length);
    for (const kind of kinds) expect(Object.hasOwn(drawings, kind)).toBe(true);
  });

  test('kinds are what the products are: a thermometer is a thermometer, a pram a pram, a tea a tea', () => {
    expect(leafProductKinds('baby', 'fieberthermometer')).toEqual(['thermometer']);
    expect(leafProductKinds('baby', 'kombikinderwagen')).toEqual(['pram']);
    expect(leafProductKinds('vitality', 'tees')).toEqual(['tea']);
    expect(leafProductKinds('vitality', 'staubsauger', 2)).toEqual(['vacuum', 'vacuum']);
    // One leaf, two things: a fridge and a washing machine.
    expect(leafProductKinds('vitality', 'grossgerte', 2)).toEqual(['fridge', 'washingMachine']);
    // The same slug in the two catalogs holds other products.
    expect(leafProductKinds('baby', 'bildschirme_und_monitore')).toEqual(['videoMonitor']);
    expect(leafProductKinds('vitality', 'bildschirme_und_monitore')).toEqual(['photoFrame']);
    // Nearly every leaf has a kind of its own.
    const distinct = new Set(
      leaves.map(({ catalog, leaf }) => leafProductKinds(catalog.catalog, leaf.slug)[0]),
    );
    expect(distinct.size).toBeGreaterThanOrEqual(leaves.length - 6);
  });

  test.each(productKinds)(
    '%s: no text in any view of the gallery, and SVG sharp can draw',
    async (kind) => {
      for (const position of positions) {
        const svg = productImageSvg({ kind, colors: ['#2f5fb3'], accent: '#f2c530', position });
        expect(svg).not.toMatch(/<text|<tspan|font-family|<image|filter=/);
      }
      const svg = productImageSvg({ kind, colors: ['#2f5fb3'], accent: '#f2c530', position: 0 });
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect([width, height]).toEqual([800, 800]);
      // Small enough to draw fast and keep in the database's rows' reach.
      expect(svg.length).toBeLessThan(6000);
    },
  );

  test('the colours follow the variant: main colour on the product, the second colour (or the accent) on its details', () => {
    const twoColours = productImageSvg({
      kind: 'pram',
      colors: ['#c73a32', '#2fb3a8'],
      accent: '#f2c530',
      position: 0,
    });
    expect(twoColours).toContain('fill="#c73a32"');
    expect(twoColours).toContain('fill="#2fb3a8"');
    expect(twoColours).not.toContain('#f2c530');
    const oneColour = productImageSvg({
      kind: 'pram',
      colors: ['#6b3f99'],
      accent: '#f2c530',
      position: 0,
    });
    expect(oneColour).toContain('fill="#6b3f99"');
    expect(oneColour).toContain('fill="#f2c530"');
  });

  test('gallery positions show other views of the same product, not other shapes', () => {
    const views = positions.map((position) =>
      productImageSvg({ kind: 'thermometer', colors: ['#2f5fb3'], accent: '#f2c530', position }),
    );
    expect(new Set(views).size).toBe(6);
    for (const view of views)
      expect(view).toContain('<rect x="270" y="272" width="120" height="56"');
    expect(views[1]).toContain('scale(-1 1)');
    expect(views[2]).toContain('scale(2)');
  });

  test('old stored sources (motif, label, number) are still drawn: as a parcel, without their text', () => {
    const old = imageSource({
      motif: 3,
      colors: ['#c73a32'],
      accent: '#f2c530',
      label: 'Kombikinderwagen Lunaro',
      number: '2000001',
      position: 1,
      angle: 40,
    });
    expect(old).toEqual({
      kind: fallbackKind,
      colors: ['#c73a32'],
      accent: '#f2c530',
      position: 1,
    });
    expect(productImageSvg(old)).not.toContain('Lunaro');
    expect(imageSource(null)).toEqual({
      kind: fallbackKind,
      colors: ['#8c8f96'],
      accent: '#f2c530',
      position: 0,
    });
    expect(imageSource({ kind: 'tea', colors: ['red', 5] }).colors).toEqual(['#8c8f96', '#8c8f96']);
  });

  test("the seed stores the kind of the product's leaf and its colours in each picture's source", () => {
    const catalog = generateCatalog({ products: 150 });
    const slugs = new Map(catalog.categories.map((category) => [category.id, category]));
    const leafOf = new Map<number, string>();
    // A product's own leaf is its last category (a second one may come first).
    for (const row of catalog.productCategories)
      leafOf.set(row.productId, slugs.get(row.categoryId)?.slug ?? '');
    const products = new Map(catalog.products.map((product) => [product.id, product]));
    const specs = new Map(
      leaves.map(({ catalog: spec, leaf }) => [`${spec.catalog}/${leaf.slug}`, leaf]),
    );
    for (const image of catalog.images) {
      const product = products.get(image.productId);
      const source = image.source as { kind: string; colors: string[]; position: number };
      const leaf = specs.get(`${product?.catalog}/${leafOf.get(image.productId)}`);
      expect(leaf, image.key).toBeDefined();
      expect(
        leafProductKinds(product?.catalog ?? 'baby', leaf?.slug ?? '', leaf?.types.length),
        image.key,
      ).toContain(source.kind);
      expect(source.position).toBe(image.position);
      expect(Object.keys(source).sort()).toEqual(['accent', 'colors', 'kind', 'position']);
    }
  });
});

describe('scenes of products for the demo content (issue 21)', () => {
  test('draws each product once, largest last, on the wall and floor given, without text', async () => {
    const svg = sceneSvg({
      width: 960,
      height: 600,
      kinds: ['pram', 'cot', 'plushBunny'],
      colors: [['#e59a7e', '#f3d27a']],
      wall: '#f8ece3',
      floor: '#ecd6c6',
      backdrop: '#f3ddd0',
      accent: '#f6cdb0',
    });
    expect(svg.match(/<g transform=/g)).toHaveLength(3);
    expect(svg).toContain('fill="#f8ece3"');
    expect(svg).not.toMatch(/<text|font-family/);
    // The first (largest) product is drawn last, in front: the pram after the bunny.
    expect(svg.indexOf('M140 330 Q140 170 300 160')).toBeGreaterThan(
      svg.indexOf('<ellipse cx="255" cy="165" rx="32" ry="95"'),
    );
    expect(svg.indexOf('<ellipse cx="255" cy="165"')).toBeGreaterThan(0);
    const { width, height } = await sharp(Buffer.from(svg)).metadata();
    expect([width, height]).toEqual([960, 600]);
  });
});

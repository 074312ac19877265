/**
 * The deterministic demo catalog generator: for a seed and a size, always the same categories,
 * products, variants, prices, images and redirects, for both brands and all their shops. A
 * first "showcase" pass gives every shop several products of every special kind; the rest is
 * drawn at random.
 */

import { type BrandConfiguration, type Language, type Shop, shopsOfBrand } from '@vitrine/domain';
import { voucherProductNumbers } from '@vitrine/domain/catalog';
import type { GeneratedCatalog, PromotionRow } from './catalog-rows';
import { categoryTree, type Leaf } from './category-rows';
import { frenchCatalogTypography } from './french-typography';
import {
  type CatalogBuilder,
  generateModel,
  type ModelContext,
  type ModelRequest,
} from './generate-model';
import { createRandom, type Random } from './random';
import { catalogRedirects } from './redirect-rows';
import { setPromotionsOf } from './set-promotions';
import { babyCatalog } from './vocabulary/baby-catalog';
import { seals } from './vocabulary/seals';
import { sizeTables } from './vocabulary/size-tables';
import type { CatalogSpec, Names, SpecialKind } from './vocabulary/types';
import { vitalityCatalog } from './vocabulary/vitality-catalog';

export interface GenerateCatalogOptions {
  /**
   * Number of products of both brands together. The showcase of special kinds comes first, so a
   * catalog never has fewer than about 20 products per brand.
   */
  readonly products: number;
  readonly seed?: number;
  /** "Today" of the catalog: what is new and when things were created. */
  readonly catalogDate?: Date;
}

export const defaultCatalogSize = 2000;
export const defaultCatalogSeed = 20_261_101;
export const defaultCatalogDate = new Date('2026-11-01T00:00:00Z');

/** Share of the products that belong to the baby brand. */
const babyShare = 0.55;

/** The company of a catalog's vouchers (§5): baby for the baby brand, vital for the others. */
const voucherCompany: Readonly<Record<BrandConfiguration, 'baby' | 'vital'>> = {
  baby: 'baby',
  vitality: 'vital',
};

const byLanguage = (names: Names): Record<Language, string> => ({
  de: names[0],
  fr: names[1],
  nl: names[2],
});

function promotionsOf(catalog: BrandConfiguration): PromotionRow[] {
  return [
    {
      id: `${catalog}-3-for-2`,
      key: 'buy3pay2',
      effectType: 'buy_x_get_y',
      additionalData: { buyQuantity: 3, getQuantity: 1 },
      badgeLabels: { de: '3 für 2', fr: '3 pour 2', nl: '3 halen, 2 betalen' },
      validFrom: '2026-01-01T00:00:00Z',
      validTo: null,
      terms: {
        de: 'Beim Kauf von drei Artikeln dieser Aktion ist der günstigste gratis. Nur solange der Vorrat reicht; nicht mit anderen Gutscheinen kombinierbar.',
        fr: 'Pour l’achat de trois articles de cette offre, le moins cher est offert. Dans la limite des stocks disponibles ; non cumulable avec d’autres bons.',
        nl: 'Bij aankoop van drie artikelen uit deze actie is het goedkoopste gratis. Zolang de voorraad strekt; niet te combineren met andere waardebonnen.',
      },
    },
    {
      id: `${catalog}-10-percent`,
      key: 'autumn10',
      effectType: 'automatic_discount',
      additionalData: { relative: 0.1 },
      badgeLabels: { de: '−10 % im Warenkorb', fr: '−10 % au panier', nl: '−10 % in winkelwagen' },
      validFrom: '2026-09-01T00:00:00Z',
      validTo: '2027-03-31T23:59:59Z',
      terms: {
        de: 'Die 10 % werden im Warenkorb abgezogen, bis 31.03.2027. Ausgenommen sind Gutscheine und bereits reduzierte Artikel.',
        fr: 'Les 10 % sont déduits dans le panier, jusqu’au 31/03/2027. Hors bons d’achat et articles déjà réduits.',
        nl: 'De 10 % wordt in de winkelwagen afgetrokken, tot 31-03-2027. Uitgezonderd waardebonnen en reeds afgeprijsde artikelen.',
      },
    },
    {
      id: `${catalog}-free-gift`,
      key: 'gift',
      effectType: 'free_gift',
      additionalData: { threshold: 5000 },
      badgeLabels: { de: 'Mit Geschenk', fr: 'Avec cadeau', nl: 'Met cadeau' },
      validFrom: null,
      validTo: null,
      terms: null,
    },
  ];
}

const leavesWith = (leaves: readonly Leaf[], kind: SpecialKind) =>
  leaves.filter((leaf) => leaf.spec.kinds?.includes(kind));

/** The showcase models: every special kind several times, so every shop shows each of them. */
function showcase(
  leaves: readonly Leaf[],
  random: Random,
  catalog: BrandConfiguration,
  count: number,
): ModelRequest[] {
  // Three of each kind from 200 products of a brand; fewer in tiny catalogs.
  const perKind = count >= 200 ? 3 : count >= 80 ? 2 : 1;
  const ordinary = leaves.filter(
    (leaf) => !leaf.spec.kinds?.some((kind) => kind === 'voucher' || kind === 'download'),
  );
  const pick = (candidates: readonly Leaf[], index: number) =>
    candidates[index % candidates.length] ?? random.pick(ordinary);
  const numbers = voucherProductNumbers[voucherCompany[catalog]];
  const voucherLeaf = pick(leavesWith(leaves, 'voucher'), 0);
  const requests: ModelRequest[] = [
    {
      leaf: voucherLeaf,
      articles: 1,
      kinds: ['voucher', 'download'],
      productNumbers: [numbers.download],
    },
    { leaf: voucherLeaf, articles: 1, kinds: ['voucher'], productNumbers: [numbers.physical] },
  ];
  const byKind: ReadonlyArray<readonly [SpecialKind, readonly Leaf[]]> = [
    ['personalised', leaves.filter((leaf) => leaf.spec.engravable)],
    ['bulky', leavesWith(leaves, 'bulky')],
    ['vpp', leavesWith(leaves, 'bulky')],
    ['download', leavesWith(leaves, 'download')],
    ['soldOut', ordinary],
    ['preorder', ordinary],
    ['medical', leavesWith(leaves, 'medical')],
    ['electrical', leavesWith(leaves, 'electrical')],
    ['sizeAdvisor', leavesWith(leaves, 'sizeAdvisor')],
  ];
  for (const [kind, candidates] of byKind) {
    const start = random.int(0, candidates.length);
    for (let index = 0; index < perKind; index += 1) {
      requests.push({
        leaf: pick(candidates, start + index),
        articles: random.int(1, 2),
        kinds: [kind],
      });
    }
  }
  for (let index = 0; index < 2; index += 1) {
    requests.push({
      leaf: pick(ordinary, random.int(0, 99)),
      articles: 1,
      kinds: [],
      promotion: 'buy_x_get_y',
    });
  }
  requests.push({
    leaf: pick(ordinary, random.int(0, 99)),
    articles: 2,
    kinds: [],
    discontinued: true,
  });
  // Bundles last: they list earlier articles of the catalog.
  const bundleLeaves = leavesWith(leaves, 'bundle');
  for (let index = 0; index < perKind; index += 1) {
    requests.push({ leaf: pick(bundleLeaves, index), articles: 1, kinds: ['bundle'] });
  }
  return requests;
}

function groupSize(random: Random, remaining: number): number {
  const roll = random.next();
  const size = roll < 0.6 ? 1 : roll < 0.8 ? 2 : roll < 0.92 ? 3 : random.int(4, 5);
  return Math.max(1, Math.min(size, remaining));
}

function languagesOf(shops: readonly Shop[]): Language[] {
  return [...new Set(shops.flatMap((shop) => shop.locales.map((locale) => locale.language)))];
}

/**
 * Builds the whole demo catalog in memory.
 *
 * @example
 * const catalog = generateCatalog({ products: 150 }); // the small catalog of the tests
 */
export function generateCatalog(options: GenerateCatalogOptions): GeneratedCatalog {
  const seed = options.seed ?? defaultCatalogSeed;
  const catalogDate = options.catalogDate ?? defaultCatalogDate;
  const total = Math.max(0, Math.floor(options.products));
  const builder: CatalogBuilder = {
    products: [],
    texts: [],
    variants: [],
    prices: [],
    priceHistory: [],
    images: [],
    productCategories: [],
    productSeals: [],
  };
  const counters = { product: 1, variant: 1, productNumber: 0 };
  const specs: ReadonlyArray<readonly [CatalogSpec, number, number]> = [
    [babyCatalog, Math.round(total * babyShare), 2_000_000],
    [vitalityCatalog, total - Math.round(total * babyShare), 5_000_000],
  ];
  const categories = [];
  const promotions = [];
  const discontinued = [];
  for (const [spec, count, firstNumber] of specs) {
    const random = createRandom(`${seed}/${spec.catalog}`);
    const tree = categoryTree(spec);
    categories.push(...tree.rows);
    const catalogPromotions = promotionsOf(spec.catalog);
    promotions.push(...catalogPromotions);
    counters.productNumber = firstNumber;
    const shops = shopsOfBrand(spec.catalog);
    const context: ModelContext = {
      spec,
      leaves: tree.leaves,
      random,
      shops,
      languages: languagesOf(shops),
      catalogDate,
      promotions: catalogPromotions,
      builder,
      counters,
      bundleCandidates: [],
    };
    let made = 0;
    for (const request of showcase(tree.leaves, random, spec.catalog, count)) {
      const rows = generateModel(context, request);
      if (request.discontinued) discontinued.push({ context, rows });
      made += rows.length;
    }
    const drawable = tree.leaves.filter((leaf) => !leaf.spec.kinds?.includes('voucher'));
    while (made < count) {
      const leaf = random.pick(drawable);
      made += generateModel(context, {
        leaf,
        articles: groupSize(random, count - made),
        kinds: [],
      }).length;
    }
  }
  const sets = setPromotionsOf({ categories, ...builder });
  // The French texts as a French shop publishes them, once for every page that reads them.
  return frenchCatalogTypography({
    seed,
    categories,
    promotions,
    ...builder,
    setPromotions: sets.promotions,
    setPromotionArticles: sets.articles,
    redirects: catalogRedirects(
      builder,
      discontinued.map(({ rows }) => rows),
    ),
    seals: Object.values(seals).map((seal) => ({
      key: seal.key,
      names: byLanguage(seal.names),
      texts: byLanguage(seal.texts),
    })),
    sizeTables,
  });
}

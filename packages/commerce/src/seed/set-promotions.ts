/**
 * The demo catalog's set promotions (issue 15, §2 bundle promotion add): a few per brand, each
 * a handful of separate articles that belong together (a buggy, its footmuff and its parasol;
 * pots, pans and knives) and a reduction in per cent when the basket holds them all (domain
 * `setPromotionReductions`). Chosen from the generated products, so the catalog's products stay
 * what they were; a catalog too small for a theme's category fills the slot with another plain
 * article, so every catalog has sets.
 */
import type { BrandConfiguration, Language } from '@vitrine/domain';
import type {
  CategoryRow,
  ProductCategoryRow,
  ProductRow,
  SetPromotionArticleRow,
  SetPromotionRow,
  VariantRow,
} from './catalog-rows';
import type { Names } from './vocabulary/types';

interface SetTheme {
  readonly key: string;
  readonly names: Names;
  readonly percent: number;
  /** Each slot: the leaf categories its article comes from, the first that has one wins. */
  readonly slots: readonly (readonly string[])[];
}

/** How many promotions each theme makes at most (from its categories' first articles). */
const promotionsPerTheme = 2;

const themes: Readonly<Record<BrandConfiguration, readonly SetTheme[]>> = {
  baby: [
    {
      key: 'ausfahr-set',
      names: ['Ausfahr-Set', 'Set balade', 'Wandelset'],
      percent: 10,
      slots: [['kombikinderwagen', 'buggys'], ['fusssaecke', 'sitzschoner'], ['sonnenschirme']],
    },
    {
      key: 'bade-set',
      names: ['Bade-Set', 'Set de bain', 'Badset'],
      percent: 10,
      slots: [['babybadewannen'], ['kapuzenbadetuecher'], ['pflegeprodukte']],
    },
  ],
  vitality: [
    {
      key: 'koch-set',
      names: ['Koch-Set', 'Set cuisine', 'Kookset'],
      percent: 15,
      slots: [['toepfe'], ['pfannen'], ['messer']],
    },
    {
      key: 'wellness-set',
      names: ['Wellness-Set', 'Set bien-être', 'Wellnessset'],
      percent: 10,
      slots: [['bademaentel', 'massagegeraete'], ['badezusaetze'], ['duftkerzen', 'tees']],
    },
  ],
};

const byLanguage = (names: Names): Record<Language, string> => ({
  de: names[0],
  fr: names[1],
  nl: names[2],
});

export interface SetPromotionSource {
  readonly categories: readonly CategoryRow[];
  readonly products: readonly ProductRow[];
  readonly productCategories: readonly ProductCategoryRow[];
  readonly variants: readonly VariantRow[];
}

/**
 * The set promotions of both brands and their articles: plain articles only (active, no
 * special kind, no promotion of their own, a variant that can be bought), each in one set.
 */
export function setPromotionsOf(source: SetPromotionSource): {
  promotions: SetPromotionRow[];
  articles: SetPromotionArticleRow[];
} {
  const buyable = new Set(
    source.variants
      .filter((variant) => variant.bvc === 2 || (variant.bvc === 1 && variant.stockQuantity > 0))
      .map((variant) => variant.productId),
  );
  const plain = source.products.filter(
    (product) =>
      product.isActive &&
      product.specialKinds.length === 0 &&
      product.promotionId === null &&
      buyable.has(product.id),
  );
  const plainIds = new Set(plain.map((product) => product.id));
  const categoryOf = new Map(source.categories.map((row) => [row.id, row]));
  const used = new Set<number>();
  const promotions: SetPromotionRow[] = [];
  const articles: SetPromotionArticleRow[] = [];
  for (const catalog of ['baby', 'vitality'] as const) {
    const ofCatalog = plain.filter((product) => product.catalog === catalog);
    const inLeaf = (slug: string) =>
      source.productCategories
        .filter((link) => {
          const category = categoryOf.get(link.categoryId);
          return (
            category?.catalog === catalog && category.slug === slug && plainIds.has(link.productId)
          );
        })
        .map((link) => link.productId);
    for (const theme of themes[catalog]) {
      for (let round = 0; round < promotionsPerTheme; round += 1) {
        const picked: number[] = [];
        for (const slot of theme.slots) {
          const fromLeaves = slot
            .flatMap(inLeaf)
            .find((id) => !used.has(id) && !picked.includes(id));
          const id =
            fromLeaves ??
            ofCatalog.find((product) => !used.has(product.id) && !picked.includes(product.id))?.id;
          if (id !== undefined) picked.push(id);
        }
        if (picked.length < 2) break;
        const id = `${catalog}-${theme.key}-${round + 1}`;
        for (const productId of picked) used.add(productId);
        promotions.push({
          id,
          catalog,
          names: byLanguage(theme.names),
          percent: theme.percent,
          position: promotions.length,
        });
        articles.push(
          ...picked.map((productId, position) => ({ setPromotionId: id, productId, position })),
        );
      }
    }
  }
  return { promotions, articles };
}

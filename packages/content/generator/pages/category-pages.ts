import type { BlockBuilder } from '../blocks';
import { allCategories, type CatalogCategory, localCategoryName } from '../catalog-tree';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';
import type { PageSpec } from '../page-spec';

export const categoryKey = (slug: string) => `category:${slug}`;

/** The filters a listing shows: sizes only where the products come in sizes (§9: 4 on desktop). */
function listingFilters(category: CatalogCategory): string {
  return ['brand', 'price', category.sized ? 'size' : 'color', 'availability'].join(', ');
}

function categoryPage(category: CatalogCategory, locale: DemoLocale): PageSpec {
  const { copy } = locale;
  const name = localCategoryName(category, locale);
  const intro = copy.category.rootIntros[category.slug] ?? copy.category.intro(name);
  return {
    key: categoryKey(category.slug),
    slug: `kategorieseiten/${category.slug}`,
    name,
    build: (b: BlockBuilder) =>
      b.block('page', {
        title: localise(copy.category.title(name), locale),
        description: localise(copy.category.description(name), locale),
        // The listing block heads the page (breadcrumb, h1, a compact row of the subcategories)
        // so the first products show without scrolling (issue 21); the intro follows it.
        body: [
          b.block('listing', {
            headline: '',
            categorySlug: category.slug,
            defaultSort: 'relevance',
            filters: listingFilters(category),
          }),
          b.block('text', { text: localise(intro, locale) }),
          ...(category.level === 1
            ? [
                b.block('recommendation_slot', {
                  headline: copy.category.recommendationHeadline(name),
                  recommendationId: `kategorie-${category.slug}`,
                  fillWithRandom: true,
                  size: '12',
                  filters: [
                    { property: 'kategorie', type: 'string', operator: 'eq', value: category.slug },
                  ],
                  trackingId: `category-${category.slug}`,
                }),
              ]
            : []),
        ],
      }),
  };
}

/** A category page with a listing block for every category of the brand's catalog (§2). */
export function categoryPages(locale: DemoLocale): PageSpec[] {
  return allCategories(locale.brand).map((category) => categoryPage(category, locale));
}

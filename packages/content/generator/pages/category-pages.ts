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
        body: [
          b.block('headline', { level: '1', text: name }),
          b.block('text', { text: localise(intro, locale) }),
          ...(category.children.length > 0
            ? [
                b.block('section', {
                  title: copy.category.subcategoriesTitle,
                  background: 'light',
                  blocks: [
                    b.block('grid', {
                      columns: String(Math.min(4, category.children.length)),
                      blocks: category.children.map((child) =>
                        b.block('teaser', {
                          headline: localCategoryName(child, locale),
                          text: '',
                          image: b.asset(
                            `kategorie-${child.slug}`,
                            localCategoryName(child, locale),
                          ),
                          link: b.storyLink(categoryKey(child.slug)),
                          story: '',
                        }),
                      ),
                    }),
                  ],
                }),
              ]
            : []),
          b.block('listing', {
            headline: '',
            categorySlug: category.slug,
            defaultSort: 'relevance',
            filters: listingFilters(category),
          }),
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

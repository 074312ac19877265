import type { BlockBuilder } from '../blocks';
import { rich } from '../blocks';
import { allCategories, localCategoryName } from '../catalog-tree';
import type { GuideArticle } from '../copy/types';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';
import type { PageSpec } from '../page-spec';
import { categoryKey } from './category-pages';
import { pageOpening, sectionNodes } from './text-blocks';

export const guideKey = 'guide';
export const guideArticleKey = (index: number) => `guide:${index}`;

/** An embedded component in the rich text (§3 rich text: embedded components). */
function embeddedButton(b: BlockBuilder, label: string, slug: string) {
  const button = b.block('button', {
    label,
    variant: 'secondary',
    link: b.storyLink(categoryKey(slug)),
  });
  return rich.blok(button._uid, [button]);
}

function articleContent(article: GuideArticle, index: number, locale: DemoLocale, draft: boolean) {
  const { copy } = locale;
  const categories = allCategories(locale.brand).filter((category) =>
    article.categories.includes(category.slug),
  );
  const sections = draft ? [...article.sections, copy.guide.draftSection] : article.sections;
  return (b: BlockBuilder) => {
    const firstCategory = categories[0];
    return b.block('page', {
      title: localise(article.title, locale),
      description: localise(article.description, locale),
      ogImage: b.asset(`ratgeber-${index + 1}`, localise(article.name, locale)),
      body: [
        ...pageOpening(b, article.title, article.intro, locale),
        b.block('image', {
          asset: b.asset(`ratgeber-${index + 1}`, localise(article.name, locale)),
          alt: '',
          quality: '70',
          format: 'webp',
        }),
        b.block('richtext', {
          content: rich.doc(
            sectionNodes(sections, locale),
            rich.quote(localise(article.tip, locale), localise(copy.guide.tipHeading, locale)),
            firstCategory
              ? [embeddedButton(b, localCategoryName(firstCategory, locale), firstCategory.slug)]
              : [],
          ),
        }),
        b.block('section', {
          title: localise(copy.guide.productsHeading, locale),
          background: 'light',
          blocks: [
            b.block('grid', {
              columns: String(Math.max(1, Math.min(4, categories.length))),
              blocks: categories.map((category) =>
                b.block('teaser', {
                  headline: localCategoryName(category, locale),
                  text: '',
                  image: b.asset(`kategorie-${category.slug}`, localCategoryName(category, locale)),
                  link: b.storyLink(categoryKey(category.slug)),
                  story: '',
                }),
              ),
            }),
          ],
        }),
        b.block('recommendation_slot', {
          headline: localise(copy.guide.productsHeading, locale),
          recommendationId: `ratgeber-${index + 1}`,
          fillWithRandom: false,
          size: '8',
          filters: categories.map((category) => ({
            property: 'kategorie',
            type: 'string',
            operator: 'eq',
            value: category.slug,
          })),
          trackingId: `guide-${index + 1}`,
          showVariant: true,
        }),
      ],
    });
  };
}

/**
 * The guide (§2: slugs with ratgeber, les-inspirations or magazin are guide pages): an
 * overview with teasers related to its articles (`teaser.story`), and the articles. The
 * first article has a newer draft with one more section.
 */
export function guidePages(locale: DemoLocale): PageSpec[] {
  const { copy } = locale;
  const overview: PageSpec = {
    key: guideKey,
    slug: copy.guide.slug,
    name: copy.guide.name,
    build: (b) =>
      b.block('page', {
        title: localise(copy.guide.title, locale),
        description: localise(copy.guide.description, locale),
        body: [
          ...pageOpening(b, copy.guide.title, copy.guide.intro, locale),
          b.block('grid', {
            columns: '2',
            blocks: copy.guide.articles.map((article, index) =>
              b.block('teaser', {
                headline: '',
                text: '',
                image: b.asset(`ratgeber-${index + 1}`, localise(article.name, locale)),
                link: b.storyLink(guideArticleKey(index)),
                story: b.storyUuid(guideArticleKey(index)),
              }),
            ),
          }),
        ],
      }),
  };
  const articles = copy.guide.articles.map(
    (article, index): PageSpec => ({
      key: guideArticleKey(index),
      slug: `${copy.guide.slug}/${article.slug}`,
      name: localise(article.name, locale),
      build: articleContent(article, index, locale, false),
      ...(index === 0 ? { buildDraft: articleContent(article, index, locale, true) } : {}),
    }),
  );
  return [overview, ...articles];
}

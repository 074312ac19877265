import type { BlockBuilder } from '../blocks';
import { rich } from '../blocks';
import { catalogTree, localCategoryName } from '../catalog-tree';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';
import type { PageSpec } from '../page-spec';
import { categoryKey } from './category-pages';
import { guideArticleKey, guideKey } from './guide-pages';

function homeContent(locale: DemoLocale, draft: boolean) {
  const { copy } = locale;
  const roots = catalogTree(locale.brand);
  const firstRoot = roots[0];
  // The welcome offer runs from the demo's start with no end: the home banner always shows.
  const campaign = copy.layout.welcomeCampaign;
  const vitality = locale.brand === 'vitality';
  return (b: BlockBuilder) => {
    const hero = b.block('hero', {
      headline: localise(draft ? copy.home.draftHeroHeadline : copy.home.heroHeadline, locale),
      text: localise(draft ? copy.home.draftHeroText : copy.home.heroText, locale),
      image: b.asset('startseite', localise(copy.home.heroHeadline, locale)),
      ctas: [
        b.block('button', {
          label: localise(copy.home.heroCta, locale),
          variant: 'primary',
          link: b.storyLink(categoryKey(firstRoot?.slug ?? '')),
        }),
        b.block('link', {
          label: localise(copy.home.heroCtaSecondary, locale),
          link: b.storyLink(guideKey),
        }),
      ],
    });
    const campaignBanner = b.block('campaign_banner', {
      campaignId: campaign.id,
      label: localise(copy.home.campaignBannerLabel, locale),
      conditions: rich.doc(rich.paragraph(localise(campaign.conditions, locale))),
    });
    const categories = b.block('section', {
      title: localise(copy.home.categoriesTitle, locale),
      background: vitality ? 'none' : 'light',
      blocks: [
        b.block('grid', {
          columns: vitality ? '3' : '4',
          blocks: roots.map((root) =>
            b.block('teaser', {
              headline: localCategoryName(root, locale),
              text: '',
              image: b.asset(`kategorie-${root.slug}`, localCategoryName(root, locale)),
              link: b.storyLink(categoryKey(root.slug)),
              story: '',
            }),
          ),
        }),
      ],
    });
    const promises = b.block('section', {
      title: localise(copy.home.promisesTitle, locale),
      background: vitality ? 'light' : 'none',
      blocks: [
        b.block('grid', {
          columns: '3',
          blocks: copy.home.promises.map((promise) =>
            b.block('teaser', {
              headline: localise(promise.headline, locale),
              text: localise(promise.text, locale),
              image: {
                id: null,
                filename: '',
                alt: null,
                name: '',
                focus: '',
                title: '',
                fieldtype: 'asset',
              },
              link: {
                id: '',
                url: '',
                linktype: 'story',
                fieldtype: 'multilink',
                cached_url: '',
              },
              story: '',
            }),
          ),
        }),
      ],
    });
    const bestsellers = b.block('recommendation_slot', {
      headline: localise(copy.home.recommendationHeadline, locale),
      recommendationId: 'startseite-bestseller',
      fillWithRandom: true,
      size: '12',
      filters: [],
      trackingId: 'home-bestseller',
    });
    const guide = b.block('section', {
      title: localise(copy.home.guideTitle, locale),
      background: vitality ? 'light' : 'accent',
      blocks: [
        b.block('text', { text: localise(copy.home.guideText, locale) }),
        b.block('grid', {
          columns: '2',
          blocks: copy.guide.articles.map((article, index) =>
            b.block('teaser', {
              headline: localise(article.name, locale),
              text: localise(article.description, locale),
              image: b.asset(`ratgeber-${index + 1}`, localise(article.name, locale)),
              link: b.storyLink(guideArticleKey(index)),
              story: b.storyUuid(guideArticleKey(index)),
            }),
          ),
        }),
      ],
    });
    const newsletter = b.block('newsletter_signup', {
      headline: localise(copy.newsletter.headline, locale),
      text: localise(copy.newsletter.text, locale),
      buttonLabel: localise(copy.newsletter.button, locale),
      source: 'home',
    });
    return b.block('page', {
      title: localise(copy.home.title, locale),
      description: localise(copy.home.description, locale),
      ogImage: b.asset('startseite', copy.siteName),
      // Each brand its own page (issue 21): Nido leads with its welcome offer and a wall of
      // categories on a warm band; Vitalia, calmer, with its promises right under the stage,
      // its six worlds in two full rows and the offer after them.
      body: vitality
        ? [hero, promises, categories, campaignBanner, bestsellers, guide, newsletter]
        : [hero, campaignBanner, categories, promises, bestsellers, guide, newsletter],
    });
  };
}

/** The home page (`home`, §2: /home/ becomes empty); its draft announces what comes next. */
export function homePages(locale: DemoLocale): PageSpec[] {
  return [
    {
      key: 'home',
      slug: 'home',
      name: locale.copy.home.name,
      build: homeContent(locale, false),
      buildDraft: homeContent(locale, true),
    },
  ];
}

import type { Language } from '@vitrine/domain';

/**
 * The demo copy of one brand in one language. Texts may hold placeholders that each shop
 * locale fills in: `{{shipping}}` and `{{freight}}` (the §9 shipping costs as that locale
 * writes prices), `{{brand}}`, `{{email}}`, `{{country}}`, `{{hotline}}`.
 */
export interface Section {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Bullet points after the paragraphs. */
  readonly bullets?: readonly string[];
}

export interface TextPage {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly sections: readonly Section[];
}

export interface Question {
  readonly question: string;
  readonly answer: string;
}

export interface GuideArticle extends TextPage {
  /** Category slugs of the commerce catalog the article links to. */
  readonly categories: readonly string[];
  readonly tip: string;
}

export interface SystemBlock {
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
}

export interface ConsentServiceCopy {
  readonly title: string;
  readonly company: string;
}

export interface CampaignCopy {
  readonly id: string;
  readonly name: string;
  readonly headline: string;
  readonly text: string;
  readonly conditions: string;
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly triggers: readonly { readonly type: string; readonly value: string | boolean }[];
  /** A category slug the campaign links to. */
  readonly category: string;
}

export interface BrandCopy {
  readonly language: Language;
  readonly siteName: string;
  readonly metaDescription: string;
  /** `{{contact}}` in service texts: how to reach customer service with and without hotline. */
  readonly contactWithHotline: string;
  readonly contactWithoutHotline: string;
  readonly home: {
    readonly name: string;
    readonly title: string;
    readonly description: string;
    readonly heroHeadline: string;
    readonly heroText: string;
    readonly heroCta: string;
    readonly heroCtaSecondary: string;
    /** The draft of the home page announces what comes next. */
    readonly draftHeroHeadline: string;
    readonly draftHeroText: string;
    readonly categoriesTitle: string;
    readonly promisesTitle: string;
    readonly promises: readonly { readonly headline: string; readonly text: string }[];
    readonly recommendationHeadline: string;
    readonly guideTitle: string;
    readonly guideText: string;
    readonly campaignBannerLabel: string;
  };
  readonly newsletter: {
    readonly headline: string;
    readonly text: string;
    readonly button: string;
  };
  readonly category: {
    /** Intro text of each root category, by slug. */
    readonly rootIntros: Readonly<Record<string, string>>;
    readonly intro: (name: string) => string;
    readonly title: (name: string) => string;
    readonly description: (name: string) => string;
    readonly recommendationHeadline: (name: string) => string;
  };
  readonly guide: {
    readonly slug: string;
    readonly name: string;
    readonly title: string;
    readonly description: string;
    readonly intro: string;
    readonly readMore: string;
    readonly tipHeading: string;
    readonly productsHeading: string;
    readonly articles: readonly GuideArticle[];
    /** The draft of the first article adds a section an editor is still writing. */
    readonly draftSection: Section;
  };
  readonly documentation: {
    readonly name: string;
    readonly title: string;
    readonly description: string;
    readonly intro: string;
    readonly navigationTitle: string;
    readonly contactHeadline: string;
    readonly contactText: string;
    readonly pages: readonly TextPage[];
  };
  readonly service: {
    readonly shipping: TextPage & {
      readonly questions: readonly Question[];
      readonly questionsTitle: string;
    };
    readonly returns: TextPage;
    readonly payment: TextPage & { readonly methodsHeading: string };
    readonly terms: TextPage;
    readonly privacy: TextPage;
    readonly imprint: TextPage;
    /** The contact page (§2 `/kontakt/`, the same path in every language) with the contact form. */
    readonly contact: TextPage;
    /** Only the baby brand has a FAQ (spec §9: faq on in the baby shop). */
    readonly faq:
      | (TextPage & {
          readonly questions: readonly Question[];
          readonly contactHeadline: string;
          readonly contactText: string;
        })
      | null;
  };
  /** Payment method labels by spec §3 payment code. */
  readonly paymentLabels: Readonly<Record<string, string>>;
  readonly system: {
    readonly noResults: SystemBlock & { readonly recommendationHeadline: string };
    readonly thankYouExpired: SystemBlock;
    readonly checkout: SystemBlock;
    /** Shown on the basket page under its lines (§2 special content). */
    readonly basket: SystemBlock;
    readonly login: SystemBlock;
    readonly notFound: SystemBlock;
  };
  readonly layout: {
    readonly headerNotice: string;
    readonly helpLabel: string;
    readonly contactLabel: string;
    readonly guideLabel: string;
    readonly footer: {
      readonly service: string;
      readonly shop: string;
      readonly legal: string;
      readonly contact: string;
      readonly consentSettings: string;
      readonly giftCards: string;
      readonly note: string;
    };
    readonly contactSubjects: readonly {
      readonly key: string;
      readonly label: string;
      readonly requiresOrderNumber: boolean;
    }[];
    readonly consent: {
      readonly title: string;
      readonly text: string;
      readonly acceptAllLabel: string;
      readonly infoLabel: string;
      readonly settingsTitle: string;
      readonly saveSelectionLabel: string;
      readonly saveAllLabel: string;
      readonly categories: Readonly<
        Record<
          'essential' | 'statistics' | 'marketing' | 'comfort',
          { readonly title: string; readonly text: string }
        >
      >;
      readonly services: Readonly<Record<string, ConsentServiceCopy>>;
    };
    /**
     * Seasonal and page-bound campaigns; the first one's banner sits in the page frame and
     * shows on the pages its triggers name while its window is open.
     */
    readonly campaigns: readonly CampaignCopy[];
    /**
     * The welcome offer on the home page: it runs from the demo's start with no end, so the
     * home page's campaign banner always shows. It names the `{{coupon}}` code.
     */
    readonly welcomeCampaign: CampaignCopy;
    readonly banner: { readonly text: string; readonly category: string };
    /** The coupon of the config items; its text names the `{{coupon}}` code. */
    readonly coupon: { readonly text: string };
    readonly shippingLabel: string;
  };
}

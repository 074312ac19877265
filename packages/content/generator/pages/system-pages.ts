import type { BlockBuilder } from '../blocks';
import type { SystemBlock } from '../copy/types';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';
import type { PageSpec } from '../page-spec';
import { serviceKey } from './service-pages';

/** The special content of §2, at the slugs the content client asks for. */
export const systemSlugs = {
  noResults: 'system/no-results',
  thankYouExpired: 'system/thank-you-expired',
  checkout: 'system/checkout',
  basket: 'system/basket',
  login: 'system/login',
  notFound: 'system/not-found',
} as const;
type SystemKind = keyof typeof systemSlugs;

function contentBlock(
  kind: SystemKind,
  copy: SystemBlock,
  target: string,
  locale: DemoLocale,
  extra: (b: BlockBuilder) => readonly ReturnType<BlockBuilder['block']>[] = () => [],
): PageSpec {
  return {
    key: `system:${kind}`,
    slug: systemSlugs[kind],
    name: localise(copy.title, locale),
    build: (b) =>
      b.block('content_block', {
        purpose: kind,
        title: localise(copy.title, locale),
        body: [
          b.block('text', { text: localise(copy.text, locale) }),
          b.block('link', { label: localise(copy.linkLabel, locale), link: b.storyLink(target) }),
          ...extra(b),
        ],
      }),
  };
}

/** The no-results page, thank-you-expired page, checkout, basket and login blocks and the not-found page. */
export function systemPages(locale: DemoLocale): PageSpec[] {
  const { system } = locale.copy;
  const help = locale.copy.service.faq && locale.shop.flags.faq ? 'faq' : 'returns';
  return [
    contentBlock('noResults', system.noResults, 'home', locale, (b) => [
      b.block('recommendation_slot', {
        headline: localise(system.noResults.recommendationHeadline, locale),
        recommendationId: 'keine-treffer',
        fillWithRandom: true,
        size: '12',
        filters: [],
        trackingId: 'no-results',
      }),
    ]),
    contentBlock('thankYouExpired', system.thankYouExpired, 'home', locale),
    contentBlock('checkout', system.checkout, serviceKey('shipping'), locale),
    contentBlock('login', system.login, serviceKey(help), locale),
    contentBlock('notFound', system.notFound, 'home', locale),
    contentBlock('basket', system.basket, serviceKey('shipping'), locale),
  ];
}

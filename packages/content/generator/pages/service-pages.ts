import type { CountryCode } from '@vitrine/domain';
import type { BlockBuilder } from '../blocks';
import { rich } from '../blocks';
import type { Question, TextPage } from '../copy/types';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';
import type { PageSpec } from '../page-spec';
import { pageOpening, sectionNodes } from './text-blocks';

export const serviceKeys = [
  'shipping',
  'returns',
  'payment',
  'terms',
  'privacy',
  'imprint',
  'contact',
  'faq',
] as const;
export type ServiceKey = (typeof serviceKeys)[number];
export const serviceKey = (key: ServiceKey) => `service:${key}`;

/** The payment methods (spec §3 payment codes) each country's shops offer. */
export const paymentMethodsByCountry: Readonly<Record<CountryCode, readonly string[]>> = {
  DE: ['PP', 'KC', 'KD', 'KK', 'RE', 'V', 'AP', 'G'],
  AT: ['PP', 'KC', 'KN', 'KK', 'V', 'AP', 'G'],
  CH: ['TW', 'KK', 'PP', 'RE', 'G'],
  FR: ['KK', 'PP', 'AP', 'G'],
  BE: ['KK', 'PP', 'AP', 'G'],
  NL: ['IL', 'PP', 'KK', 'KC', 'G'],
};

function accordion(
  b: BlockBuilder,
  title: string,
  questions: readonly Question[],
  locale: DemoLocale,
) {
  return b.block('accordion', {
    title: localise(title, locale),
    items: questions.map((question) =>
      b.block('accordion_item', {
        title: localise(question.question, locale),
        content: rich.doc(rich.paragraph(localise(question.answer, locale))),
      }),
    ),
  });
}

function textPage(
  key: ServiceKey,
  page: TextPage,
  locale: DemoLocale,
  extra: (b: BlockBuilder) => readonly ReturnType<BlockBuilder['block']>[] = () => [],
): PageSpec {
  return {
    key: serviceKey(key),
    slug: page.slug,
    name: localise(page.name, locale),
    build: (b) =>
      b.block('page', {
        title: localise(page.title, locale),
        description: localise(page.description, locale),
        robots: key === 'terms' || key === 'privacy' || key === 'imprint' ? 'noindex,follow' : '',
        body: [
          ...pageOpening(b, page.title, page.intro, locale),
          ...(page.sections.length > 0
            ? [b.block('richtext', { content: rich.doc(sectionNodes(page.sections, locale)) })]
            : []),
          ...extra(b),
        ],
      }),
  };
}

/**
 * The service pages: shipping costs (§9 fallback 4,99 standard, 14,99 freight), returns,
 * payment methods, terms, privacy, imprint, and the FAQ where the shop has one (§9).
 */
export function servicePages(locale: DemoLocale): PageSpec[] {
  const { service, paymentLabels } = locale.copy;
  const methods = paymentMethodsByCountry[locale.shop.country];
  const pages = [
    textPage('shipping', service.shipping, locale, (b) => [
      accordion(b, service.shipping.questionsTitle, service.shipping.questions, locale),
    ]),
    textPage('returns', service.returns, locale),
    textPage('payment', service.payment, locale, (b) => [
      b.block('richtext', {
        content: rich.doc(
          rich.heading(2, localise(service.payment.methodsHeading, locale)),
          rich.bullets(methods.map((code) => paymentLabels[code] ?? code)),
        ),
      }),
    ]),
    textPage('terms', service.terms, locale),
    textPage('privacy', service.privacy, locale),
    textPage('imprint', service.imprint, locale),
    // §2 /kontakt/: the contact form, its subjects from the layout; the form posts to the page.
    textPage('contact', service.contact, locale, (b) => [
      b.block('contact_form', { headline: '', text: '' }),
    ]),
  ];
  const faq = service.faq;
  if (faq !== null && locale.shop.flags.faq) {
    pages.push(
      textPage('faq', faq, locale, (b) => [
        accordion(b, '', faq.questions, locale),
        b.block('contact_form', {
          headline: localise(faq.contactHeadline, locale),
          text: localise(faq.contactText, locale),
        }),
      ]),
    );
  }
  return pages;
}

import type { BlockBuilder } from '../blocks';
import { rich } from '../blocks';
import type { TextPage } from '../copy/types';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';
import type { PageSpec } from '../page-spec';
import { sectionNodes } from './text-blocks';

export const documentationKey = 'documentation';
const documentationPageKey = (index: number) => `documentation:${index}`;

function navigation(b: BlockBuilder, locale: DemoLocale) {
  const { documentation } = locale.copy;
  return b.block('documentation_navigation', {
    title: localise(documentation.navigationTitle, locale),
    links: [
      b.block('link', {
        label: localise(documentation.name, locale),
        link: b.storyLink(documentationKey),
      }),
      ...documentation.pages.map((page, index) =>
        b.block('link', {
          label: localise(page.name, locale),
          link: b.storyLink(documentationPageKey(index)),
        }),
      ),
    ],
  });
}

function documentationContent(page: TextPage, locale: DemoLocale) {
  return (b: BlockBuilder) =>
    b.block('documentation_layout', {
      title: localise(page.title, locale),
      description: localise(page.description, locale),
      navigation: [navigation(b, locale)],
      // The layout shows the title as the page's h1; a headline block would repeat it.
      body: [
        b.block('richtext', {
          content: rich.doc(
            rich.paragraph(localise(page.intro, locale)),
            sectionNodes(page.sections, locale),
          ),
        }),
      ],
    });
}

/** The documentation pages (§2 /documentation/{slug}/, documentation layout). */
export function documentationPages(locale: DemoLocale): PageSpec[] {
  const { documentation } = locale.copy;
  const index: PageSpec = {
    key: documentationKey,
    slug: 'documentation',
    name: localise(documentation.name, locale),
    build: (b) =>
      b.block('documentation_layout', {
        title: localise(documentation.title, locale),
        description: localise(documentation.description, locale),
        navigation: [navigation(b, locale)],
        body: [
          b.block('text', { text: localise(documentation.intro, locale) }),
          b.block('grid', {
            columns: '2',
            blocks: documentation.pages.map((page, pageIndex) =>
              b.block('teaser', {
                headline: localise(page.name, locale),
                text: localise(page.description, locale),
                image: b.asset(`anleitung-${pageIndex + 1}`, localise(page.name, locale)),
                link: b.storyLink(documentationPageKey(pageIndex)),
                story: '',
              }),
            ),
          }),
          b.block('contact_form', {
            headline: localise(documentation.contactHeadline, locale),
            text: localise(documentation.contactText, locale),
          }),
        ],
      }),
  };
  const pages = documentation.pages.map(
    (page, pageIndex): PageSpec => ({
      key: documentationPageKey(pageIndex),
      slug: `documentation/${page.slug}`,
      name: localise(page.name, locale),
      build: documentationContent(page, locale),
    }),
  );
  return [index, ...pages];
}

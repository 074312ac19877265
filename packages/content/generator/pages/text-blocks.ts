import type { BlockBuilder, RichtextNode } from '../blocks';
import { rich } from '../blocks';
import type { Section } from '../copy/types';
import type { DemoLocale } from '../demo-locales';
import { localise } from '../locale-text';

/** The rich text of copy sections: a heading per section, its paragraphs and bullets. */
export function sectionNodes(sections: readonly Section[], locale: DemoLocale): RichtextNode[] {
  return sections.flatMap((section) => [
    rich.heading(2, localise(section.heading, locale)),
    ...section.paragraphs.map((paragraph) => rich.paragraph(localise(paragraph, locale))),
    ...(section.bullets
      ? [rich.bullets(section.bullets.map((bullet) => localise(bullet, locale)))]
      : []),
  ]);
}

/** A page's opening: its headline and intro. */
export function pageOpening(b: BlockBuilder, headline: string, intro: string, locale: DemoLocale) {
  return [
    b.block('headline', { level: '1', text: localise(headline, locale) }),
    b.block('text', { text: localise(intro, locale) }),
  ];
}

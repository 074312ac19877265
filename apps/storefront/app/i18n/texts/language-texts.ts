import type { CmsMessages } from '@vitrine/cms-blocks';
import type { Language } from '@vitrine/domain';
import type { UiMessages } from '@vitrine/ui';
import type { Messages } from '../messages';

/** One language's texts: the storefront's own, the design system's and the block library's. */
export interface LanguageTexts {
  readonly translation: Messages;
  readonly ui: UiMessages;
  readonly cms: CmsMessages;
}

/**
 * Where each language's texts are: a chunk of its own, so a page in German does not load the
 * French and Dutch ones (issue 14).
 */
export const languageTextLoaders: Readonly<Record<Language, () => Promise<LanguageTexts>>> = {
  de: () => import('./de').then((module) => module.texts),
  fr: () => import('./fr').then((module) => module.texts),
  nl: () => import('./nl').then((module) => module.texts),
};

import { typographicCatalogue } from '@vitrine/domain/ui-support';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './texts/de';
import { fr } from './texts/fr';
import { nl } from './texts/nl';

/**
 * The search's texts are a namespace of their own, in the search page's and the type-ahead's
 * chunks: every other page's JavaScript stays as it was (issue 14 budgets).
 */
export const searchNamespace = 'search';

// Set as the shop's other texts are (`typographicCatalogue`): units kept, French spacing.
const texts: Readonly<Record<string, typeof de>> = {
  de: typographicCatalogue(de, 'de'),
  fr: typographicCatalogue(fr, 'fr'),
  nl: typographicCatalogue(nl, 'nl'),
};

/** The search texts of an i18next instance's language (added to it the first time). */
export function searchText(i18n: I18n): TFunction {
  const language = i18n.language;
  if (!i18n.hasResourceBundle(language, searchNamespace)) {
    i18n.addResourceBundle(language, searchNamespace, texts[language] ?? de);
  }
  return i18n.getFixedT(language, searchNamespace);
}

/** {@link searchText} in a component, in the page's language. */
export function useSearchText(): TFunction {
  const { i18n } = useTranslation();
  return searchText(i18n);
}

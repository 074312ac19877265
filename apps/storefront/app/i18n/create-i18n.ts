import { cmsNamespace } from '@vitrine/cms-blocks';
import type { Language } from '@vitrine/domain';
import { createI18nInstance, uiNamespace } from '@vitrine/ui';
import type { i18n } from 'i18next';
import type { LanguageTexts } from './texts/language-texts';

/**
 * One i18next instance per language: the storefront's texts as the default namespace, the
 * design system's as `ui` and the block library's as `cms`, all read by react-i18next. It is
 * handed to React through `UiTextProvider` only: react-i18next's global instance
 * (`initReactI18next`) is never set, because on the server it would be whichever language
 * the last request used.
 */
export function createI18n(language: Language, texts: LanguageTexts): i18n {
  return createI18nInstance(language, {
    translation: texts.translation,
    [uiNamespace]: texts.ui,
    [cmsNamespace]: texts.cms,
  });
}

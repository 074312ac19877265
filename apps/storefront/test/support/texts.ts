import { type CmsMessageKey, cmsNamespace } from '@vitrine/cms-blocks';
import type { Language } from '@vitrine/domain';
import { type UiMessageKey, type UiTextValues, uiNamespace } from '@vitrine/ui';
import { translator } from '../../app/i18n/translator';

/**
 * The block library's texts as the storefront's own i18next says them, for the texts a test
 * expects on a page (`cmsText('fr')('contact.submit')`).
 */
export const cmsText =
  (language: Language) =>
  (key: CmsMessageKey, values?: UiTextValues): string =>
    translator(language).t(key, { ns: cmsNamespace, ...values });

/**
 * The design system's texts as the storefront's own i18next says them (plurals by `count`), for
 * the texts a test expects on a page (`uiText('nl')('siteHeader.basketCount', { count: 2 })`).
 */
export const uiText =
  (language: Language) =>
  (key: UiMessageKey, values?: UiTextValues): string =>
    translator(language).t(key, { ns: uiNamespace, ...values });

/** A text as React writes it into HTML (its entities escaped). */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

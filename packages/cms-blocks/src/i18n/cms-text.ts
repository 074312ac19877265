import { type UiTextValues, useNamespaceText } from '@vitrine/ui';
import { cmsNamespace } from './catalogues';
import { de } from './de';
import type { CmsMessageKey } from './messages';

export type CmsTranslate = (key: CmsMessageKey, values?: UiTextValues) => string;

/**
 * The block library's texts: i18next's `t` for the `cms` namespace of the nearest
 * `UiTextProvider`'s instance. Without a provider the texts are German (see ui's
 * `useNamespaceText`).
 */
export function useCmsText(): CmsTranslate {
  return useNamespaceText<CmsMessageKey>(cmsNamespace, de);
}

import type { i18n } from 'i18next';
import * as React from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { createI18nInstance } from './create-i18n-instance';
import type { UiTextValues } from './messages';

const fromProvider = {};
const germanByNamespace = new Map<string, { readonly i18n: i18n }>();

/** A German instance holding one namespace, made once: the texts when no provider is above. */
function germanOnly(namespace: string, german: object): { readonly i18n: i18n } {
  let options = germanByNamespace.get(namespace);
  if (!options) {
    options = { i18n: createI18nInstance('de', { [namespace]: german }) };
    germanByNamespace.set(namespace, options);
  }
  return options;
}

/**
 * i18next's `t` for one namespace of the instance the nearest `UiTextProvider` gives, with the
 * catalogue's typed keys. Without a provider (a unit test rendering a component alone) the
 * texts are German, from an instance holding only `german`: a component always renders
 * readable text, as it did before the catalogues became i18next namespaces. A provider whose
 * instance lacks the namespace answers each key with the key itself, as i18next does.
 */
export function useNamespaceText<Key extends string>(
  namespace: string,
  german: object,
): (key: Key, values?: UiTextValues) => string {
  const provided = React.useContext(I18nContext)?.i18n !== undefined;
  const { t } = useTranslation(namespace, provided ? fromProvider : germanOnly(namespace, german));
  return React.useCallback((key: Key, values?: UiTextValues) => t(key, values), [t]);
}

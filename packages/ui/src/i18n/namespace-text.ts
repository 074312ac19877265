import type { i18n, TFunction } from 'i18next';
import * as React from 'react';
import { I18nContext } from 'react-i18next';
import { createI18nInstance } from './create-i18n-instance';
import type { UiTextValues } from './messages';

const germanByNamespace = new Map<string, i18n>();

/** A German instance holding one namespace, made once: the texts when no provider is above. */
function germanOnly(namespace: string, german: object): i18n {
  let instance = germanByNamespace.get(namespace);
  if (!instance) {
    instance = createI18nInstance('de', { [namespace]: german });
    germanByNamespace.set(namespace, instance);
  }
  return instance;
}

type NamespaceTranslate = (key: string, values?: UiTextValues) => string;

const translateByInstance = new WeakMap<i18n, Map<string, NamespaceTranslate>>();

/**
 * One `t` per instance and namespace, made once. The shop keeps one i18next instance per
 * language and never switches an instance's language (a language switch renders with the other
 * instance), so a fixed `t` stays right and keeps its identity across renders.
 */
function namespaceTranslate(instance: i18n, namespace: string): NamespaceTranslate {
  let byNamespace = translateByInstance.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    translateByInstance.set(instance, byNamespace);
  }
  let translate = byNamespace.get(namespace);
  if (!translate) {
    const fixed: TFunction = instance.getFixedT(null, namespace);
    translate = (key, values) => fixed(key, values);
    byNamespace.set(namespace, translate);
  }
  return translate;
}

/**
 * i18next's `t` for one namespace of the instance the nearest `UiTextProvider` gives, with the
 * catalogue's typed keys. Without a provider (a unit test rendering a component alone) the
 * texts are German, from an instance holding only `german`: a component always renders
 * readable text, as it did before the catalogues became i18next namespaces. A provider whose
 * instance lacks the namespace answers each key with the key itself, as i18next does.
 *
 * Not react-i18next's `useTranslation`: on the server every call of it copies the instance's
 * property descriptors into a new wrapper (its ref is new on each render), and a listing's
 * cards call it hundreds of times: a tenth of the uncached listing render (issue 14 profile).
 */
export function useNamespaceText<Key extends string>(
  namespace: string,
  german: object,
): (key: Key, values?: UiTextValues) => string {
  const instance = React.useContext(I18nContext)?.i18n ?? germanOnly(namespace, german);
  return namespaceTranslate(instance, namespace);
}

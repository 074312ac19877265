import type { Language } from '@vitrine/domain';
import type { i18n } from 'i18next';
import { createI18n } from './create-i18n';
import { resources } from './resources';

const byLanguage = new Map<Language, i18n>();

/**
 * The i18next instance of a language. Resources are static and bundled, so one instance
 * per language serves every request on the server and every render in the browser.
 */
export function translator(language: Language): i18n {
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = createI18n(language, resources[language]);
    byLanguage.set(language, instance);
  }
  return instance;
}

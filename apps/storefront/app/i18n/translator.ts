import { type Language, languages } from '@vitrine/domain';
import type { i18n } from 'i18next';
import { createI18n } from './create-i18n';
import { languageTextLoaders } from './texts/language-texts';

const byLanguage = new Map<Language, i18n>();
const loading = new Map<Language, Promise<void>>();

/**
 * Loads a language's texts (its own chunk in the browser); settles once `translator` answers
 * for it. The browser loads the page's language before hydrating and a navigation's before
 * showing it; the server loads every language before its first page.
 */
export function loadLanguageTexts(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = languageTextLoaders[language]().then((texts) => {
      byLanguage.set(language, createI18n(language, texts));
    });
    loading.set(language, loaded);
  }
  return loaded;
}

/** Every language's texts, as a server needs them. */
export function loadAllLanguageTexts(): Promise<unknown> {
  return Promise.all(languages.map(loadLanguageTexts));
}

/**
 * The i18next instance of a language whose texts are loaded. One instance per language serves
 * every request on the server and every render in the browser.
 */
export function translator(language: Language): i18n {
  const instance = byLanguage.get(language);
  if (!instance) throw new Error(`the ${language} texts are used before they were loaded`);
  return instance;
}

/** The language of a page by its `<html lang>` (`fr-CH` -> `fr`); German if it names none. */
export function pageLanguage(htmlLang: string): Language {
  const language = htmlLang.slice(0, 2).toLowerCase();
  return languages.find((known) => known === language) ?? 'de';
}

import type { Language } from '@vitrine/domain';
import { de } from './de';
import { fr } from './fr';
import type { UiMessageKey, UiMessages, UiTextValues, UiTranslate } from './messages';
import { nl } from './nl';

/** The bundled catalogues, by language. */
export const uiMessages: Readonly<Record<Language, UiMessages>> = { de, fr, nl };

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; an unknown placeholder stays visible so it gets noticed. */
export function interpolate(text: string, values: UiTextValues = {}): string {
  return text.replace(placeholder, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * A translate function over one catalogue, with i18next's conventions: dotted keys,
 * `{{name}}` placeholders, and plural keys `key_one` / `key_other` chosen by `values.count`
 * with the language's plural rules (a missing category falls back to `_other`). A missing key
 * returns the key itself, as i18next does.
 *
 * @example
 * createTranslate(de, 'de')('delivery.late', { weeks: 3 }); // 'Lieferzeit: 3 Wochen'
 */
export function createTranslate(messages: UiMessages, language: string): UiTranslate {
  const tree = messages as Tree;
  const pluralRules = new Intl.PluralRules(language);
  return (key: UiMessageKey, values?: UiTextValues): string => {
    const count = values?.count;
    const plural =
      typeof count === 'number'
        ? (lookup(tree, `${key}_${pluralRules.select(count)}`) ?? lookup(tree, `${key}_other`))
        : undefined;
    const text = plural ?? lookup(tree, key);
    return text === undefined ? key : interpolate(text, values);
  };
}

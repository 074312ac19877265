import type { Language } from '@vitrine/domain';
import { interpolate, type UiTextValues, useUiText } from '@vitrine/ui';
import { de } from './de';
import { fr } from './fr';
import type { CmsMessageKey, CmsMessages } from './messages';
import { nl } from './nl';

/** The block library's catalogues by language. */
export const cmsMessages: Readonly<Record<Language, CmsMessages>> = { de, fr, nl };

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type CmsTranslate = (key: CmsMessageKey, values?: UiTextValues) => string;

/**
 * A translate function over the block library's catalogue, with the ui catalogue's
 * conventions (dotted keys, `{{name}}`, `_one` / `_other` by `count`).
 */
export function cmsTranslate(language: Language): CmsTranslate {
  const tree = cmsMessages[language] as Tree;
  const pluralRules = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.count;
    const plural =
      typeof count === 'number'
        ? (lookup(tree, `${key}_${pluralRules.select(count)}`) ?? lookup(tree, `${key}_other`))
        : undefined;
    const text = plural ?? lookup(tree, key);
    return text === undefined ? key : interpolate(text, values);
  };
}

/** The block library's texts in the language of the nearest `UiTextProvider`. */
export function useCmsText(): CmsTranslate {
  const { language } = useUiText();
  return cmsTranslate(language);
}

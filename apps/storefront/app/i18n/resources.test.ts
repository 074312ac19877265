import { languages } from '@vitrine/domain';
import { uiMessages } from '@vitrine/ui';
import { describe, expect, test } from 'vitest';
import { resources } from './resources';
import { translator } from './translator';

function leaves(tree: object, path = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leaves(value, `${path}${key}.`)
      : [[`${path}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations are complete in de, fr and nl', () => {
  const german = new Map(leaves(resources.de));

  test.each(languages.map((language) => ({ language })))(
    '$language has every key, each a non-empty string with the same placeholders',
    ({ language }) => {
      const translated = new Map(leaves(resources[language]));
      expect([...translated.keys()].sort()).toEqual([...german.keys()].sort());
      for (const [key, text] of translated) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect(placeholders(text as string), key).toEqual(placeholders(german.get(key) as string));
      }
    },
  );
});

describe("the design system's texts are the i18next `ui` namespace", () => {
  test.each(languages.map((language) => ({ language })))(
    '$language translates ui keys, with placeholders and plurals',
    ({ language }) => {
      const i18n = translator(language);
      expect(i18n.t('common.close', { ns: 'ui' })).toBe(uiMessages[language].common.close);
      expect(i18n.t('voucher.activated', { ns: 'ui', code: 'BABY10' })).toContain('BABY10');
    },
  );
});

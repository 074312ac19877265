import type { DeliveryMessageKey } from '@vitrine/domain/catalog';
import {
  newPasswordMessageKeys,
  type ValidationMessageKey,
  validationMessageKeys,
} from '@vitrine/domain/validation';
import { describe, expect, test } from 'vitest';
import type { UiMessageKey, UiTextValues } from './messages';
import { createTranslate, interpolate, uiMessages } from './translate';

function leaves(tree: object, path = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leaves(value, `${path}${key}.`)
      : [[`${path}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1]).sort();

const german = new Map(leaves(uiMessages.de));

describe('the ui catalogues', () => {
  test.each([{ language: 'fr' as const }, { language: 'nl' as const }])(
    '$language has exactly the German keys',
    ({ language }) => {
      const keys = leaves(uiMessages[language]).map(([key]) => key);
      expect(keys.sort()).toEqual([...german.keys()].sort());
    },
  );

  test.each([
    { language: 'de' as const },
    { language: 'fr' as const },
    { language: 'nl' as const },
  ])(
    '$language has a non-empty text with the German placeholders for every key',
    ({ language }) => {
      for (const [key, text] of leaves(uiMessages[language])) {
        expect(typeof text, key).toBe('string');
        expect(String(text).trim(), key).not.toBe('');
        expect(placeholders(String(text)), key).toEqual(placeholders(String(german.get(key))));
      }
    },
  );

  test('holds a text for every message key the domain rules return', () => {
    const ruleKeys: readonly (ValidationMessageKey | DeliveryMessageKey)[] = [
      ...validationMessageKeys,
      ...Object.values(newPasswordMessageKeys),
      'delivery.none',
      'delivery.sold',
      'delivery.late',
      'delivery.download',
      'delivery.instant',
      'delivery.soon',
      'delivery.available',
    ];
    // The type check already demands it; this proves the texts exist at run time too.
    const known: readonly UiMessageKey[] = ruleKeys;
    for (const language of ['de', 'fr', 'nl'] as const) {
      const t = createTranslate(uiMessages[language], language);
      for (const key of known) expect(t(key, { count: 2 }), `${language} ${key}`).not.toBe(key);
    }
  });
});

describe('translate', () => {
  const t = createTranslate(uiMessages.de, 'de');

  test.each<{ key: UiMessageKey; values: UiTextValues | undefined; expected: string }>([
    { key: 'delivery.late', values: { weeks: 3 }, expected: 'Lieferzeit: 3 Wochen' },
    { key: 'delivery.soon', values: { days: 1, count: 1 }, expected: 'Lieferbar in 1 Werktag' },
    {
      key: 'delivery.soon',
      values: { days: '5–8', count: 8 },
      expected: 'Lieferbar in 5–8 Werktagen',
    },
    { key: 'common.close', values: undefined, expected: 'Schließen' },
  ])('$key with $values reads "$expected"', ({ key, values, expected }) => {
    expect(t(key, values)).toBe(expected);
  });

  test('picks French plural forms by the French rules (0 and 1 are singular)', () => {
    const translate = createTranslate(uiMessages.fr, 'fr');
    expect(translate('colorDots.label', { count: 0 })).toBe('Disponible en 0 couleur');
    expect(translate('colorDots.label', { count: 1_000_000 })).toBe(
      'Disponible en 1000000 couleurs',
    );
  });

  test('answers an unknown key with the key, as i18next does', () => {
    expect(t('no.such.key' as UiMessageKey)).toBe('no.such.key');
  });

  test('leaves a placeholder without a value visible', () => {
    expect(interpolate('Code {{code}} für {{ name }}', { name: 'Anna' })).toBe(
      'Code {{code}} für Anna',
    );
  });
});

import { languages } from '@vitrine/domain';
import type { DeliveryMessageKey } from '@vitrine/domain/catalog';
import {
  newPasswordMessageKeys,
  type ValidationMessageKey,
  validationMessageKeys,
} from '@vitrine/domain/validation';
import { describe, expect, test } from 'vitest';
import { catalogueProblems } from './catalogue-check';
import { uiMessages, uiNamespace } from './catalogues';
import { createI18nInstance } from './create-i18n-instance';
import { interpolate } from './interpolate';
import type { UiMessageKey, UiTextValues } from './messages';

/** The `ui` namespace's `t` of an instance made as the storefront and Storybook make theirs. */
const uiText = (language: 'de' | 'fr' | 'nl') => {
  const i18n = createI18nInstance(language, { [uiNamespace]: uiMessages[language] });
  return (key: UiMessageKey, values?: UiTextValues) => i18n.t(key, { ns: uiNamespace, ...values });
};

describe('the ui catalogues', () => {
  test.each(languages.map((language) => ({ language })))(
    '$language has every German key (plurals in its own forms), non-empty, with the German placeholders',
    ({ language }) => {
      expect(catalogueProblems(uiMessages.de, uiMessages[language], language)).toEqual([]);
    },
  );

  test('holds a text for every message key the domain rules return, in every language', () => {
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
    // The type check already demands it; this proves i18next finds the texts at run time too.
    const known: readonly UiMessageKey[] = ruleKeys;
    for (const language of languages) {
      const t = uiText(language);
      for (const key of known) expect(t(key, { count: 2 }), `${language} ${key}`).not.toBe(key);
    }
  });
});

describe('i18next reads the ui catalogue with its conventions', () => {
  const t = uiText('de');

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

  test('picks French plural forms by the French rules (0 and 1 singular, a million its own form)', () => {
    const fr = uiText('fr');
    expect(fr('colorDots.label', { count: 0 })).toBe('Disponible en 0 couleur');
    expect(fr('colorDots.label', { count: 2 })).toBe('Disponible en 2 couleurs');
    expect(fr('colorDots.label', { count: 1_000_000 })).toBe('Disponible en 1000000 de couleurs');
  });

  test('picks Dutch plural forms (0 is plural)', () => {
    const nl = uiText('nl');
    expect(nl('siteHeader.basketCount', { count: 0 })).toBe(
      interpolate(uiMessages.nl.siteHeader.basketCount_other, { count: 0 }),
    );
    expect(nl('siteHeader.basketCount', { count: 1 })).toBe(
      interpolate(uiMessages.nl.siteHeader.basketCount_one, { count: 1 }),
    );
  });

  test('answers an unknown key with the key, as i18next does', () => {
    expect(t('no.such.key' as UiMessageKey)).toBe('no.such.key');
  });
});

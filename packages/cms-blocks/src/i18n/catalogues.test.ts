import { languages } from '@vitrine/domain';
import { catalogueProblems, createI18nInstance } from '@vitrine/ui';
import { describe, expect, test } from 'vitest';
import { cmsMessages, cmsNamespace } from './catalogues';

describe('the block library texts are complete in de, fr and nl (house rule: no text in one language)', () => {
  test.each(languages.map((language) => ({ language })))(
    '$language has every German key (plurals in its own forms), non-empty, with the same placeholders',
    ({ language }) => {
      expect(catalogueProblems(cmsMessages.de, cmsMessages[language], language)).toEqual([]);
    },
  );

  test('as the i18next `cms` namespace, plurals follow the language and placeholders are filled', () => {
    const t = (language: 'de' | 'fr' | 'nl') =>
      createI18nInstance(language, { [cmsNamespace]: cmsMessages[language] }).getFixedT(
        language,
        cmsNamespace,
      );
    expect(t('fr')('listing.results', { count: 1 })).toBe('1 article');
    expect(t('fr')('listing.results', { count: 0 })).toBe('0 article');
    expect(t('nl')('listing.results', { count: 3 })).toBe('3 artikelen');
    expect(t('de')('unknownComponent', { name: 'quiz' })).toContain('„quiz“');
  });
});

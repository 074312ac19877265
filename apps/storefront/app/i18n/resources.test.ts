import { cmsMessages, cmsNamespace } from '@vitrine/cms-blocks';
import { languages } from '@vitrine/domain';
import { catalogueProblems, uiMessages, uiNamespace } from '@vitrine/ui';
import { describe, expect, test } from 'vitest';
import { searchNamespace, searchText } from '../search/search-texts';
import { resources } from './resources';
import { loadAllLanguageTexts, translator } from './translator';

describe('translations are complete in de, fr and nl', () => {
  test.each(languages.map((language) => ({ language })))(
    "$language has every key of the storefront's, the design system's and the block library's texts, non-empty, with the German placeholders",
    ({ language }) => {
      expect(catalogueProblems(resources.de, resources[language], language)).toEqual([]);
      expect(catalogueProblems(uiMessages.de, uiMessages[language], language)).toEqual([]);
      expect(catalogueProblems(cmsMessages.de, cmsMessages[language], language)).toEqual([]);
    },
  );
});

describe("one translator: the storefront's i18next answers its own, the `ui` and the `cms` texts (issue 13)", () => {
  test.each(languages.map((language) => ({ language })))(
    '$language answers a key of each namespace, with placeholders and plurals',
    ({ language }) => {
      const i18n = translator(language);
      expect(i18n.language).toBe(language);
      expect(i18n.t('cms.skipToContent')).toBe(resources[language].cms.skipToContent);
      expect(i18n.t('common.close', { ns: uiNamespace })).toBe(uiMessages[language].common.close);
      expect(i18n.t('voucher.activated', { ns: uiNamespace, code: 'BABY10' })).toBe(
        uiMessages[language].voucher.activated.replace('{{code}}', 'BABY10'),
      );
      expect(i18n.t('contact.submit', { ns: cmsNamespace })).toBe(
        cmsMessages[language].contact.submit,
      );
      for (const count of [1, 3]) {
        const form = count === 1 ? 'results_one' : 'results_other';
        expect(i18n.t('listing.results', { ns: cmsNamespace, count }), `${count}`).toBe(
          cmsMessages[language].listing[form].replace('{{count}}', String(count)),
        );
        const basket = count === 1 ? 'basketCount_one' : 'basketCount_other';
        expect(i18n.t('siteHeader.basketCount', { ns: uiNamespace, count }), `${count}`).toBe(
          uiMessages[language].siteHeader[basket].replace('{{count}}', String(count)),
        );
      }
    },
  );
});

describe('French texts are set with French spacing (issue 21: typography per language)', () => {
  test("the storefront's, the design system's and the block library's French texts have no plain space before ; ! ? : or inside « »", async () => {
    const { texts } = await import('./texts/fr');
    const plain = /[ ][;!?:]|«[ ]|[ ]»/;
    const all: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') all.push(value);
      else if (typeof value === 'object' && value !== null) {
        for (const entry of Object.values(value)) collect(entry);
      }
    };
    collect(texts);
    await loadAllLanguageTexts();
    // The search's own namespace, added to the instance when a search text is first asked.
    const french = translator('fr');
    searchText(french);
    collect(french.getResourceBundle('fr', searchNamespace));
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((text) => plain.test(text))).toEqual([]);
  });

  test('the translator answers them so, and German keeps its own spacing', async () => {
    await loadAllLanguageTexts();
    expect(resources.fr.login.forgotPassword).toMatch(/ \?$/);
    expect(translator('fr').t('login.forgotPassword')).toMatch(/oublié\u202f\?$/);
    expect(translator('de').t('login.forgotPassword')).toBe(resources.de.login.forgotPassword);
  });
});

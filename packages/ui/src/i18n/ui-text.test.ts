import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { uiMessages, uiNamespace } from './catalogues';
import { createI18nInstance } from './create-i18n-instance';
import { UiText, UiTextProvider, useUiText } from './ui-text';

const instance = (language: 'de' | 'fr' | 'nl') =>
  createI18nInstance(language, { [uiNamespace]: uiMessages[language] });

/** Shows what `useUiText` gives: a plural text, the language and the locale. */
function Probe() {
  const { t, language, locale } = useUiText();
  return `${t('siteHeader.basketCount', { count: 3 })}|${language}|${locale}`;
}

describe('components get the ui texts from i18next (issue 13, one translator)', () => {
  test.each([
    { language: 'de' as const, locale: 'de-AT', expected: 'Warenkorb, 3 Artikel|de|de-AT' },
    { language: 'fr' as const, locale: 'fr-CH', expected: 'Panier, 3 articles|fr|fr-CH' },
    { language: 'nl' as const, locale: 'nl-BE', expected: 'Winkelwagen, 3 artikelen|nl|nl-BE' },
  ])('in $language under a UiTextProvider with the instance of that language', (shop) => {
    const html = renderToString(
      h(UiTextProvider, { i18n: instance(shop.language), locale: shop.locale }, h(Probe)),
    );
    expect(html).toBe(shop.expected);
  });

  test("the locale defaults to the language's main country", () => {
    expect(renderToString(h(UiTextProvider, { i18n: instance('nl') }, h(Probe)))).toMatch(
      /\|nl\|nl-NL$/,
    );
  });

  test('without a provider a component still renders, in German with the de-DE locale', () => {
    expect(renderToString(h(Probe))).toBe('Warenkorb, 3 Artikel|de|de-DE');
    expect(renderToString(h(UiText, { k: 'common.close' }))).toBe('Schließen');
  });

  test('an instance in a language the shops do not speak is refused with its name', () => {
    const english = createI18nInstance('de', {});
    english.changeLanguage('en');
    expect(() => renderToString(h(UiTextProvider, { i18n: english }, h(Probe)))).toThrow(
      /speaks "en"/,
    );
  });
});

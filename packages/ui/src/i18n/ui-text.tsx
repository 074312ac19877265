import { type Language, languages } from '@vitrine/domain';
import type { i18n } from 'i18next';
import * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { uiNamespace } from './catalogues';
import { de } from './de';
import type { UiMessageKey, UiTextValues, UiTranslate } from './messages';
import { useNamespaceText } from './namespace-text';

interface ShopLocale {
  /** BCP 47 locale of the shop (`de-CH`), used to format prices and numbers. */
  readonly locale: string;
  readonly language: Language;
}

const mainLocales: Readonly<Record<Language, string>> = { de: 'de-DE', fr: 'fr-FR', nl: 'nl-NL' };

// i18next knows the language but not the shop's country, which prices are formatted for.
const ShopLocaleContext = React.createContext<ShopLocale>({ locale: 'de-DE', language: 'de' });

function languageOf(instance: i18n): Language {
  const language = languages.find((known) => known === instance.language);
  if (!language) {
    throw new Error(
      `UiTextProvider: the i18next instance speaks "${instance.language}", not one of ${languages.join(', ')}`,
    );
  }
  return language;
}

type UiTextProviderProps = {
  /**
   * The i18next instance of the shop's language, holding the `ui` namespace (and `cms` for the
   * block library): `createI18nInstance(language, { ui: uiMessages[language], … })`.
   */
  i18n: i18n;
  /** The shop locale; defaults to the language's main country (`de-DE`, `fr-FR`, `nl-NL`). */
  locale?: string;
  children?: React.ReactNode;
};

/**
 * Gives every component below it its texts (the i18next instance, through react-i18next's
 * `I18nextProvider`, so `useTranslation` works too) and the shop's locale.
 */
function UiTextProvider({ i18n, locale, children }: UiTextProviderProps) {
  const language = languageOf(i18n);
  const shopLocale = React.useMemo<ShopLocale>(
    () => ({ locale: locale ?? mainLocales[language], language }),
    [language, locale],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ShopLocaleContext.Provider value={shopLocale}>{children}</ShopLocaleContext.Provider>
    </I18nextProvider>
  );
}

interface UiTextValue extends ShopLocale {
  readonly t: UiTranslate;
}

/**
 * The `ui` namespace's `t` and the locale of the nearest `UiTextProvider`. Without a provider
 * the texts are German and the locale `de-DE` (see `useNamespaceText`).
 */
function useUiText(): UiTextValue {
  const t = useNamespaceText<UiMessageKey>(uiNamespace, de);
  const { locale, language } = React.useContext(ShopLocaleContext);
  return { t, locale, language };
}

type UiTextProps = { k: UiMessageKey; values?: UiTextValues };

/** Renders one catalogue text, for places that cannot call the hook (stories, server markup). */
function UiText({ k, values }: UiTextProps) {
  const { t } = useUiText();
  return <>{t(k, values)}</>;
}

export { UiText, type UiTextProps, UiTextProvider, type UiTextProviderProps, useUiText };

import type { Language } from '@vitrine/domain';
import * as React from 'react';
import type { UiMessageKey, UiTextValues, UiTranslate } from './messages';
import { createTranslate, uiMessages } from './translate';

interface UiTextContextValue {
  readonly t: UiTranslate;
  /** BCP 47 locale of the shop (`de-CH`), used to format prices and numbers. */
  readonly locale: string;
  readonly language: Language;
}

const defaultLanguage: Language = 'de';

const UiTextContext = React.createContext<UiTextContextValue>({
  t: createTranslate(uiMessages[defaultLanguage], defaultLanguage),
  locale: 'de-DE',
  language: defaultLanguage,
});

type UiTextProviderProps = {
  language: Language;
  /** The shop locale; defaults to the language's main country (`de-DE`, `fr-FR`, `nl-NL`). */
  locale?: string;
  /**
   * A translate function to use instead of the bundled catalogue, e.g. the storefront's
   * i18next bound to the `ui` namespace: `(key, values) => i18n.t(key, { ns: 'ui', ...values })`.
   */
  translate?: UiTranslate;
  children?: React.ReactNode;
};

const mainLocales: Readonly<Record<Language, string>> = { de: 'de-DE', fr: 'fr-FR', nl: 'nl-NL' };

/** Gives every ui component below it its texts and locale. */
function UiTextProvider({ language, locale, translate, children }: UiTextProviderProps) {
  const value = React.useMemo<UiTextContextValue>(
    () => ({
      t: translate ?? createTranslate(uiMessages[language], language),
      locale: locale ?? mainLocales[language],
      language,
    }),
    [language, locale, translate],
  );
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The translate function and locale of the nearest `UiTextProvider` (German without one). */
function useUiText(): UiTextContextValue {
  return React.useContext(UiTextContext);
}

type UiTextProps = { k: UiMessageKey; values?: UiTextValues };

/** Renders one catalogue text, for places that cannot call the hook (stories, server markup). */
function UiText({ k, values }: UiTextProps) {
  const { t } = useUiText();
  return <>{t(k, values)}</>;
}

export { UiText, type UiTextProps, UiTextProvider, type UiTextProviderProps, useUiText };

import type { Language } from '@vitrine/domain';
import { uiMessages } from '@vitrine/ui';
import { createInstance, type i18n } from 'i18next';
import type { Messages } from './messages';

/**
 * One i18next instance per language, with the storefront's texts as the default namespace
 * and the design system's catalogue as the `ui` namespace, handed to React through `I18nextProvider` only:
 * react-i18next's global instance (`initReactI18next`) is never set, because on the
 * server it would be whichever language the last request used.
 */
export function createI18n(language: Language, messages: Messages): i18n {
  const instance = createInstance();
  instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages, ui: uiMessages[language] } },
    // React escapes output itself; escaping here too would double-escape.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

import type { Language } from '@vitrine/domain';
import { createInstance, type i18n } from 'i18next';

/**
 * An i18next instance for one language holding the given namespaces (`ui`, `cms`, the
 * storefront's `translation`), with the settings every user of the catalogues needs: the
 * resources are bundled, so the instance is ready when this returns; no fallback language
 * (every key exists in every language, checked by the catalogue tests); no escaping (React
 * escapes output itself; escaping here too would double-escape).
 *
 * Hand it to React through `UiTextProvider`, never through react-i18next's global instance
 * (`initReactI18next`): on the server that would be whichever language the last request set.
 */
export function createI18nInstance(
  language: Language,
  namespaces: Readonly<Record<string, object>>,
): i18n {
  const instance = createInstance();
  instance.init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(namespaces),
    resources: { [language]: namespaces },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export { catalogueProblems } from './catalogue-check';
export { uiMessages, uiNamespace } from './catalogues';
export { createI18nInstance } from './create-i18n-instance';
export { de } from './de';
export { fr } from './fr';
export type {
  MessageCatalogue,
  MessageKey,
  UiMessageKey,
  UiMessages,
  UiTextValues,
  UiTranslate,
} from './messages';
export { useNamespaceText } from './namespace-text';
export { nl } from './nl';
export {
  UiText,
  type UiTextProps,
  UiTextProvider,
  type UiTextProviderProps,
  useUiText,
} from './ui-text';

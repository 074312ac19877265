export { de } from './de';
export { fr } from './fr';
export type { UiMessageKey, UiMessages, UiTextValues, UiTranslate } from './messages';
export { nl } from './nl';
export { createTranslate, interpolate, uiMessages } from './translate';
export {
  UiText,
  type UiTextProps,
  UiTextProvider,
  type UiTextProviderProps,
  useUiText,
} from './ui-text';

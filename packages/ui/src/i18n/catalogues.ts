import type { Language } from '@vitrine/domain';
import { de } from './de';
import { fr } from './fr';
import type { UiMessages } from './messages';
import { nl } from './nl';

/** The i18next namespace that holds the ui catalogue. */
export const uiNamespace = 'ui';

/** The ui catalogues by language: the `ui` namespace of every i18next instance. */
export const uiMessages: Readonly<Record<Language, UiMessages>> = { de, fr, nl };

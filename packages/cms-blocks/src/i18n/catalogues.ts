import type { Language } from '@vitrine/domain';
import { de } from './de';
import { fr } from './fr';
import type { CmsMessages } from './messages';
import { nl } from './nl';

/** The i18next namespace that holds the block library's catalogue. */
export const cmsNamespace = 'cms';

/** The block library's catalogues by language: the `cms` namespace of every i18next instance. */
export const cmsMessages: Readonly<Record<Language, CmsMessages>> = { de, fr, nl };

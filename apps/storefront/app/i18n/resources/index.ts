import type { Language } from '@vitrine/domain';
import type { Messages } from '../messages';
import { de } from './de';
import { fr } from './fr';
import { nl } from './nl';

export const resources: Readonly<Record<Language, Messages>> = { de, fr, nl };

import { fr as cms } from '@vitrine/cms-blocks/texts/fr';
import { fr as ui } from '@vitrine/ui/texts/fr';
import { fr as translation } from '../resources/fr';
import type { LanguageTexts } from './language-texts';

/** Every text of the shop in one language: one chunk, loaded by the pages in that language. */
export const texts: LanguageTexts = { translation, ui, cms };

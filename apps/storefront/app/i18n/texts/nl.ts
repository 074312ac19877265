import { nl as cms } from '@vitrine/cms-blocks/texts/nl';
import { nl as ui } from '@vitrine/ui/texts/nl';
import { nl as translation } from '../resources/nl';
import type { LanguageTexts } from './language-texts';

/** Every text of the shop in one language: one chunk, loaded by the pages in that language. */
export const texts: LanguageTexts = { translation, ui, cms };

import { de as cms } from '@vitrine/cms-blocks/texts/de';
import { de as ui } from '@vitrine/ui/texts/de';
import { de as translation } from '../resources/de';
import type { LanguageTexts } from './language-texts';

/** Every text of the shop in one language: one chunk, loaded by the pages in that language. */
export const texts: LanguageTexts = { translation, ui, cms };

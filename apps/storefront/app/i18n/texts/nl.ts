import { nl as cms } from '@vitrine/cms-blocks/texts/nl';
import { typographicCatalogue } from '@vitrine/domain/ui-support';
import { nl as ui } from '@vitrine/ui/texts/nl';
import { nl as translation } from '../resources/nl';
import type { LanguageTexts } from './language-texts';

/**
 * Every text of the shop in one language: one chunk, loaded by the pages in that language. The
 * catalogues are written with ordinary spaces; a number and its unit (`250 ml`, `30 %`) are
 * kept on one line here, once, for all of them (`typographicCatalogue`).
 */
export const texts: LanguageTexts = typographicCatalogue({ translation, ui, cms }, 'nl');

import { fr as cms } from '@vitrine/cms-blocks/texts/fr';
import { typographicCatalogue } from '@vitrine/domain/ui-support';
import { fr as ui } from '@vitrine/ui/texts/fr';
import { fr as translation } from '../resources/fr';
import type { LanguageTexts } from './language-texts';

/**
 * Every text of the shop in one language: one chunk, loaded by the pages in that language. The
 * catalogues are written with ordinary spaces; French spacing before `; ! ? :` and inside « »
 * and a number kept with its unit (`250 ml`) are set here, once, for all of them
 * (`typographicCatalogue`).
 */
export const texts: LanguageTexts = typographicCatalogue({ translation, ui, cms }, 'fr');

import { fr as cms } from '@vitrine/cms-blocks/texts/fr';
import { frenchCatalogue } from '@vitrine/domain/ui-support';
import { fr as ui } from '@vitrine/ui/texts/fr';
import { fr as translation } from '../resources/fr';
import type { LanguageTexts } from './language-texts';

/**
 * Every text of the shop in one language: one chunk, loaded by the pages in that language. The
 * catalogues are written with ordinary spaces; French spacing before `; ! ? :` and inside « »
 * is set here, once, for all of them (`frenchCatalogue`), in the French chunk only.
 */
export const texts: LanguageTexts = frenchCatalogue({ translation, ui, cms });

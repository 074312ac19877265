import type { Block, BlockBuilder } from './blocks';
import type { DemoLocale } from './demo-locales';

/**
 * One page of a locale folder. Pages with the same key in the locales of one company are
 * alternates of each other (the same page in another language or country).
 */
export interface PageSpec {
  readonly key: string;
  /** The slug below the locale folder, e.g. `kategorieseiten/buggys`. */
  readonly slug: string;
  readonly name: string;
  readonly build: (blocks: BlockBuilder) => Block;
  /** A newer draft an editor has not published yet; the preview shows it. */
  readonly buildDraft?: (blocks: BlockBuilder) => Block;
}

export type PageSource = (locale: DemoLocale) => PageSpec[];

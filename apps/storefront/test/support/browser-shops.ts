import type { Language } from '@vitrine/domain';

/** A shop the browser suites visit: its host, locale prefix and language (issue 13). */
export interface BrowserShop {
  readonly shop: string;
  readonly key: string;
  readonly host: string;
  readonly prefix: string;
  readonly language: Language;
  readonly locale: string;
  /** The demo catalog numbers each brand's products from here (2000001 baby, 5000001 vitality). */
  readonly firstProduct: number;
}

/** Baby DE, baby CH in French, baby BE in Dutch and Vitalia AT: both brands, three languages. */
export const browserShops: readonly BrowserShop[] = [
  {
    shop: 'baby DE',
    key: 'baby-de',
    host: 'localhost',
    prefix: '',
    language: 'de',
    locale: 'de-DE',
    firstProduct: 2_000_001,
  },
  {
    shop: 'baby CH-fr',
    key: 'baby-ch',
    host: 'ch.nido.localhost',
    prefix: '/fr',
    language: 'fr',
    locale: 'fr-CH',
    firstProduct: 2_000_001,
  },
  {
    shop: 'baby BE-nl',
    key: 'baby-be',
    host: 'be.nido.localhost',
    prefix: '/nl',
    language: 'nl',
    locale: 'nl-BE',
    firstProduct: 2_000_001,
  },
  {
    shop: 'Vitalia AT',
    key: 'vital-at',
    host: 'at.vitalia.localhost',
    prefix: '',
    language: 'de',
    locale: 'de-AT',
    firstProduct: 5_000_001,
  },
];

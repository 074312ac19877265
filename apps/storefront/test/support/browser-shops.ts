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

/** A browser shop by its key; a key the list does not have is a mistake in the test. */
export function browserShopOf(key: string): BrowserShop {
  const shop = browserShops.find((candidate) => candidate.key === key);
  if (shop === undefined) throw new Error(`no browser shop ${key}`);
  return shop;
}

/** The two screens issue 21 judges the pages on: a phone and a laptop. */
export const phoneViewport = { width: 412, height: 915 } as const;
export const laptopViewport = { width: 1366, height: 768 } as const;

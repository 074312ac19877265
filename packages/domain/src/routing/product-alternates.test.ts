import { describe, expect, test } from 'vitest';
import { productAlternates } from './product-alternates';

const product = {
  referenceKey: '2000001',
  links: [
    { language: 'de', name: 'Buggy Lino', seoUrl: 'buggy-lino-2000001' },
    { language: 'fr', name: 'Poussette Lino', seoUrl: null },
  ],
  // baby DE (10), baby CH (12), baby BE (14)
  shopIds: [10, 12, 14],
};

describe('a product’s hreflang alternates (spec §2 product page head and sitemap)', () => {
  test('every locale of a shop that prices it, in a language it is described in', () => {
    expect(productAlternates(product, 'baby', 'production')).toEqual([
      { hreflang: 'de-DE', href: 'https://de.nido.example/p/buggy-lino-2000001/' },
      { hreflang: 'de-CH', href: 'https://ch.nido.example/p/buggy-lino-2000001/' },
      { hreflang: 'fr-CH', href: 'https://ch.nido.example/fr/p/poussette-lino-2000001/' },
      { hreflang: 'fr-BE', href: 'https://be.nido.example/p/poussette-lino-2000001/' },
    ]);
  });

  test('local hosts point at the local shops with the port', () => {
    const [first] = productAlternates(product, 'baby', 'local', 3341);
    expect(first).toEqual({
      hreflang: 'de-DE',
      href: 'http://de.nido.localhost:3341/p/buggy-lino-2000001/',
    });
  });

  test('shops of another brand are never alternates', () => {
    expect(productAlternates({ ...product, shopIds: [10, 20] }, 'vitality', 'production')).toEqual([
      { hreflang: 'de-DE', href: 'https://de.vitalia.example/p/buggy-lino-2000001/' },
    ]);
  });

  test('a product priced nowhere has none', () => {
    expect(productAlternates({ ...product, shopIds: [] }, 'baby', 'production')).toEqual([]);
  });
});

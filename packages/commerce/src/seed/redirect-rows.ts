import { shopsOfBrand } from '@vitrine/domain';
import { productLink } from '@vitrine/domain/routing';
import type { ProductRow, RedirectRow } from './catalog-rows';
import type { CatalogBuilder } from './generate-model';

/**
 * The seeded redirects (§2 page resolution step 3): an old category in every shop, an external
 * magazine for the baby shops, and every discontinued product to its successor, by each of its
 * old links. Source paths are below the locale prefix; the lookup strips and re-adds it.
 */
export function catalogRedirects(
  builder: Pick<CatalogBuilder, 'texts'>,
  discontinued: readonly (readonly ProductRow[])[],
): RedirectRow[] {
  const redirects: RedirectRow[] = [];
  for (const shop of shopsOfBrand('baby')) {
    redirects.push(
      {
        shopId: shop.id,
        sourcePath: '/kategorie/kinderwagen-und-buggys/',
        target: '/kinderwagen/',
        statusCode: 301,
      },
      {
        shopId: shop.id,
        sourcePath: '/magazin/',
        target: 'https://magazin.nido.example/',
        statusCode: 302,
      },
    );
  }
  for (const shop of shopsOfBrand('vitality')) {
    redirects.push({
      shopId: shop.id,
      sourcePath: '/kategorie/haushaltsgeraete/',
      target: '/haushalt/',
      statusCode: 301,
    });
  }
  const seen = new Set(redirects.map((redirect) => `${redirect.shopId}:${redirect.sourcePath}`));
  for (const [old, successor] of discontinued) {
    if (old === undefined || successor === undefined) continue;
    const oldTexts = builder.texts.filter((text) => text.productId === old.id);
    for (const oldText of oldTexts) {
      const newText = builder.texts.find(
        (text) => text.productId === successor.id && text.language === oldText.language,
      );
      if (newText === undefined) continue;
      const target = productLink({ ...newText, referenceKey: successor.referenceKey });
      // The old SEO link of this language leads to the successor's link in the same language;
      // the bare product number leads to the successor's number, which the product page then
      // sends on to its canonical URL (§2).
      const entries = [
        { sourcePath: `/p/${old.referenceKey}/`, target: `/p/${successor.referenceKey}/` },
        { sourcePath: productLink({ ...oldText, referenceKey: old.referenceKey }), target },
      ];
      for (const entry of entries) {
        const key = `null:${entry.sourcePath}`;
        if (seen.has(key)) continue;
        seen.add(key);
        redirects.push({ shopId: null, ...entry, statusCode: 301 });
      }
    }
  }
  return redirects;
}

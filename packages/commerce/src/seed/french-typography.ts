import type { Language } from '@vitrine/domain';
import { mapCatalogueTexts, typographicText } from '@vitrine/domain/ui-support';
import type { GeneratedCatalog } from './catalog-rows';

type ByLanguage<Text> = Readonly<Record<Language, Text>>;

function french(text: string): string {
  return typographicText(text, 'fr');
}

/** The French entry of a by-language record set; the other languages as they are. */
function withFrench<Text>(texts: ByLanguage<Text>): ByLanguage<Text> {
  return { ...texts, fr: mapCatalogueTexts(texts.fr, french) };
}

/**
 * An attribute record (`{ key: { key, label, values: [{ label, value }] } }`) with the values'
 * labels set: the label is what the page shows; the attribute's key and `label` (its key
 * again), a value's `value` (a code: `sperrgut`, a colour key) stay as they are.
 */
function withFrenchLabels(attributes: unknown): unknown {
  if (Array.isArray(attributes)) return attributes.map(withFrenchLabels);
  if (typeof attributes !== 'object' || attributes === null) return attributes;
  return Object.fromEntries(
    Object.entries(attributes).map(([field, value]) => {
      if (field === 'values') return [field, withFrenchValueLabels(value)];
      return [field, typeof value === 'object' ? withFrenchLabels(value) : value];
    }),
  );
}

function withFrenchValueLabels(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(withFrenchValueLabels);
  if (typeof values !== 'object' || values === null) return values;
  const value = values as Readonly<Record<string, unknown>>;
  return typeof value.label === 'string' ? { ...value, label: french(value.label) } : value;
}

/**
 * The demo catalog with its French texts as a French shop publishes them (issue 21, typography
 * per language): the domain's `typographicText` — a narrow no-break space before `; ! ?`, a
 * no-break space before `:` and inside `« »`, numbers kept with their units — applied to every
 * text a shopper reads: product names, descriptions and attribute labels, variant attribute
 * labels, colour, category, seal and set names, promotion badges and terms, size tables.
 *
 * Why here, and not where the storefront builds its views: every page that shows a product text
 * (tiles of listings, search, slots and the wishlist; the product page; basket, checkout and
 * order lines; the type-ahead; order mails) reads it from the engine, through a dozen view
 * builders. Setting the texts once where the catalog is written — as a PIM stores French copy
 * already set — covers all of them, and no view can forget it. Codes, keys, slugs and URLs are
 * never touched (slugs are made from the names before, and `seoSlug` reads any space as a
 * space); the search words split on every non-letter, so searches read the same.
 */
export function frenchCatalogTypography(catalog: GeneratedCatalog): GeneratedCatalog {
  return {
    ...catalog,
    categories: catalog.categories.map((row) => ({ ...row, names: withFrench(row.names) })),
    promotions: catalog.promotions.map((row) => ({
      ...row,
      badgeLabels: withFrench(row.badgeLabels),
      terms: row.terms === null ? null : withFrench(row.terms),
    })),
    products: catalog.products.map((row) => ({
      ...row,
      colors: row.colors.map((color) => ({ ...color, names: withFrench(color.names) })),
    })),
    texts: catalog.texts.map((row) =>
      row.language === 'fr'
        ? {
            ...row,
            name: french(row.name),
            description: french(row.description),
            attributes: withFrenchLabels(row.attributes) as typeof row.attributes,
          }
        : row,
    ),
    variants: catalog.variants.map((row) => {
      const { fr } = row.attributes;
      return fr === undefined
        ? row
        : { ...row, attributes: { ...row.attributes, fr: withFrenchLabels(fr) } };
    }),
    seals: catalog.seals.map((row) => ({
      ...row,
      names: withFrench(row.names),
      texts: withFrench(row.texts),
    })),
    sizeTables: catalog.sizeTables.map((row) => ({
      ...row,
      columns: withFrench(row.columns),
      rows: withFrench(row.rows),
    })),
    setPromotions: catalog.setPromotions.map((row) => ({ ...row, names: withFrench(row.names) })),
  };
}

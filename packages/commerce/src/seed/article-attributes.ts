import type { Language } from '@vitrine/domain';
import type { VariantCombo } from './variant-combos';
import {
  bulkyLabel,
  electricalLabel,
  engravingHeadlines,
  freightLabel,
  sizeAdvisorLabel,
  yesLabel,
} from './vocabulary/texts';
import { inLanguage, type Names, type SpecialKind } from './vocabulary/types';

/** What an article's attributes are made of. */
export interface ArticleFacts {
  readonly kinds: ReadonlySet<SpecialKind>;
  readonly subbrand: string | null;
  /** German gross price in cents: from 150 € shipping is free. */
  readonly baseCents: number;
  readonly pimBadge: Names | null;
  readonly ageLabel: Names | null;
  /** Product numbers of a bundle's articles. */
  readonly bundleKeys: readonly string[];
}

/** An attribute as §3 delivers it: key, label and one value or a list of values. */
export function attribute(key: string, values: unknown, multiSelect = false) {
  return { key, label: key, multiSelect, values };
}

/** An advanced attribute, read at `values[0].fieldSet[0][0].value` (§3). */
export function advanced(key: string, value: string | number) {
  return { key, label: key, values: [{ fieldSet: [[{ value }]] }] };
}

/**
 * The product attributes of §3 in one language: name, category (with the warengruppe in the
 * last label), subbrand, personalisierterArtikel, bulkyOrLoad, freeShipping, eKTG,
 * groessenberater and pimBadge, each only where it applies.
 */
export function productAttributes(
  facts: ArticleFacts,
  language: Language,
  name: string,
  categoryLabels: readonly string[],
): Record<string, unknown> {
  const { kinds, subbrand, baseCents, pimBadge } = facts;
  const attributes: Record<string, unknown> = {
    name: attribute('name', { label: name }),
    category: attribute(
      'category',
      categoryLabels.map((label) => ({ label })),
      true,
    ),
  };
  if (subbrand) attributes.subbrand = attribute('subbrand', { label: subbrand });
  if (kinds.has('personalised')) {
    attributes.personalisierterArtikel = attribute('personalisierterArtikel', {
      label: inLanguage(yesLabel, language),
      value: '1',
    });
  }
  if (kinds.has('bulky')) {
    const freight = kinds.has('electrical');
    attributes.bulkyOrLoad = attribute('bulkyOrLoad', {
      label: inLanguage(freight ? freightLabel : bulkyLabel, language),
      value: freight ? 'spedition' : 'sperrgut',
    });
  }
  if (baseCents >= 15_000 && !kinds.has('download')) {
    attributes.freeShipping = attribute('freeShipping', {
      label: inLanguage(yesLabel, language),
      value: '1',
    });
  }
  if (kinds.has('electrical')) {
    attributes.eKTG = attribute('eKTG', {
      label: inLanguage(electricalLabel, language),
      value: '1',
    });
  }
  if (kinds.has('sizeAdvisor')) {
    attributes.groessenberater = attribute('groessenberater', {
      label: inLanguage(sizeAdvisorLabel, language),
      value: 'baby-clothing',
    });
  }
  if (pimBadge)
    attributes.pimBadge = attribute('pimBadge', { label: inLanguage(pimBadge, language) });
  return attributes;
}

/**
 * The advanced attributes of §3 in one language: farbe, seoUrl, vppArticle and vppdimension,
 * virtuelleBundles, gravureHeadline and gravureLength, asGro and dimAlterGeeignetAb.
 */
export function productAdvancedAttributes(
  facts: ArticleFacts,
  language: Language,
  colorLabel: string,
  seoUrl: string | null,
): Record<string, unknown> {
  const { kinds, ageLabel, bundleKeys } = facts;
  const advancedAttributes: Record<string, unknown> = {
    farbe: advanced('farbe', colorLabel),
  };
  if (seoUrl) advancedAttributes.seoUrl = advanced('seoUrl', seoUrl);
  if (kinds.has('vpp')) {
    advancedAttributes.vppArticle = advanced('vppArticle', '1');
    advancedAttributes.vppdimension = advanced('vppdimension', '120x60x45 cm');
  }
  if (kinds.has('bundle')) {
    // The bundle's articles by product number; a flag when no other article exists yet.
    const bundled = bundleKeys.length > 0 ? bundleKeys.join(',') : '1';
    advancedAttributes.virtuelleBundles = advanced('virtuelleBundles', bundled);
  }
  if (kinds.has('personalised')) {
    advancedAttributes.gravureHeadline = advanced(
      'gravureHeadline',
      inLanguage(engravingHeadlines, language),
    );
    advancedAttributes.gravureLength = advanced('gravureLength', 20);
  }
  if (kinds.has('sizeAdvisor')) advancedAttributes.asGro = advanced('asGro', 'baby');
  if (ageLabel) {
    advancedAttributes.dimAlterGeeignetAb = advanced(
      'dimAlterGeeignetAb',
      inLanguage(ageLabel, language),
    );
  }
  return advancedAttributes;
}

/** The variant attributes by language: farbe, groesse or masse, auswahlWalz, motivtext, ausfuehrung. */
export function variantAttributes(
  combo: VariantCombo,
  colors: ReadonlyArray<{ readonly key: string | null; readonly names: Names }>,
  sizeColumn: 'size' | 'dimension' | null,
  languages: readonly Language[],
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  const sizeKey = sizeColumn === 'dimension' ? 'masse' : 'groesse';
  for (const language of languages) {
    const perLanguage: Record<string, unknown> = {
      farbe: attribute('farbe', {
        label: colors.map((color) => inLanguage(color.names, language)).join(' / '),
        value: colors[0]?.key ?? '',
      }),
    };
    if (combo.size) perLanguage[sizeKey] = attribute(sizeKey, { label: combo.size.label });
    if (combo.roller) {
      perLanguage.auswahlWalz = attribute('auswahlWalz', {
        label: inLanguage(combo.roller, language),
      });
    }
    if (combo.motif) {
      perLanguage.motivtext = attribute('motivtext', { label: inLanguage(combo.motif, language) });
    }
    if (combo.edition) {
      perLanguage.ausfuehrung = attribute('ausfuehrung', {
        label: inLanguage(combo.edition, language),
      });
    }
    attributes[language] = perLanguage;
  }
  return attributes;
}

import {
  type BrandConfiguration,
  type Company,
  cmsLocaleKey,
  type Language,
  type Shop,
  type ShopLocale,
  shops,
} from '@vitrine/domain';
import { babyDe } from './copy/baby-de';
import { babyFr } from './copy/baby-fr';
import { babyNl } from './copy/baby-nl';
import type { BrandCopy } from './copy/types';
import { vitalDe } from './copy/vital-de';

/** One folder of the demo space: a shop locale with the copy it is written in. */
export interface DemoLocale {
  readonly shop: Shop;
  readonly locale: ShopLocale;
  readonly company: Company;
  readonly brand: BrandConfiguration;
  /** The lower-cased iso, the folder name: `de-ch`. */
  readonly key: string;
  readonly language: Language;
  readonly copy: BrandCopy;
}

const copies: Readonly<Record<BrandConfiguration, Partial<Record<Language, BrandCopy>>>> = {
  baby: { de: babyDe, fr: babyFr, nl: babyNl },
  vitality: { de: vitalDe },
};

/** Every shop locale of the demo's shops that has copy, in the shops' order. */
export function demoLocales(): DemoLocale[] {
  return shops.flatMap((shop) =>
    shop.locales.flatMap((locale) => {
      const copy = copies[shop.brand][locale.language];
      if (copy === undefined) return [];
      return [
        {
          shop,
          locale,
          company: shop.company,
          brand: shop.brand,
          key: cmsLocaleKey(locale),
          language: locale.language,
          copy,
        },
      ];
    }),
  );
}

import type { Language } from '@vitrine/domain';
import { seoSlug } from '@vitrine/domain/routing';
import type { Random } from './random';
import { care, features, materials, openings } from './vocabulary/texts';
import { inLanguage, type Names } from './vocabulary/types';

export interface ArticleWording {
  readonly opening: Names;
  readonly feature: readonly Names[];
  readonly material: Names;
  readonly care: Names;
}

/** Picks the sentences of a model's description once, so siblings read alike in every language. */
export function articleWording(random: Random): ArticleWording {
  return {
    opening: random.pick(openings),
    feature: random.sample(features, random.int(1, 3)),
    material: random.pick(materials),
    care: random.pick(care),
  };
}

export function articleDescription(
  wording: ArticleWording,
  language: Language,
  name: string,
  brand: string,
): string {
  const opening = inLanguage(wording.opening, language)
    .replaceAll('{name}', name)
    .replaceAll('{brand}', brand);
  return [
    opening,
    ...wording.feature.map((names) => inLanguage(names, language)),
    inLanguage(wording.material, language),
    inLanguage(wording.care, language),
  ].join(' ');
}

/** The built SEO slug of §2 with the colour, so that siblings get distinct URLs. */
export function articleSeoUrl(name: string, colorLabel: string, referenceKey: string): string {
  return seoSlug([name, colorLabel, referenceKey]);
}

import type { Leaf } from './category-rows';
import type { Random } from './random';
import { downloadFormats, editions, motifs, type SizeOption, sizeSchemes } from './variant-options';
import { rollerOptions } from './vocabulary/texts';
import type { Names, SpecialKind } from './vocabulary/types';

/** One variant's options: size (or dimension), roller, edition and motif, each optional. */
export interface VariantCombo {
  readonly size: SizeOption | null;
  readonly roller: Names | null;
  readonly edition: Names | null;
  readonly motif: Names | null;
}

/**
 * The variants of an article: vouchers by value, downloads by format, everything else by a run
 * of sizes, rollers, editions and motifs, at most 12 (§ issue: 1–12 variants).
 */
export function variantCombos(
  random: Random,
  leaf: Leaf,
  kinds: ReadonlySet<SpecialKind>,
): VariantCombo[] {
  const scheme = leaf.spec.sizes === 'none' ? null : sizeSchemes[leaf.spec.sizes];
  if (kinds.has('voucher')) {
    return (scheme?.options ?? []).map((size) => ({
      size,
      roller: null,
      edition: null,
      motif: null,
    }));
  }
  if (kinds.has('download')) {
    return downloadFormats
      .slice(0, random.int(1, 2))
      .map((edition) => ({ size: null, roller: null, edition, motif: null }));
  }
  const allSizes = scheme?.options ?? [];
  const sizeCount =
    allSizes.length === 0 ? 0 : random.int(Math.ceil(allSizes.length / 2), allSizes.length);
  const firstSize = random.int(0, allSizes.length - sizeCount);
  const sizes: (SizeOption | null)[] =
    sizeCount === 0 ? [null] : allSizes.slice(firstSize, firstSize + sizeCount);
  const rollers: (Names | null)[] = leaf.spec.roller
    ? rollerOptions.slice(0, random.int(1, 2))
    : [null];
  const editionList: (Names | null)[] = random.chance(0.9)
    ? editions.slice(0, random.int(3, editions.length))
    : [null];
  const motifList: (Names | null)[] =
    sizeCount === 0 && !leaf.spec.roller ? motifs.slice(0, random.int(1, motifs.length)) : [null];
  const combos: VariantCombo[] = [];
  for (const size of sizes) {
    for (const roller of rollers) {
      for (const edition of editionList) {
        for (const motif of motifList) combos.push({ size, roller, edition, motif });
      }
    }
  }
  const target = Math.min(combos.length, 12, random.chance(0.1) ? 1 : random.int(4, 12));
  const keep = new Set(random.sample(combos, Math.max(1, target)));
  return combos.filter((combo) => keep.has(combo));
}

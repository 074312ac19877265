/**
 * One model of the demo catalog: one to five sibling articles (the same product in other
 * colours), each a product with its texts in every shop language, 1–12 variants, prices in
 * every shop, images and categories.
 */
import type { Currency, Language, Shop } from '@vitrine/domain';
import { productKindOf } from '../images/illustrations';
import {
  productAdvancedAttributes,
  productAttributes,
  variantAttributes,
} from './article-attributes';
import { articleDescription, articleSeoUrl, articleWording } from './article-texts';
import type {
  PriceHistoryRow,
  ProductCategoryRow,
  ProductImageRow,
  ProductRow,
  ProductSealRow,
  ProductTextRow,
  PromotionRow,
  VariantPriceRow,
  VariantRow,
} from './catalog-rows';
import type { Leaf } from './category-rows';
import { contentHash } from './content-hash';
import {
  type DeliveryProfile,
  deliveryProfile,
  deliveryWindow,
  variantLogistics,
} from './logistics';
import { priceHistoryRows, priceSchedule } from './price-history';
import { regularPrice, shelfPrice, variantPrice } from './prices';
import type { Random } from './random';
import { variantCombos } from './variant-combos';
import { editions, sizeSchemes } from './variant-options';
import { modelSuffixes, modelSyllables, subbrands } from './vocabulary/brands';
import { palette, unpaletted } from './vocabulary/palette';
import { sealKeysOf } from './vocabulary/seals';
import { ageLabels, collections, pimBadges, rollerOptions } from './vocabulary/texts';
import { type CatalogSpec, inLanguage, type Names, type SpecialKind } from './vocabulary/types';

export interface CatalogBuilder {
  readonly products: ProductRow[];
  readonly texts: ProductTextRow[];
  readonly variants: VariantRow[];
  readonly prices: VariantPriceRow[];
  readonly priceHistory: PriceHistoryRow[];
  readonly images: ProductImageRow[];
  readonly productCategories: ProductCategoryRow[];
  readonly productSeals: ProductSealRow[];
}

export interface ModelContext {
  readonly spec: CatalogSpec;
  readonly leaves: readonly Leaf[];
  readonly random: Random;
  readonly shops: readonly Shop[];
  readonly languages: readonly Language[];
  readonly catalogDate: Date;
  readonly promotions: readonly PromotionRow[];
  readonly builder: CatalogBuilder;
  readonly counters: { product: number; variant: number; productNumber: number };
  /** Earlier products of the catalog (reference key, base price), for bundles. */
  readonly bundleCandidates: { readonly referenceKey: string; readonly baseCents: number }[];
}

export interface ModelRequest {
  readonly leaf: Leaf;
  readonly articles: number;
  readonly kinds: readonly SpecialKind[];
  readonly promotion?: 'buy_x_get_y' | null;
  readonly discontinued?: boolean;
  /** Fixed product numbers (vouchers §5), one per article. */
  readonly productNumbers?: readonly string[];
}

/** A colour set: what a sibling article looks like; a null key is a colour outside the palette. */
interface ColorChoice {
  readonly key: string | null;
  readonly names: Names;
  readonly hex: string;
}

const dayMs = 86_400_000;

function modelName(random: Random): string {
  const first = random.pick(modelSyllables.filter((syllable) => /^[A-Z]/.test(syllable)));
  const second = random.pick(modelSyllables.filter((syllable) => /^[a-z]/.test(syllable)));
  const name = `${first}${second}`;
  return random.chance(0.3) ? `${name} ${random.pick(modelSuffixes)}` : name;
}

function colorSets(random: Random, count: number): ColorChoice[][] {
  const colors = random.sample(palette, Math.min(palette.length, count * 2));
  return Array.from({ length: count }, (_, index) => {
    const main = colors[index] ?? random.pick(palette);
    const set: ColorChoice[] = [main];
    if (random.chance(0.15)) set.push(colors[count + index] ?? random.pick(palette));
    if (random.chance(0.04)) {
      set.push({ key: null, names: random.pick(unpaletted), hex: '#a08fa8' });
    }
    return set;
  });
}

function ratingOf(random: Random): { average: number | null; count: number | null } {
  const roll = random.next();
  const average = Math.round((2.5 + random.next() * 2.5) * 10) / 10;
  const count = random.int(1, 480);
  if (roll < 0.7) return { average, count };
  if (roll < 0.78) return { average, count: null };
  if (roll < 0.85) return { average: null, count };
  return { average: null, count: null };
}

function optionalKinds(
  random: Random,
  leaf: Leaf,
  forced: readonly SpecialKind[],
): Set<SpecialKind> {
  const kinds = new Set<SpecialKind>([...(leaf.spec.kinds ?? []), ...forced]);
  const special = kinds.has('voucher') || kinds.has('download');
  if (leaf.spec.engravable && random.chance(0.2)) kinds.add('personalised');
  if (kinds.has('bulky') ? random.chance(0.3) : random.chance(0.01)) kinds.add('vpp');
  if (!special && random.chance(0.02)) kinds.add('preorder');
  if (!special && random.chance(0.03)) kinds.add('soldOut');
  if (kinds.has('preorder') && kinds.has('soldOut')) kinds.delete('preorder');
  return kinds;
}

/** Adds one model (its sibling articles) to the builder and returns the new product rows. */
export function generateModel(context: ModelContext, request: ModelRequest): ProductRow[] {
  const { random, spec, leaf, builder, counters } = { ...context, leaf: request.leaf };
  const typeNames = random.pick(leaf.spec.types);
  const model = modelName(random);
  const brand = random.chance(0.3) ? spec.houseBrand : random.pick(spec.brands);
  const subbrand = random.chance(0.25) ? random.pick(subbrands) : null;
  const wording = articleWording(random);
  const [minEuros, maxEuros] = leaf.spec.price;
  const baseCents = shelfPrice(random.int(minEuros, maxEuros) * 100, 'EUR');
  const kinds = optionalKinds(random, leaf, request.kinds);
  const profile: DeliveryProfile = kinds.has('download')
    ? 'download'
    : kinds.has('voucher')
      ? 'instant'
      : kinds.has('preorder')
        ? 'preorder'
        : deliveryProfile(random);
  const window = deliveryWindow(profile, random);
  const varying = !kinds.has('download') && !kinds.has('preorder') && random.chance(0.1);
  const reduction =
    kinds.has('voucher') || !random.chance(0.15)
      ? null
      : random.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]);
  const rrpFactor = kinds.has('voucher') || !random.chance(0.35) ? null : 1.1 + random.next() * 0.3;
  const scalePrices = leaf.spec.scalePrices === true && random.chance(0.6);
  // One to three thresholds (§9), from a source of its own, so the rest of the catalog stays
  // what it was for the same seed.
  const scaleThresholds = scalePrices
    ? random.fork(`scales-${counters.productNumber}-${model}`).int(1, 3)
    : 0;
  const promotion =
    request.promotion === 'buy_x_get_y'
      ? (context.promotions.find((candidate) => candidate.effectType === 'buy_x_get_y') ?? null)
      : random.chance(0.08)
        ? random.pick(context.promotions)
        : null;
  const paybackFactor =
    spec.catalog === 'baby' && random.chance(0.3) ? random.pick([0.5, 1, 2, 3, 5]) : null;
  const scheme = leaf.spec.sizes === 'none' ? null : sizeSchemes[leaf.spec.sizes];
  const secondLeaf = random.chance(0.1) ? random.pick(context.leaves) : null;
  const pimBadge = random.chance(0.1) ? random.pick(pimBadges) : null;
  const ageLabel = spec.catalog === 'baby' ? random.pick(ageLabels) : null;
  const collectionList = random.chance(0.4) ? random.sample(collections, random.int(1, 2)) : [];
  const sets = colorSets(random, request.articles);
  const combos = variantCombos(random, leaf, kinds);
  const pieces = kinds.has('bundle')
    ? random.sample(context.bundleCandidates, random.int(2, 3))
    : [];
  const bundleKeys = pieces.map((piece) => piece.referenceKey);
  // A set costs a tenth less than its articles bought one by one (their base prices).
  const priceCents =
    pieces.length > 0
      ? shelfPrice(Math.round(pieces.reduce((sum, piece) => sum + piece.baseCents, 0) * 0.9), 'EUR')
      : baseCents;

  const created: ProductRow[] = [];
  let masterKey = '';
  sets.forEach((colors, articleIndex) => {
    const id = counters.product;
    counters.product += 1;
    const fixedNumber = request.productNumbers?.[articleIndex];
    const referenceKey = fixedNumber ?? String(counters.productNumber);
    if (fixedNumber === undefined) counters.productNumber += 1;
    if (masterKey === '') masterKey = `M${referenceKey}`;
    const mainColor = colors[0] as ColorChoice;
    const articleRandom = random.fork(`article-${referenceKey}`);
    const rating = ratingOf(articleRandom);
    const createdAt = new Date(
      context.catalogDate.getTime() -
        articleRandom.int(0, 900) * dayMs -
        articleRandom.int(0, 86_399) * 1000,
    );
    const updatedAt = new Date(
      Math.min(
        context.catalogDate.getTime(),
        createdAt.getTime() + articleRandom.int(0, 120) * dayMs,
      ),
    );
    const isNew = context.catalogDate.getTime() - createdAt.getTime() < 45 * dayMs;
    const schedule = priceSchedule(
      random.fork(`price-history-${referenceKey}`),
      reduction !== null,
      createdAt,
      context.catalogDate,
    );
    const discontinued = request.discontinued === true && articleIndex === 0;
    const buyable = !kinds.has('soldOut');
    const relevance =
      articleRandom.next() * 0.6 +
      ((rating.average ?? 3) / 5) * 0.25 +
      (isNew ? 0.1 : 0) +
      (buyable ? 0.05 : 0);
    const specialKinds = [...kinds].sort();
    const product: ProductRow = {
      id,
      catalog: spec.catalog,
      referenceKey,
      masterKey,
      brand,
      subbrand,
      isActive: !discontinued,
      isNew,
      isSale: reduction !== null,
      ratingAverage: rating.average,
      reviewCount: rating.count,
      promotionId: promotion?.id ?? null,
      collections: collectionList,
      colors: colors.map((color) => ({
        key: color.key,
        names: { de: color.names[0], fr: color.names[1], nl: color.names[2] },
      })),
      specialKinds,
      relevance: Math.round(relevance * 10_000) / 10_000,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
    builder.products.push(product);
    created.push(product);
    sealKeysOf(leaf.spec, kinds, Number(referenceKey)).forEach((sealKey, position) => {
      builder.productSeals.push({ productId: id, sealKey, position });
    });

    const categoryLeaves = secondLeaf && secondLeaf !== leaf ? [secondLeaf, leaf] : [leaf];
    categoryLeaves.forEach((categoryLeaf, position) => {
      builder.productCategories.push({ productId: id, categoryId: categoryLeaf.row.id, position });
    });

    for (const language of context.languages) {
      const name = `${inLanguage(typeNames, language)} ${model}`;
      const colorLabel = colors.map((color) => inLanguage(color.names, language)).join(' / ');
      const seoUrl = articleRandom.chance(0.85)
        ? articleSeoUrl(name, colorLabel, referenceKey)
        : null;
      const categoryLabels = categoryLeaves.map((categoryLeaf) =>
        `${categoryLeaf.path.map((row) => row.names[language]).join(' > ')} ${categoryLeaf.row.warengruppe ?? ''}`.trim(),
      );
      const facts = { kinds, subbrand, baseCents: priceCents, pimBadge, ageLabel, bundleKeys };
      const attributes = productAttributes(facts, language, name, categoryLabels);
      const advancedAttributes = productAdvancedAttributes(facts, language, colorLabel, seoUrl);
      const sizeLabels = combos.flatMap((combo) => (combo.size ? [combo.size.label] : []));
      builder.texts.push({
        productId: id,
        language,
        name,
        description: articleDescription(wording, language, name, brand),
        seoUrl,
        brandText: [brand, subbrand].filter((part) => part !== null).join(' '),
        categoryText: categoryLeaves
          .flatMap((categoryLeaf) => categoryLeaf.path.map((row) => row.names[language]))
          .join(' '),
        attributeText: [colorLabel, ...new Set(sizeLabels), referenceKey].join(' '),
        attributes,
        advancedAttributes,
      });
    }

    combos.forEach((combo, position) => {
      const variantId = counters.variant;
      counters.variant += 1;
      const logistics = variantLogistics(profile, window, articleRandom, {
        soldOut: !buyable,
        varying: varying && position % 2 === 1,
        mustBeBuyable: position === 0,
      });
      const attributes = variantAttributes(
        combo,
        colors,
        scheme?.column ?? null,
        context.languages,
      );
      const content = combo.size?.content ?? null;
      builder.variants.push({
        id: variantId,
        productId: id,
        referenceKey: `${referenceKey}_${String(position + 1).padStart(2, '0')}`,
        position,
        colorKey: mainColor.key,
        size: scheme?.column === 'size' ? (combo.size?.label ?? null) : null,
        dimension: scheme?.column === 'dimension' ? (combo.size?.label ?? null) : null,
        roller: combo.roller ? combo.roller[0] : null,
        ...logistics,
        priceReference:
          content === null || !scheme?.referenceUnit ? null : `${content} ${scheme.referenceUnit}`,
        paybackPointsFactor: paybackFactor,
        attributes,
      });
      const sizeStep = combo.size ? Math.max(0, scheme?.options.indexOf(combo.size) ?? 0) : 0;
      const editionStep = combo.edition ? editions.indexOf(combo.edition) : 0;
      const variantBase =
        priceCents * (1 + sizeStep * 0.06) * (1 + Math.max(0, editionStep) * 0.7) +
        (combo.roller && combo.roller !== rollerOptions[0] ? 2000 : 0);
      for (const shop of context.shops) {
        for (const currency of new Set<Currency>(shop.locales.map((locale) => locale.currency))) {
          const priceInput = {
            variantId,
            shop,
            currency,
            baseCents: variantBase,
            reducedVat: leaf.spec.reducedVat === true,
            vatFree: kinds.has('voucher'),
            rrpFactor,
            reduction,
            referenceContent: content,
            referenceUnit: scheme?.referenceUnit ?? null,
            scaleThresholds,
            fixedCents: combo.size?.value === undefined ? null : combo.size.value * 100,
          };
          const price = variantPrice(priceInput);
          builder.prices.push(price);
          builder.priceHistory.push(
            ...priceHistoryRows({
              shopId: shop.id,
              variantId,
              currency,
              regular: regularPrice(priceInput),
              withTax: price.withTax,
              reduction,
              createdAt,
              schedule,
            }),
          );
        }
      }
    });

    const imageCount = kinds.has('voucher') ? 1 : articleRandom.int(1, 6);
    // Every picture shows the drawing of the product's kind in the article's colours; the
    // gallery position chooses the view (front, other side, close-up…). No name, no number.
    const kind = productKindOf(
      context.spec.catalog,
      leaf.spec.slug,
      leaf.spec.types.indexOf(typeNames),
    );
    const accent = articleRandom.pick(palette).hex;
    for (let position = 0; position < imageCount; position += 1) {
      const source = {
        kind,
        colors: colors.map((color) => color.hex),
        accent,
        position,
      };
      builder.images.push({
        key: `${referenceKey}-${position + 1}-${contentHash(JSON.stringify(source)).slice(0, 10)}`,
        productId: id,
        position,
        colorKey: mainColor.key,
        source,
      });
    }
    // A set holds articles, not other sets.
    if (!kinds.has('bundle')) context.bundleCandidates.push({ referenceKey, baseCents });
  });
  return created;
}

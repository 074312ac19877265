/**
 * Resolved block data for the stories, as the storefront's loader would give it: the ui's
 * product tiles and facet fixtures for listings and slots, the layout fixture's contact subjects.
 */
import { type ContactSubjectBlock, type Language, languages, parseBlock } from '@vitrine/domain';
import type { ProductTile } from '@vitrine/domain/listing';
import {
  brandProducts,
  listingFacets,
  soldOutTile,
  strollerTile,
  thermometerTile,
  tilesIn,
  towelTile,
} from '@vitrine/ui/fixtures';
import {
  type BlockData,
  type BlockDataMap,
  blockDataRequests,
  type FormOutcome,
} from '../block-data';

/** The products as the loader sends them: tiles (`productTile()`), not the engine's rows. */
export const fixtureProducts: readonly ProductTile[] = [
  strollerTile,
  towelTile,
  thermometerTile,
  soldOutTile,
];

const isLanguage = (value: unknown): value is Language =>
  languages.some((language) => language === value);

/**
 * The products of a fixture's shop (`vital-de-de-home`: Vitalia's, in German), named in its
 * language, so a French page recommends French names and Vitalia its own products.
 */
export function fixtureProductsOf(fixture: string | undefined): readonly ProductTile[] {
  const [, brand, language] = /^(baby|vital)-([a-z]{2})-/.exec(fixture ?? '') ?? [];
  if (brand === undefined) return fixtureProducts;
  return tilesIn(
    isLanguage(language) ? language : 'de',
    brandProducts[brand === 'vital' ? 'vitality' : 'baby'],
  );
}

/** The demo listing's subcategories as the loader links them (the catalog's children of Kinderwagen). */
const fixtureSubcategories = [
  { name: 'Kinderwagen & Buggys', path: '/kinderwagen-und-buggys/' },
  { name: 'Kinderwagen-Zubehör', path: '/kinderwagen-zubehoer/' },
];

// A layout is parsed once however many forms read it (a walk over every demo story asks often).
const subjectsByLayout = new WeakMap<object, readonly ContactSubjectBlock[]>();

function subjectsOf(layout: unknown): readonly ContactSubjectBlock[] {
  const known =
    typeof layout === 'object' && layout !== null ? subjectsByLayout.get(layout) : undefined;
  if (known) return known;
  const parsed = parseBlock(layout);
  const subjects =
    parsed.success && parsed.block.component === 'layout' ? parsed.block.contactSubjects : [];
  if (typeof layout === 'object' && layout !== null) subjectsByLayout.set(layout, subjects);
  return subjects;
}

export interface FixtureDataOptions {
  readonly products?: readonly ProductTile[];
  readonly total?: number;
  /** What a form's post without JavaScript came to, as the page renders it again. */
  readonly formOutcome?: FormOutcome;
}

/** Data for every request of the content: a full listing, full slots, the layout's subjects. */
export function fixtureData(
  content: unknown,
  layout: unknown,
  options: FixtureDataOptions = {},
): BlockDataMap {
  const products = options.products ?? fixtureProducts;
  const entries = blockDataRequests(content).map((request): [string, BlockData] => {
    switch (request.kind) {
      case 'listing':
        return [
          request.uid,
          {
            kind: 'listing',
            products,
            facets: listingFacets,
            pagination: { page: 1, perPage: 4, total: options.total ?? 26, pageCount: 7 },
            sort: request.defaultSort,
            categoryName: 'Kinderwagen',
            trail: [],
            subcategories: fixtureSubcategories,
          },
        ];
      case 'recommendations':
        // Not the listing's first card again: the ui's image swiper names every carousel
        // "product images", and two of the same product would be two equal landmarks.
        return [
          request.uid,
          {
            kind: 'recommendations',
            recommendationId: request.recommendationId,
            products: products.slice(1),
          },
        ];
      case 'newsletterSignup':
        return [request.uid, { kind: 'newsletterSignup', outcome: options.formOutcome }];
      default:
        return [
          request.uid,
          { kind: 'contactForm', subjects: subjectsOf(layout), outcome: options.formOutcome },
        ];
    }
  });
  return Object.fromEntries(entries);
}

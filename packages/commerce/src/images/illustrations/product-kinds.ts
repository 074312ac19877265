import type { BrandConfiguration } from '@vitrine/domain';
import type { Drawing } from './drawing';
import { homeDrawings } from './home-drawings';
import { nurseryDrawings } from './nursery-drawings';

/** Every drawing, by the product kind it shows. */
export const drawings = { ...nurseryDrawings, ...homeDrawings } satisfies Record<string, Drawing>;

/** A kind of product with a drawing of its own: a pram, a thermometer, a tea, a vacuum cleaner… */
export type ProductKind = keyof typeof drawings;

export const productKinds = Object.keys(drawings) as ProductKind[];

/** Drawn for a stored source whose kind is unknown (rows written before kinds existed). */
export const fallbackKind: ProductKind = 'giftBox';

export function isProductKind(value: unknown): value is ProductKind {
  return typeof value === 'string' && Object.hasOwn(drawings, value);
}

/**
 * The kind each leaf category's products are drawn as, by `{catalog}/{leaf slug}`: one kind for
 * the leaf, or one per product type of the leaf (in the order of its `types`) where the types
 * are different things (a fridge and a washing machine). Several leaves share a kind where they
 * are the same kind of thing.
 */
const leafKinds: Readonly<Record<string, ProductKind | readonly ProductKind[]>> = {
  'baby/kombikinderwagen': 'pram',
  'baby/buggys': 'buggy',
  'baby/fusssaecke': 'sleepingBag',
  'baby/sonnenschirme': 'parasol',
  'baby/babyschalen': 'infantCarrier',
  'baby/kindersitze': 'carSeat',
  'baby/isofix-basen': 'isofixBase',
  'baby/sitzschoner': 'seatProtector',
  'baby/babybetten': 'cot',
  'baby/wickelkommoden': 'changingUnit',
  'baby/schlafsaecke': 'sleepingBag',
  'baby/kinderbettwaesche': 'beddingSet',
  'baby/klgerte_informationsu_telekommtechnik': 'babyMonitor',
  'baby/bildschirme_und_monitore': 'videoMonitor',
  'baby/kuscheltiere': 'plushBunny',
  'baby/rasseln': 'rattle',
  'baby/bausteine': 'buildingBlocks',
  'baby/lauflernwagen': 'babyWalker',
  'baby/bodys': 'bodysuit',
  'baby/strampler': 'romper',
  'baby/schneeanzuege': 'snowsuit',
  'baby/muetzen': 'knitHat',
  'baby/babyflaschen': 'feedingBottle',
  'baby/milchpumpen': 'breastPump',
  'baby/hochstuehle': 'highChair',
  'baby/kindergeschirr': 'tableware',
  'baby/babybadewannen': 'babyBath',
  'baby/kapuzenbadetuecher': 'hoodedTowel',
  'baby/fieberthermometer': 'thermometer',
  'baby/nasensauger': 'nasalAspirator',
  'baby/pflegeprodukte': ['toiletries', 'creamJar'],
  'baby/geschenkgutscheine': 'giftCard',
  'baby/ratgeber-downloads': ['ebook', 'onlineCourse'],
  'baby/geburtsgeschenke': 'giftBox',
  'vitality/staubsauger': 'vacuum',
  'vitality/reinigungsmittel': 'sprayBottle',
  'vitality/grossgerte': ['fridge', 'washingMachine'],
  'vitality/klgerte_informationsu_telekommtechnik': ['radio', 'phone'],
  'vitality/toepfe': 'pot',
  'vitality/pfannen': 'pan',
  'vitality/messer': 'knifeSet',
  'vitality/vorratsdosen': 'storageJar',
  'vitality/massagegeraete': 'massageGun',
  'vitality/massagesessel': 'massageChair',
  'vitality/badezusaetze': 'toiletries',
  'vitality/bademaentel': 'bathrobe',
  'vitality/blutdruckmessgeraete': 'bloodPressureMonitor',
  'vitality/waermekissen': 'heatPad',
  'vitality/vitamine': 'supplementJar',
  'vitality/tees': 'tea',
  'vitality/bettdecken': 'duvet',
  'vitality/kopfkissen': 'pillow',
  'vitality/teppiche': 'rug',
  'vitality/gardinen': 'curtain',
  'vitality/duftkerzen': 'candle',
  'vitality/bildschirme_und_monitore': 'photoFrame',
  'vitality/geschenkgutscheine': 'giftCard',
  'vitality/online-kurse': ['onlineCourse', 'ebook'],
  'vitality/wellness-sets': 'giftBox',
};

/**
 * The kinds a leaf category's products are drawn as, one per product type of the leaf
 * (`typeCount` of them); empty for a leaf without drawings.
 */
export function leafProductKinds(
  catalog: BrandConfiguration,
  leafSlug: string,
  typeCount = 1,
): ProductKind[] {
  const kinds = leafKinds[`${catalog}/${leafSlug}`];
  if (kinds === undefined) return [];
  if (typeof kinds === 'string') return Array(Math.max(1, typeCount)).fill(kinds);
  return Array.from(
    { length: Math.max(1, typeCount) },
    (_, index) => kinds[index] ?? kinds[0] ?? fallbackKind,
  );
}

/** The kind a product of a leaf and product type (its index in the leaf's `types`) is drawn as. */
export function productKindOf(
  catalog: BrandConfiguration,
  leafSlug: string,
  typeIndex = 0,
): ProductKind {
  return leafProductKinds(catalog, leafSlug, typeIndex + 1)[typeIndex] ?? fallbackKind;
}

import type { CountryCode, Language } from '../market/types';

/**
 * Parcel tracking on the account's order page (issue 19: "tracking of each package where
 * known"; spec §3 Order packages (carrierKey, items), §3 config `shippingProviders`): which
 * carriers the shops ship with, how a carrier written in the warehouse's words becomes one
 * of them, and the carrier's own page that follows a parcel. A carrier not in the table keeps
 * its name and its number, without a link.
 */

/**
 * The carriers the shops' layouts name (`shippingProviders`: DHL, Hermes, DPD, Österreichische
 * Post, Die Post, PostNL, bpost, Colissimo), by the key the engine stores.
 */
export const carrierKeys = [
  'dhl',
  'dpd',
  'hermes',
  'post-at',
  'swiss-post',
  'postnl',
  'bpost',
  'colissimo',
] as const;
export type CarrierKey = (typeof carrierKeys)[number];

/** Each carrier's name as the shops' layouts write it (a proper name, the same in every language). */
export const carrierNames: Readonly<Record<CarrierKey, string>> = {
  dhl: 'DHL',
  dpd: 'DPD',
  hermes: 'Hermes',
  'post-at': 'Österreichische Post',
  'swiss-post': 'Die Post',
  postnl: 'PostNL',
  bpost: 'bpost',
  colissimo: 'Colissimo',
};

/** Other ways the warehouse or a layout writes a carrier, squeezed as {@link squeezed} does. */
const carrierAliases: Readonly<Record<string, CarrierKey>> = {
  dhl: 'dhl',
  dhlparcel: 'dhl',
  dhlpaket: 'dhl',
  dpd: 'dpd',
  hermes: 'hermes',
  myhermes: 'hermes',
  postat: 'post-at',
  austrianpost: 'post-at',
  osterreichischepost: 'post-at',
  oesterreichischepost: 'post-at',
  swisspost: 'swiss-post',
  diepost: 'swiss-post',
  postch: 'swiss-post',
  laposte: 'swiss-post',
  postnl: 'postnl',
  bpost: 'bpost',
  colissimo: 'colissimo',
};

/** Lower case without accents, spaces or punctuation: `Österreichische Post` → `osterreichischepost`. */
const squeezed = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The carrier a key or name stands for, however it is written; null for a carrier the shops
 * do not ship with.
 *
 * @example
 * carrierOf('Österreichische Post'); // 'post-at'
 * carrierOf('DHL'); // 'dhl'
 * carrierOf('UPS'); // null
 */
export function carrierOf(keyOrName: string): CarrierKey | null {
  return carrierAliases[squeezed(keyOrName)] ?? null;
}

/** The carrier's name to show: the known carrier's, else the text as the warehouse wrote it. */
export function carrierName(keyOrName: string): string {
  const key = carrierOf(keyOrName);
  return key === null ? keyOrName.trim() : carrierNames[key];
}

/** The longest tracking number kept (carriers' numbers have up to 35 characters). */
export const trackingNumberMaxLength = 40;

const trackingNumberPattern = new RegExp(`^[A-Z0-9]{4,${trackingNumberMaxLength}}$`);

/**
 * A tracking number as carriers print it, in one form: upper case, without the spaces and
 * hyphens it is often grouped with; null when it is not one (4 to 40 letters and digits).
 *
 * @example
 * trackingNumberOf('0034 0434 1234 5678 90'); // '003404341234567890'
 * trackingNumberOf('<script>'); // null
 */
export function trackingNumberOf(text: string): string | null {
  const plain = text.replace(/[\s-]/g, '').toUpperCase();
  return trackingNumberPattern.test(plain) ? plain : null;
}

/** Where the parcel goes and who reads the carrier's page: for the page's language and country. */
export interface TrackingReader {
  readonly language: Language;
  /** The shop's country (the carrier's site for that country). */
  readonly country: CountryCode;
  /** The shipping address's postal code, which PostNL and bpost ask for beside the number. */
  readonly postalCode?: string;
}

type LinkBuilder = (number: string, reader: TrackingReader) => string;

const postalCodeOf = (reader: TrackingReader) => (reader.postalCode ?? '').replace(/\s/g, '');

/** Each carrier's public tracking page for one parcel. */
const trackingPages: Readonly<Record<CarrierKey, LinkBuilder>> = {
  dhl: (number, { language, country }) =>
    `https://www.dhl.com/${country.toLowerCase()}-${language}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${number}`,
  dpd: (number, { language, country }) =>
    `https://tracking.dpd.de/status/${language}_${country}/parcel/${number}`,
  hermes: (number) =>
    `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${number}`,
  'post-at': (number) => `https://www.post.at/s/sendungsdetails?snr=${number}`,
  'swiss-post': (number, { language }) =>
    `https://service.post.ch/ekp-web/ui/entry/search/${number}?lang=${language}`,
  postnl: (number, reader) => {
    const postalCode = postalCodeOf(reader);
    return postalCode === ''
      ? `https://jouw.postnl.nl/track-and-trace/${number}`
      : `https://jouw.postnl.nl/track-and-trace/${number}-${reader.country}-${encodeURIComponent(postalCode)}`;
  },
  bpost: (number, reader) => {
    const postalCode = postalCodeOf(reader);
    return `https://track.bpost.cloud/btr/web/#/search?itemCode=${number}&lang=${reader.language}${postalCode === '' ? '' : `&postalCode=${encodeURIComponent(postalCode)}`}`;
  },
  colissimo: (number) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${number}`,
};

/**
 * The carrier's page that follows the parcel, in the reader's language where the carrier has
 * one; null for a carrier the shops do not ship with or a number that is none (the page then
 * shows the number alone).
 *
 * @example
 * parcelTrackingLink('dhl', '00340434161094042557', { language: 'de', country: 'DE' });
 * // 'https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161094042557'
 * parcelTrackingLink('UPS', '1Z999AA10123456784', { language: 'de', country: 'DE' }); // null
 */
export function parcelTrackingLink(
  carrier: string,
  trackingNumber: string,
  reader: TrackingReader,
): string | null {
  const key = carrierOf(carrier);
  const number = trackingNumberOf(trackingNumber);
  if (key === null || number === null) return null;
  return trackingPages[key](number, reader);
}

/** An order line as a shipment needs it: its id and how many were bought. */
export interface ShippableLine {
  readonly id: number;
  readonly quantity: number;
}

/** One line in a parcel: which, and how many of it. */
export interface ShipmentItem {
  readonly lineId: number;
  readonly quantity: number;
}

/** What is wrong with a shipment's item (by its index). */
export type ShipmentItemProblem =
  | { readonly index: number; readonly problem: 'unknownLine' }
  | { readonly index: number; readonly problem: 'moreThanOrdered'; readonly max: number };

/** How much of each line the order's parcels hold so far (by line id). */
export function shippedQuantities(shipped: readonly ShipmentItem[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const item of shipped) {
    quantities.set(item.lineId, (quantities.get(item.lineId) ?? 0) + item.quantity);
  }
  return quantities;
}

/**
 * What of each line no parcel holds yet: the items of the parcel that takes the rest of the
 * order (lines fully shipped are left out).
 *
 * @example
 * unshippedItems([{ id: 7, quantity: 3 }], [{ lineId: 7, quantity: 1 }]);
 * // [{ lineId: 7, quantity: 2 }]
 */
export function unshippedItems(
  lines: readonly ShippableLine[],
  shipped: readonly ShipmentItem[],
): ShipmentItem[] {
  const quantities = shippedQuantities(shipped);
  return lines
    .map((line) => ({ lineId: line.id, quantity: line.quantity - (quantities.get(line.id) ?? 0) }))
    .filter((item) => item.quantity > 0);
}

/**
 * The items a new parcel cannot hold: a line that is not the order's, or more of a line than
 * the order's earlier parcels left (a line named twice counts both quantities).
 *
 * @example
 * shipmentItemProblems([{ id: 7, quantity: 2 }], [{ lineId: 7, quantity: 2 }], [{ lineId: 7, quantity: 1 }]);
 * // [{ index: 0, problem: 'moreThanOrdered', max: 0 }]
 */
export function shipmentItemProblems(
  lines: readonly ShippableLine[],
  shipped: readonly ShipmentItem[],
  items: readonly ShipmentItem[],
): ShipmentItemProblem[] {
  const left = new Map(unshippedItems(lines, shipped).map((item) => [item.lineId, item.quantity]));
  const named = new Map<number, number>();
  return items.flatMap((item, index): ShipmentItemProblem[] => {
    if (!lines.some((line) => line.id === item.lineId)) return [{ index, problem: 'unknownLine' }];
    const max = left.get(item.lineId) ?? 0;
    const total = (named.get(item.lineId) ?? 0) + item.quantity;
    named.set(item.lineId, total);
    return total > max ? [{ index, problem: 'moreThanOrdered', max }] : [];
  });
}

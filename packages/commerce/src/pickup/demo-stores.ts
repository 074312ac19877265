/** A retail store where click-and-reserve articles are put aside (issue 15, §2 click-and-reserve). */
export interface PickupStore {
  readonly id: string;
  readonly shopId: number;
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
}

/**
 * The demo's stores of the shops whose country has click-and-reserve (§6 flag clickAndReserve:
 * Nido Germany and Austria), nearest first as the dialog lists them. Fixed data, like the shops.
 */
export const demoStores: readonly PickupStore[] = [
  {
    id: 'koeln-city',
    shopId: 10,
    name: 'Köln City',
    street: 'Schildergasse 12',
    postalCode: '50667',
    city: 'Köln',
  },
  {
    id: 'koeln-ehrenfeld',
    shopId: 10,
    name: 'Köln-Ehrenfeld',
    street: 'Venloer Straße 301',
    postalCode: '50823',
    city: 'Köln',
  },
  {
    id: 'duesseldorf',
    shopId: 10,
    name: 'Düsseldorf Schadow-Arkaden',
    street: 'Schadowstraße 11',
    postalCode: '40212',
    city: 'Düsseldorf',
  },
  {
    id: 'berlin-mitte',
    shopId: 10,
    name: 'Berlin-Mitte',
    street: 'Rosenthaler Straße 40',
    postalCode: '10178',
    city: 'Berlin',
  },
  {
    id: 'wien-mariahilf',
    shopId: 11,
    name: 'Wien Mariahilf',
    street: 'Mariahilfer Straße 77',
    postalCode: '1060',
    city: 'Wien',
  },
  {
    id: 'graz-zentrum',
    shopId: 11,
    name: 'Graz Zentrum',
    street: 'Herrengasse 9',
    postalCode: '8010',
    city: 'Graz',
  },
];

/**
 * Whether a store has a variant on its shelf. The demo keeps no stock per store: a variant
 * with units in the warehouse is in four of five stores, the same ones every time (its id and
 * the store's place in the list decide), so journeys and tests can name a store without it.
 */
export function demoStoreHasStock(variantId: number, storeIndex: number): boolean {
  return (variantId + storeIndex) % 5 !== 0;
}

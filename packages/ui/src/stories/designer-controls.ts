/**
 * Controls a designer changes in the Playground stories of the shopping components: which
 * product (a fixture, by name), its price and recommended retail price, its badges and its
 * availability. The card's real input stays a `ProductTile` built by the domain; these args
 * only reshape a fixture tile, so every combination is one the card can be given.
 */
import type { ProductAvailability, ProductBadge } from '@vitrine/domain/catalog';
import type { ProductTile } from '@vitrine/domain/listing';
import {
  engravedTile,
  lampTile,
  soldOutTile,
  strollerTile,
  teaTile,
  thermometerTile,
  towelTile,
} from './shopping-fixtures';

/** The fixture products by what a designer would call them. */
export const tileChoices = {
  'Stroller (sale, new, rating, colours)': strollerTile,
  'Towel (three sizes: "from" price)': towelTile,
  'Lamp (new)': lampTile,
  'Blanket (personalised)': engravedTile,
  'Thermometer (medical, free shipping)': thermometerTile,
  'Tea (unit price)': teaTile,
  'Bottle (sold out)': soldOutTile,
} as const satisfies Record<string, ProductTile>;

export type TileChoice = keyof typeof tileChoices;

const badgeChoices = ['sale', 'new', 'bundle', 'promotion'] as const;
type BadgeChoice = (typeof badgeChoices)[number];

/** The designer's args of a card Playground. */
export interface CardDesignArgs {
  /** Which fixture product the card shows. */
  readonly product: TileChoice;
  /** The price in euros; empty: the product's own. */
  readonly price?: number;
  /** The recommended retail price in euros (struck through when high enough); empty: the product's own. */
  readonly recommendedRetailPrice?: number;
  /** The badges shown; empty: the product's own. */
  readonly badges?: readonly BadgeChoice[];
  /** Whether it can be bought; empty: the product's own. */
  readonly availability?: ProductAvailability;
}

export const cardDesignArgs: CardDesignArgs = { product: 'Stroller (sale, new, rating, colours)' };

export const cardDesignArgTypes = {
  product: {
    control: 'select',
    options: Object.keys(tileChoices),
    description: 'Which fixture product the card shows.',
    table: { category: 'Design' },
  },
  price: {
    control: { type: 'number', min: 0, step: 0.01 },
    description: 'The price in euros; empty: the product’s own.',
    table: { category: 'Design' },
  },
  recommendedRetailPrice: {
    control: { type: 'number', min: 0, step: 0.01 },
    description: 'The recommended retail price in euros, struck through when high enough.',
    table: { category: 'Design' },
  },
  badges: {
    control: 'check',
    options: badgeChoices,
    description: 'The badges shown; none ticked: the product’s own.',
    table: { category: 'Design' },
  },
  availability: {
    control: 'inline-radio',
    options: ['buyable', 'notDeliverable', 'soldOut'],
    description: 'Whether the product can be bought; empty: the product’s own.',
    table: { category: 'Design' },
  },
} as const;

const cents = (euros: number) => Math.round(euros * 100);

function badgeOf(choice: BadgeChoice, percent: number): ProductBadge {
  switch (choice) {
    case 'sale':
      return { key: 'sale', percent };
    case 'promotion':
      return { key: 'promotion', promotionId: 'playground', label: null };
    default:
      return { key: choice };
  }
}

/** The fixture tile of the chosen product, with the designer's price, badges and availability. */
export function designedTile(args: CardDesignArgs): ProductTile {
  const base: ProductTile = tileChoices[args.product] ?? strollerTile;
  const price =
    base.price === null
      ? null
      : {
          ...base.price,
          ...(args.price === undefined ? {} : { withTax: cents(args.price) }),
          ...(args.recommendedRetailPrice === undefined
            ? {}
            : { recommendedRetailPrice: cents(args.recommendedRetailPrice) }),
        };
  const reduction =
    price?.recommendedRetailPrice === undefined
      ? 20
      : Math.max(1, Math.round((1 - price.withTax / price.recommendedRetailPrice) * 100));
  const { availability: _own, ...rest } = base;
  const availability = args.availability ?? base.availability ?? 'buyable';
  return {
    ...rest,
    price,
    badges:
      args.badges === undefined || args.badges.length === 0
        ? base.badges
        : args.badges.map((choice) => badgeOf(choice, reduction)),
    ...(availability === 'buyable' ? {} : { availability }),
  };
}

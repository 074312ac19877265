/**
 * Data for stories: product names and images as the commerce engine would deliver them.
 * Images are SVG files committed in the Storybook app (`apps/storybook/fixtures/images`,
 * served at `/fixtures/images`), so stories need no network and render the same everywhere.
 */
import type { ImageSource } from '../lib/image-source';

export type FixtureImageName =
  | 'stroller'
  | 'bottle'
  | 'blanket'
  | 'towel'
  | 'lamp'
  | 'tea'
  | 'nursery'
  | 'thermometer'
  | 'car-seat'
  | 'clothing'
  | 'toys'
  | 'gifts'
  | 'guide'
  | 'vitalia-home'
  | 'vitalia-household'
  | 'vitalia-kitchen'
  | 'vitalia-wellness'
  | 'vitalia-health'
  | 'vitalia-textiles'
  | 'vitalia-home-gifts';

/** An image source like the storefront's: the query shows what the image service was asked. */
export const fixtureImage =
  (name: FixtureImageName): ImageSource =>
  ({ width, quality, format, density }) =>
    `/fixtures/images/${name}.svg?w=${width}&q=${quality}&fm=${format}&dpr=${density}`;

/** An image the service cannot deliver (it answers 404). */
export const missingImage: ImageSource = ({ width }) => `/fixtures/images/missing.png?w=${width}`;

export const productImages = [
  { src: fixtureImage('stroller'), alt: 'Kinderwagen Lumi in Salbeigrün, Seitenansicht' },
  { src: fixtureImage('blanket'), alt: 'Babydecke Pünktchen in Rosé' },
  { src: fixtureImage('bottle'), alt: 'Trinkflasche Glas 250 ml mit Silikonsauger' },
  { src: fixtureImage('towel'), alt: 'Kapuzenhandtuch aus Bio-Baumwolle in Mint' },
] as const;

export const sliderProducts = [
  { id: 'p1', name: 'Kinderwagen Lumi', image: fixtureImage('stroller') },
  { id: 'p2', name: 'Babydecke Pünktchen', image: fixtureImage('blanket') },
  { id: 'p3', name: 'Trinkflasche Glas 250 ml', image: fixtureImage('bottle') },
  { id: 'p4', name: 'Kapuzenhandtuch Mint', image: fixtureImage('towel') },
  { id: 'p5', name: 'Leselampe Sonne', image: fixtureImage('lamp') },
  { id: 'p6', name: 'Kräutertee Abendruhe', image: fixtureImage('tea') },
  { id: 'p7', name: 'Kinderwagen Lumi Nachtblau', image: fixtureImage('stroller') },
  { id: 'p8', name: 'Spucktuch Wolke', image: fixtureImage('blanket') },
] as const;

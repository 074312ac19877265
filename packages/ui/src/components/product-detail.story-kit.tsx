import type { Meta } from '@storybook/react-vite';
import type { Product, Variant } from '@vitrine/domain';
import { productPageView } from '@vitrine/domain/product-page';
import { fn } from 'storybook/test';
import {
  aPrice,
  aVariant,
  fixtureProductImage,
  lampTile,
  strollerProduct,
  strollerTile,
  teaTile,
  towelProduct,
  towelTile,
} from '../stories/shopping-fixtures';
import { DialogStackProvider } from './dialog';
import type { ProductDetail } from './product-detail';
import { preloadProductPageDialogs } from './product-page-dialog-views';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** A size of the towel: the page's choice reads `groesse` (the catalog's size attribute). */
const sized = (variant: Variant, size: string, key: string): Variant => ({
  ...variant,
  referenceKey: key,
  attributes: {
    groesse: { key: 'groesse', label: 'groesse', multiSelect: false, values: { label: size } },
  },
});

/** Three sizes, the middle one sold out; a second colour; a breadcrumb; a description. */
export const towel: Product = {
  ...towelProduct,
  referenceKey: '4200005',
  seoUrl: 'kapuzenhandtuch-mint-4200005',
  variants: [
    sized(aVariant({ id: 51, price: aPrice(1999), stock: 3 }), '75 × 75 cm', '4200005_01'),
    sized(aVariant({ id: 52, price: aPrice(2499), bvc: 4, stock: 0 }), '90 × 90 cm', '4200005_02'),
    sized(aVariant({ id: 53, price: aPrice(2999) }), '100 × 100 cm', '4200005_03'),
  ],
  categories: [
    [
      { categoryId: 1, categoryName: 'Baden', categorySlug: 'baden' },
      { categoryId: 2, categoryName: 'Handtücher', categorySlug: 'handtuecher' },
    ],
  ],
  siblings: [
    {
      id: 6,
      referenceKey: '4200006',
      images: strollerProduct.images,
      advancedAttributes: {
        farbe: { key: 'farbe', label: 'farbe', values: [{ fieldSet: [[{ value: 'Rosé' }]] }] },
        seoUrl: {
          key: 'seoUrl',
          label: 'seoUrl',
          values: [{ fieldSet: [[{ value: 'kapuzenhandtuch-rose-4200006' }]] }],
        },
      },
      variants: [],
    },
  ],
  advancedAttributes: {
    farbe: { key: 'farbe', label: 'farbe', values: [{ fieldSet: [[{ value: 'Mint' }]] }] },
  },
};

/** The towel's product page view model, as the storefront's loader builds it. */
export const towelView = productPageView(towel, {
  company: 'baby',
  description: 'Weiches Frottee aus Bio-Baumwolle.\nMit Kapuze für nach dem Baden.',
});

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const productDetailStoryMeta = {
  args: {
    product: towelView,
    imageSource: fixtureProductImage,
    onAddToCart: fn(),
    onWishlistToggle: fn(),
    recommendations: [strollerTile, lampTile, teaTile, towelTile],
    recommendationActions: { onAddToCart: fn() },
  },
  argTypes: { product: { control: false }, recommendations: { control: false } },
  // The page's dialogs are a chunk of their own, loaded on the first click; loaded ahead here,
  // a story's click opens its dialog at once (a cold Vite compiled it past the play's wait).
  loaders: [() => preloadProductPageDialogs()],
  // The page's one dialog stack (the storefront's root has it): the variant picker and the
  // engraving editor open on it.
  decorators: [
    (Story) => (
      <DialogStackProvider>
        <Story />
      </DialogStackProvider>
    ),
  ],
} satisfies Partial<Meta<typeof ProductDetail>>;

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Product, Variant } from '@vitrine/domain';
import { productPageView } from '@vitrine/domain/product-page';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { de } from '../i18n/de';
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
import { ProductDetail } from './product-detail';
import { preloadProductPageDialogs } from './product-page-dialog-views';

/** A size of the towel: the page's choice reads `groesse` (the catalog's size attribute). */
const sized = (variant: Variant, size: string, key: string): Variant => ({
  ...variant,
  referenceKey: key,
  attributes: {
    groesse: { key: 'groesse', label: 'groesse', multiSelect: false, values: { label: size } },
  },
});

/** Three sizes, the middle one sold out; a second colour; a breadcrumb; a description. */
const towel: Product = {
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

const towelView = productPageView(towel, {
  company: 'baby',
  description: 'Weiches Frottee aus Bio-Baumwolle.\nMit Kapuze für nach dem Baden.',
});

/**
 * Behaviour of ProductDetail: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/ProductDetail/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ProductDetail,
  args: {
    product: towelView,
    imageSource: fixtureProductImage,
    onAddToCart: fn(),
    onWishlistToggle: fn(),
    recommendations: [strollerTile, lampTile, teaTile, towelTile],
    recommendationActions: { onAddToCart: fn() },
  },
  argTypes: { product: { control: false }, recommendations: { control: false } },
  parameters: { layout: 'padded' },
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
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2 product image: the gallery's zoom opens the pictures large in a dialog. */
export const ImageZoom: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.productDetail.zoom }));
    const dialog = await screen.findByRole('dialog', { name: towel.name });
    await expect(dialog.querySelector('img')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: de.productDetail.zoom })).toHaveFocus();
  },
};

/** With JavaScript the page chooses a variant in place: the callback gets the variant's address. */
export const ChoosingInPlace: Story = {
  args: { onVariantChoose: fn() },
  play: async ({ canvas, args }) => {
    const variants = within(canvas.getByRole('navigation', { name: de.productDetail.variants }));
    await userEvent.click(variants.getByRole('link', { name: '100 × 100\u00a0cm' }));
    await expect(args.onVariantChoose).toHaveBeenCalledWith(
      '/p/kapuzenhandtuch-mint-4200005/?variant=4200005_03',
    );
  },
};

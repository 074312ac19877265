import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { de } from '../i18n/de';
import { ProductDetail } from './product-detail';
import { productDetailStoryMeta, towel } from './product-detail.story-kit';

/**
 * Behaviour of ProductDetail: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/ProductDetail/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ProductDetail,
  ...productDetailStoryMeta,
  parameters: { layout: 'padded' },
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import {
  aBasketItem,
  engravedProduct,
  strollerProduct,
  thermometerProduct,
  towelProduct,
} from '../stories/shopping-fixtures';
import { BasketProductCard, type BasketProductCardProps } from './basket-product-card';
import { basketProductCardStoryMeta, towelItem } from './basket-product-card.story-kit';

/**
 * One product in the basket: picture, name, variant, price, the quantity and the actions to
 * remove it or move it to the wishlist, with notes such as engraving or medical information.
 * Use it only in the basket; elsewhere products are ProductCards. The Playground switches the
 * product and the quantity.
 */
const meta = {
  title: 'Basket/BasketProductCard',
  component: BasketProductCard,
  ...basketProductCardStoryMeta,
} satisfies Meta<typeof BasketProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-slot="${name}"]`);

/** Image, brand, name, article number, price, stepper, remove and wishlist. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: strollerProduct.name })).toHaveAttribute(
      'href',
      '/p/kombikinderwagen-lumi-4200001/?variant=4200001_01',
    );
    await expect(slot(canvasElement, 'basket-product-card-brand')).toHaveTextContent('Nido');
    await expect(slot(canvasElement, 'basket-product-card-article-number')).toHaveTextContent(
      interpolate(de.basketCard.articleNumber, { number: '4200001' }),
    );
    await expect(slot(canvasElement, 'price-current')).toHaveTextContent('349,99 €');
    await expect(canvas.getByRole('spinbutton', { name: de.quantity.label })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(slot(canvasElement, 'basket-product-card-medical-notice')).toBeNull();
    await expect(slot(canvasElement, 'basket-product-card-engraving')).toBeNull();
  },
};

/** The basket's products by what a designer would call them. */
const basketProducts = {
  'Stroller (sale)': strollerProduct,
  'Towel (a size of three)': towelProduct,
  'Blanket (personalised)': engravedProduct,
  'Thermometer (medical, free shipping)': thermometerProduct,
} as const;

interface BasketDesignArgs {
  /** Which fixture product the basket holds. */
  readonly product: keyof typeof basketProducts;
  /** How many of it. */
  readonly quantity: number;
}

/** Try the basket card: pick a product and a quantity in the "Design" controls. */
export const Playground: StoryObj<BasketProductCardProps & BasketDesignArgs> = {
  args: { state: 'idle', wishlisted: false, product: 'Stroller (sale)', quantity: 1 },
  argTypes: {
    product: {
      control: 'select',
      options: Object.keys(basketProducts),
      table: { category: 'Design' },
    },
    quantity: { control: { type: 'number', min: 1, max: 5 }, table: { category: 'Design' } },
  },
  render: ({ product, quantity, item: _item, ...args }) => (
    <BasketProductCard {...args} item={aBasketItem(basketProducts[product], { quantity })} />
  ),
};

/** Two of a size: the attributes, the total and "2 ×" the unit price. */
export const WithAttributesAndQuantity: Story = {
  args: { item: towelItem },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'basket-product-card-attributes')).toHaveTextContent(
      'Größe:90 × 90 cm',
    );
    const prices = canvasElement.querySelectorAll('[data-slot="price-current"]');
    await expect(prices[0]).toHaveTextContent('49,98 €');
    await expect(slot(canvasElement, 'price-amount')).toHaveTextContent(
      interpolate(de.price.amount, { amount: 2 }),
    );
  },
};

/** Plus is disabled at the available quantity. */
export const AtAvailableQuantity: Story = {
  args: { item: aBasketItem(strollerProduct, { quantity: 3, availableQuantity: 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: de.quantity.increase })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While the basket saves the line, its stepper and remove wait. */
export const Pending: Story = {
  args: { state: 'pending' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(slot(canvasElement, 'basket-product-card')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(
      canvas.getByRole('button', {
        name: interpolate(de.basketCard.removeLabel, { name: strollerProduct.name }),
      }),
    );
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Without the country's wishlist flag no wishlist button. */
export const WithoutWishlist: Story = {
  args: { onWishlistToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: de.basketCard.moveToWishlist })).toBeNull();
  },
};

export const OnWishlist: Story = {
  args: { wishlisted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: de.basketCard.onWishlist })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The engraving rows from gravureHeadline with the shopper's text, and an edit action. */
export const Engraved: Story = {
  args: {
    item: aBasketItem(engravedProduct, {
      customData: { customText: { text1: 'Mia', text2: '12.03.2026' } },
      itemGroup: { id: '48213907', isMainItem: true, isRequired: false },
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const engraving = slot(canvasElement, 'basket-product-card-engraving');
    await expect(engraving).toHaveAttribute('data-state', 'engraved');
    await expect(engraving).toHaveTextContent('Vorname:Mia');
    await expect(engraving).toHaveTextContent('Geburtsdatum:12.03.2026');
    const edit = canvas.getByRole('button', { name: de.basketCard.editEngraving });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditEngraving).toHaveBeenCalledOnce();
  },
};

/** The first line "ohne" means no engraving; the shopper may still add one. */
export const EngravingOhne: Story = {
  args: {
    item: aBasketItem(engravedProduct, { customData: { customText: { text1: 'ohne' } } }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'basket-product-card-engraving')).toHaveAttribute(
      'data-state',
      'none',
    );
    await expect(canvas.getByText(de.basketCard.noEngraving)).toBeVisible();
    await expect(canvas.getByRole('button', { name: de.basketCard.addEngraving })).toBeVisible();
  },
};

/** A medical product in a DE shop shows the notice with contact link and info overlay. */
export const MedicalNoticeGermany: Story = {
  args: { item: aBasketItem(thermometerProduct) },
  play: async ({ canvas, canvasElement, args }) => {
    const notice = slot(canvasElement, 'basket-product-card-medical-notice');
    await expect(notice).toHaveTextContent(de.basketCard.medicalNotice);
    await expect(canvas.getByRole('link', { name: de.basketCard.medicalContact })).toHaveAttribute(
      'href',
      '/kontakt/',
    );
    canvas.getByRole('button', { name: de.basketCard.medicalInfo }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMedicalInfo).toHaveBeenCalledOnce();
  },
};

/** The notice is for country DE only; the free-shipping info stays. */
export const MedicalProductAustria: Story = {
  args: { item: aBasketItem(thermometerProduct), country: 'AT' },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'basket-product-card-medical-notice')).toBeNull();
    await expect(slot(canvasElement, 'basket-product-card-free-shipping')).toHaveTextContent(
      de.basketCard.freeShipping,
    );
  },
};

/** A narrow phone screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  args: { item: aBasketItem(thermometerProduct, { quantity: 2 }), className: 'w-full' },
  parameters: { layout: 'fullscreen' },
};

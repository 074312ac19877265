import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@vitrine/domain/price';
import { expect, fn, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { fixtureProductImage } from '../../stories/shopping-fixtures';
import { AddToCartLayerDialog, BundlePromotionDialog } from './basket-dialogs';
import { AddToCartPage, basketDialogsStoryMeta } from './basket-dialogs.story-kit';
import { MedicalProductInfoDialog, ShippingCostProgressDialog } from './basket-info-dialogs';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { bundlePieces, shippingConditions } from './overlay-fixtures';

/**
 * What the basket shows over the page: the add-to-cart layer after a product went into the
 * basket (or could not), the way to free shipping, a bundle promotion and the information on a
 * medical product. Use the add-to-cart layer only as the answer to adding; it names what
 * happened and leads to the basket. Don't open several of them at once.
 */
const meta = {
  title: 'Overlays/Dialogs/Basket',
  component: AddToCartLayerDialog,
  ...basketDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const euro = (cents: number) => formatPrice(cents, { locale: 'de-DE', currency: 'EUR' }) ?? '';

/** Add-to-cart layer, success: the message names the dialog; the basket link is there. */
export const AddToCartLayerSuccess: Story = {
  name: 'Add-to-cart layer',
  render: () => <AddToCartPage outcome="basket.addedToCart" />,
  play: async () => {
    await expectOpenDialog(de.basket.addedToCart, 'right');
    await expect(screen.getByRole('link', { name: de.actions.goToBasket })).toHaveAttribute(
      'href',
      '/warenkorb/',
    );
  },
};

/** Add-to-cart layer, error: the failure message and a retry. */
export const AddToCartLayerError: Story = {
  name: 'Add-to-cart layer, error',
  render: () => <AddToCartPage outcome="basket.addToCartFailed" />,
  play: async () => {
    await expectOpenDialog(de.basket.addToCartFailed, 'right');
    await expect(screen.getByRole('button', { name: de.addToCartLayer.retry })).toBeVisible();
  },
};

/** Basket shipping-cost progress: 35,00 € in the basket, 2,99 € now, free from 50,00 €. */
export const ShippingProgressStory: Story = {
  name: 'Basket shipping-cost progress',
  render: () => (
    <DialogPage
      dialogId="basket-shipping-cost-progress"
      openerLabel={de.dialogs.shippingProgress.title}
    >
      <ShippingCostProgressDialog
        orderValue={3500}
        conditions={shippingConditions}
        currency="EUR"
      />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.shippingProgress.title);
    // Prices carry a no-break space; compare the text as it is, not whitespace-normalised.
    const message = dialog.querySelector('[data-slot="shipping-cost-progress-message"]');
    await expect(message?.textContent).toBe(
      interpolate(de.dialogs.shippingProgress.remainingFree, { amount: euro(1500) }),
    );
    await expect(dialog.textContent).toContain(
      interpolate(de.dialogs.shippingProgress.current, { cost: euro(299) }),
    );
    await expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  },
};

/** The same with free shipping reached. */
export const ShippingProgressReached: Story = {
  name: 'Basket shipping-cost progress, free shipping reached',
  render: () => (
    <DialogPage
      dialogId="basket-shipping-cost-progress"
      openerLabel={de.dialogs.shippingProgress.title}
    >
      <ShippingCostProgressDialog
        orderValue={6490}
        conditions={shippingConditions}
        currency="EUR"
      />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.shippingProgress.title);
    await expect(screen.getByText(de.dialogs.shippingProgress.reached)).toBeVisible();
    await expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

const bundleAdded = fn();

/** Bundle promotion add: the pieces that complete the set, added together. */
export const BundlePromotionStory: Story = {
  name: 'Bundle promotion add',
  render: () => (
    <DialogPage dialogId="bundle-promotion-add" openerLabel={de.dialogs.bundlePromotion.title}>
      <BundlePromotionDialog
        promotionName="Wickelset Wolke"
        pieces={bundlePieces}
        imageSource={fixtureProductImage}
        onAdd={bundleAdded}
      />
    </DialogPage>
  ),
  play: async () => {
    bundleAdded.mockClear();
    const dialog = await expectOpenDialog(de.dialogs.bundlePromotion.title, 'right');
    await expect(dialog.querySelectorAll('[data-slot="price"]')).toHaveLength(3);
  },
};

/** The basket card's medical-product info overlay. */
export const MedicalProductInfoStory: Story = {
  name: 'Medical-product info',
  render: () => (
    <DialogPage dialogId="medical-product-info" openerLabel={de.basketCard.medicalInfo}>
      <MedicalProductInfoDialog contactHref="/kontakt/" />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.medicalInfo.title);
    await expect(dialog).toHaveAccessibleDescription(de.dialogs.medicalInfo.text);
    await expect(screen.getByRole('link', { name: de.basketCard.medicalContact })).toHaveAttribute(
      'href',
      '/kontakt/',
    );
  },
};

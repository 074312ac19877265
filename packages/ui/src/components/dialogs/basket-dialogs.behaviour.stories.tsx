import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AddToCartMessage } from '@vitrine/domain/basket';
import * as React from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { strollerProduct } from '../../stories/shopping-fixtures';
import { Button } from '../button';
import { DialogStackProvider } from '../dialog';
import { Price } from '../price';
import {
  AddToCartLayerDialog,
  BundlePromotionDialog,
  MedicalProductInfoDialog,
  ShippingCostProgressDialog,
} from './basket-dialogs';
import { expectOpenDialog, openerId, tabTo } from './dialog-story';

/**
 * Behaviour of Basket: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Basket/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: AddToCartLayerDialog,
  subcomponents: { BundlePromotionDialog, MedicalProductInfoDialog, ShippingCostProgressDialog },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** What was added, under the layer's message. */
const summary = (
  <div className="flex items-center gap-3">
    <span className="font-semibold">{strollerProduct.name}</span>
    <Price price={strollerProduct.variants[0]?.price ?? null} size="sm" />
  </div>
);

/** The product page's add to cart with the layer, as the storefront wires them. */
function AddToCartPage({ outcome }: { outcome: AddToCartMessage | null }) {
  const [message, setMessage] = React.useState<AddToCartMessage | null>(outcome);
  return (
    <DialogStackProvider>
      <div className="min-h-[700px] p-4">
        <Button id={openerId} onClick={() => setMessage('basket.addedToCart')}>
          {de.actions.addToCart}
        </Button>
      </div>
      <AddToCartLayerDialog
        message={message}
        basketHref="/warenkorb/"
        summary={summary}
        onRetry={() => setMessage('basket.addedToCart')}
        onOpenChange={(open) => {
          if (!open) setMessage(null);
        }}
      />
    </DialogStackProvider>
  );
}

/**
 * Keyboard only, §2 hidden → success → hidden: add to cart shows the layer, "continue
 * shopping" hides it again and focus goes back to the add-to-cart button.
 */
export const AddToCartLayerWithKeyboard: Story = {
  name: 'Add-to-cart layer, keyboard only',
  render: () => <AddToCartPage outcome={null} />,
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await expectOpenDialog(de.basket.addedToCart, 'right');
    await tabTo(screen.getByRole('button', { name: de.addToCartLayer.continueShopping }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: de.actions.addToCart })).toHaveFocus();
  },
};

import type { Meta } from '@storybook/react-vite';
import type { AddToCartMessage } from '@vitrine/domain/basket';
import * as React from 'react';
import { de } from '../../i18n/de';
import { strollerProduct } from '../../stories/shopping-fixtures';
import { Button } from '../button';
import { DialogStackProvider } from '../dialog';
import { Price } from '../price';
import { AddToCartLayerDialog, BundlePromotionDialog } from './basket-dialogs';
import { MedicalProductInfoDialog, ShippingCostProgressDialog } from './basket-info-dialogs';
import { openerId } from './dialog-story';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** What was added, under the layer's message. */
export const summary = (
  <div className="flex items-center gap-3">
    <span className="font-semibold">{strollerProduct.name}</span>
    <Price price={strollerProduct.variants[0]?.price ?? null} size="sm" />
  </div>
);

/** The product page's add to cart with the layer, as the storefront wires them. */
export function AddToCartPage({
  outcome,
}: {
  /** The layer's message when the story starts; null: closed until the button is clicked. */
  outcome: AddToCartMessage | null;
}) {
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

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const basketDialogsStoryMeta = {
  subcomponents: { BundlePromotionDialog, MedicalProductInfoDialog, ShippingCostProgressDialog },
} satisfies Partial<Meta>;

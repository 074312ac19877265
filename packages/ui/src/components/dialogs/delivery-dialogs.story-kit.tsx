import type { Meta } from '@storybook/react-vite';
import * as React from 'react';
import { fn } from 'storybook/test';
import { de } from '../../i18n/de';
import { strollerProduct } from '../../stories/shopping-fixtures';
import { StoreStock } from '../store-stock';
import { ClickAndReserveDialog } from './delivery-dialogs';
import { DialogPage } from './dialog-story';
import { stores } from './overlay-fixtures';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The shops a reservation was made in (the story's action). */
export const reserved = fn();

/** The click-and-reserve dialog over the fixture shops; a reservation succeeds at once. */
export function ClickAndReserve({
  product = strollerProduct,
}: {
  /** The product to reserve (the stroller by default). */
  product?: typeof strollerProduct;
}) {
  const [state, setState] = React.useState<'idle' | 'pending' | 'reserved'>('idle');
  return (
    <DialogPage dialogId="click-and-reserve" openerLabel={de.dialogs.clickAndReserve.title}>
      <ClickAndReserveDialog
        product={product}
        stores={stores}
        state={state}
        onReserve={(storeId) => {
          reserved(storeId);
          setState('reserved');
        }}
      />
    </DialogPage>
  );
}

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const deliveryDialogsStoryMeta = {
  subcomponents: { ClickAndReserveDialog, StoreStock },
} satisfies Partial<Meta>;

import { useUiText } from '../../i18n/ui-text';
import { cn } from '../../lib/cn';
import { AddToCartLayer, type AddToCartLayerProps } from '../add-to-cart-layer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog';
import { type ContentDialogProps, useCloseThen, useControlledOpen } from './dialog-frame';

type AddToCartLayerDialogProps = Omit<ContentDialogProps, 'open' | 'id'> &
  Omit<AddToCartLayerProps, 'titleAs'> & {
    /** The layer's id on the page's dialog stack; `add-to-cart-layer` unless given. */
    id?: string;
  };

/**
 * The add-to-cart layer as a right-hand dialog: hidden while `message` is null, then success
 * or error (by the basket call's status). The message names the dialog; closing it in
 * any way reports `onOpenChange(false)`, so the caller sets the message back to null.
 */
function AddToCartLayerDialog({
  id = 'add-to-cart-layer',
  returnFocusTo,
  onOpenChange,
  message,
  onContinueShopping,
  className,
  ...layer
}: AddToCartLayerDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  useControlledOpen(message !== null, { id, position: 'right', returnFocusTo });
  return (
    <Dialog id={id} position="right" returnFocusTo={returnFocusTo} onOpenChange={onOpenChange}>
      <DialogContent data-dialog="add-to-cart-layer" className={cn('p-5 pt-14', className)}>
        <DialogDescription className="sr-only">
          {t('dialogs.addToCartLayer.description')}
        </DialogDescription>
        <AddToCartLayer
          message={message}
          titleAs={DialogTitle}
          onContinueShopping={closeThen(onContinueShopping)}
          {...layer}
        />
      </DialogContent>
    </Dialog>
  );
}

export {
  type BundlePiece,
  BundlePromotionDialog,
  type BundlePromotionDialogProps,
} from './bundle-promotion-dialog';
export { AddToCartLayerDialog, type AddToCartLayerDialogProps };

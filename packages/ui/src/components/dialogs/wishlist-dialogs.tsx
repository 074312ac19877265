import { useUiText } from '../../i18n/ui-text';
import { HeartIcon } from '../icons';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';
import { InfoDialogFrame } from './info-dialog-frame';
import { VariantChoice, type VariantChoiceProps } from './product-choice-dialogs';

/** §2 wishlist more-info: what the heart does and where the wishlist is kept. */
function WishlistInfoDialog({
  id = 'wishlist-more-info',
  returnFocusTo,
  open,
  onOpenChange,
}: ContentDialogProps) {
  const { t } = useUiText();
  return (
    <InfoDialogFrame
      id={id}
      kind="wishlist-more-info"
      texts="wishlistInfo"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <HeartIcon className="size-5 shrink-0 text-primary" />
        {t('dialogs.wishlistInfo.hint')}
      </p>
    </InfoDialogFrame>
  );
}

type WishlistAddToCartDialogProps = ContentDialogProps &
  Omit<VariantChoiceProps, 'onSelect'> & {
    /** Adds the chosen variant to the basket; the dialog closes. */
    onAddToCart: VariantChoiceProps['onSelect'];
  };

/**
 * §2 wishlist add-to-cart: a wishlist article with several variants needs one chosen before
 * it goes into the basket; only buyable variants (§4: BVC 1 or 2) can be chosen.
 */
function WishlistAddToCartDialog({
  id = 'wishlist-add-to-cart',
  returnFocusTo,
  open,
  onOpenChange,
  onAddToCart,
  ...choice
}: WishlistAddToCartDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="wishlist-add-to-cart"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.wishlistAddToCart.title')}
      description={`${choice.product.brand} ${choice.product.name}`}
    >
      <VariantChoice
        dialogId={id}
        applyLabel={t('actions.addToCart')}
        onlyBuyable
        onSelect={onAddToCart}
        {...choice}
      />
    </DialogFrame>
  );
}

export { WishlistAddToCartDialog, type WishlistAddToCartDialogProps, WishlistInfoDialog };

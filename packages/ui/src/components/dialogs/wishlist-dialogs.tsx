import type { BasketVariantChoice } from '@vitrine/domain/product-page';
import { useUiText } from '../../i18n/ui-text';
import { BasketVariantChoiceForm } from '../basket-variant-choice-form';
import { HeartIcon } from '../icons';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';
import { InfoDialogFrame } from './info-dialog-frame';

/** The wishlist's info dialog: what the heart does and where the wishlist is kept. */
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

type WishlistAddToCartDialogProps = ContentDialogProps & {
  /** The wishlist article's name, which the dialog names under its title. */
  productName: string;
  /** Its variants for the basket (`basketVariantChoice` of the domain). */
  choice: BasketVariantChoice;
  /** Where the choice posts where the dialog runs before scripts took over the form. */
  formAction?: string;
  /** Adds the chosen variant to the basket; the dialog closes. */
  onAddToCart: (variantId: number) => void;
};

/**
 * The wishlist's add-to-cart dialog: a wishlist article with several variants needs one chosen
 * before it goes into the basket; only buyable variants (BVC 1 or 2) can be chosen.
 */
function WishlistAddToCartDialog({
  id = 'wishlist-add-to-cart',
  returnFocusTo,
  open,
  onOpenChange,
  productName,
  choice,
  formAction,
  onAddToCart,
}: WishlistAddToCartDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  const title = t('dialogs.wishlistAddToCart.title');
  return (
    <DialogFrame
      id={id}
      kind="wishlist-add-to-cart"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={productName}
    >
      <BasketVariantChoiceForm
        choice={choice}
        legend={title}
        {...(formAction !== undefined ? { formAction } : {})}
        onAddToCart={closeThen(onAddToCart)}
      />
    </DialogFrame>
  );
}

export { WishlistAddToCartDialog, type WishlistAddToCartDialogProps, WishlistInfoDialog };

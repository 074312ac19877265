import type { BasketVariantChoice } from '@vitrine/domain/product-page';
import { useUiText } from '../i18n/ui-text';
import { BasketVariantChoiceForm } from './basket-variant-choice-form';

type WishlistAddToCartStepProps = {
  /** The wishlist article's name, under the heading. */
  productName: string;
  /** Its variants for the basket (`basketVariantChoice` of the domain). */
  choice: BasketVariantChoice;
  /** Where the choice posts: the wishlist page without the step, which then shows the list. */
  formAction: string;
  /** The wishlist page without the step: where "close" leads. */
  closeHref: string;
};

/**
 * The wishlist add-to-cart shown in the wishlist page, for a browser without JavaScript
 * that followed a card's "add to basket": the same heading and choice as
 * `WishlistAddToCartDialog`, posting the chosen variant, and a link back to the list.
 */
function WishlistAddToCartStep({
  productName,
  choice,
  formAction,
  closeHref,
}: WishlistAddToCartStepProps) {
  const { t } = useUiText();
  const title = t('dialogs.wishlistAddToCart.title');
  return (
    <section
      aria-labelledby="wishlist-add-to-cart-heading"
      data-slot="wishlist-add-to-cart-step"
      className="grid max-w-md gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="wishlist-add-to-cart-heading" className="font-display text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="text-sm font-semibold">{productName}</p>
      <BasketVariantChoiceForm choice={choice} legend={title} formAction={formAction} />
      <a href={closeHref} className="ui-button ui-button-secondary ui-button-sm w-fit">
        {t('common.close')}
      </a>
    </section>
  );
}

export { WishlistAddToCartStep, type WishlistAddToCartStepProps };

import { shoppingFormFields, shoppingFormIntents } from '@vitrine/domain/basket';
import type { BasketVariantChoice } from '@vitrine/domain/product-page';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { Button } from './button';
import { DeliveryMessage } from './delivery-message';

type BasketVariantChoiceFormProps = {
  /** The product's variants as the domain offers them for the basket (`basketVariantChoice`). */
  choice: BasketVariantChoice;
  /** The name of the group of variants, read by screen readers (the dialog's or step's title). */
  legend: string;
  /** Where the form posts without JavaScript; the page's own address when not given. */
  formAction?: string;
  /**
   * Adds the chosen variant once scripts run, instead of posting the page. Without it the form
   * posts the variant (`addToCart`), as a card's add to cart does.
   */
  onAddToCart?: (variantId: number) => void;
  /** Extra classes for the form. */
  className?: string;
};

/**
 * The variants of a product as radio buttons with their delivery lines, and "add to basket":
 * only buyable variants can be chosen. A plain form posting the chosen variant, so it works
 * in a page without JavaScript; with scripts it hands the variant to `onAddToCart`.
 */
function BasketVariantChoiceForm({
  choice,
  legend,
  formAction,
  onAddToCart,
  className,
}: BasketVariantChoiceFormProps) {
  const { t } = useUiText();
  const baseId = React.useId();
  const choosable = choice.options.some((option) => option.availability === 'buyable');
  return (
    <form
      method="post"
      action={formAction}
      data-slot="basket-variant-choice"
      className={cn('grid gap-4', className)}
      onSubmit={(event) => {
        if (onAddToCart === undefined) return;
        event.preventDefault();
        const chosen = new FormData(event.currentTarget).get(shoppingFormFields.variantId);
        const variantId = Number(chosen);
        if (typeof chosen === 'string' && Number.isSafeInteger(variantId)) onAddToCart(variantId);
      }}
    >
      {/* Native radios: the arrow keys move the choice and skip what cannot be bought. */}
      <fieldset className="grid gap-3">
        <legend className="sr-only">{legend}</legend>
        {choice.options.map((option) => {
          const optionId = `${baseId}-${option.variantId}`;
          const buyable = option.availability === 'buyable';
          return (
            <div key={option.variantId} className="flex items-start gap-2">
              <input
                type="radio"
                id={optionId}
                name={shoppingFormFields.variantId}
                value={option.variantId}
                defaultChecked={option.variantId === choice.preselectedVariantId}
                disabled={!buyable}
                required
                aria-describedby={`${optionId}-hint`}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed"
              />
              <div className="grid gap-0.5">
                <label
                  htmlFor={optionId}
                  className={cn(
                    'cursor-pointer text-base text-ink',
                    !buyable && 'cursor-not-allowed text-ink-soft line-through',
                  )}
                >
                  {option.label}
                </label>
                <div id={`${optionId}-hint`}>
                  {option.delivery !== null ? (
                    <DeliveryMessage message={option.delivery} className="font-normal" />
                  ) : (
                    <p className="text-sm text-ink-soft">
                      {t(
                        option.availability === 'soldOut'
                          ? 'productCard.soldOut'
                          : 'productCard.notDeliverable',
                      )}
                    </p>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </fieldset>
      <Button
        type="submit"
        name={shoppingFormFields.intent}
        value={shoppingFormIntents.addToCart}
        data-slot="basket-variant-choice-add"
        disabled={!choosable}
        className="w-full"
      >
        {t('actions.addToCart')}
      </Button>
    </form>
  );
}

export { BasketVariantChoiceForm, type BasketVariantChoiceFormProps };

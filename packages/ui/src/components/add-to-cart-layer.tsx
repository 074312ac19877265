import type { AddToCartMessage } from '@vitrine/domain/basket';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useRenderLink } from '../lib/link-renderer';
import { Button } from './button';
import { AlertIcon, CheckIcon } from './icons';

type AddToCartLayerState = 'hidden' | 'success' | 'error';

const addToCartLayerVariants = cva('flex flex-col gap-4 text-ink', {
  variants: {
    state: {
      hidden: 'hidden',
      success:
        '[&_[data-slot=add-to-cart-layer-icon]]:bg-success-soft [&_[data-slot=add-to-cart-layer-icon]]:text-success',
      error:
        '[&_[data-slot=add-to-cart-layer-icon]]:bg-danger-soft [&_[data-slot=add-to-cart-layer-icon]]:text-danger',
    },
  },
  defaultVariants: { state: 'hidden' },
});

const stateOf = (message: AddToCartMessage | null): AddToCartLayerState =>
  message === null ? 'hidden' : message === 'basket.addedToCart' ? 'success' : 'error';

type AddToCartLayerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /**
   * What the basket call came to, from `addToCartMessage(status)` (domain: 200 and 201
   * succeed); `null` while nothing was added, and the layer is hidden.
   */
  message: AddToCartMessage | null;
  /** The basket page (`/warenkorb/` with the shop's prefix). */
  basketHref: string;
  /** The element the message is rendered as; pass the dialog's title so the dialog is named by it. */
  titleAs?: React.ElementType;
  /** Closes the layer. */
  onContinueShopping?: () => void;
  /** Tries the add to cart again (error state). */
  onRetry?: () => void;
  /** What was added: an image, name and price, shown under the message. */
  summary?: React.ReactNode;
};

/**
 * The add-to-cart layer's content: hidden, then success (`basket.addedToCart`) or error
 * (`basket.addToCartFailed`), with a link to the basket. The storefront shows it in its
 * dialog (the add-to-cart layer); this component builds no dialog itself.
 */
function AddToCartLayer({
  message,
  basketHref,
  titleAs: Title = 'h2',
  onContinueShopping,
  onRetry,
  summary,
  className,
  ...props
}: AddToCartLayerProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  const state = stateOf(message);
  if (message === null) return null;
  const basketLink = (variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant} className="w-full sm:w-auto">
      {renderLink({ href: basketHref, children: t('actions.goToBasket') })}
    </Button>
  );
  return (
    <div
      data-slot="add-to-cart-layer"
      data-state={state}
      className={cn(addToCartLayerVariants({ state }), className)}
      {...props}
    >
      <div className="flex items-start gap-3">
        <span
          data-slot="add-to-cart-layer-icon"
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-5"
        >
          {state === 'success' ? <CheckIcon /> : <AlertIcon />}
        </span>
        <Title
          data-slot="add-to-cart-layer-message"
          className="pt-1.5 font-display text-lg font-bold"
        >
          {t(message)}
        </Title>
      </div>
      {summary !== undefined ? <div data-slot="add-to-cart-layer-summary">{summary}</div> : null}
      <div
        data-slot="add-to-cart-layer-actions"
        className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      >
        {state === 'success' ? (
          <>
            {onContinueShopping !== undefined ? (
              <Button variant="secondary" onClick={onContinueShopping}>
                {t('addToCartLayer.continueShopping')}
              </Button>
            ) : null}
            {basketLink('primary')}
          </>
        ) : (
          <>
            {basketLink('secondary')}
            {onRetry !== undefined ? (
              <Button onClick={onRetry}>{t('addToCartLayer.retry')}</Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

export {
  AddToCartLayer,
  type AddToCartLayerProps,
  type AddToCartLayerState,
  addToCartLayerVariants,
};

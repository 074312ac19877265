import { quantityStepperState } from '@vitrine/domain/basket';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';
import { useControllableState } from '../lib/use-controllable-state';
import { MinusIcon, PlusIcon } from './icons';

type QuantityStepperProps = Omit<React.ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The quantity (controlled). */
  quantity?: number;
  /** The starting quantity when uncontrolled; 1 unless set. */
  defaultQuantity?: number;
  /** How many the shop can deliver; plus is disabled at or above it. */
  availableQuantity: number | null | undefined;
  /** Called with the new quantity after minus, plus or an arrow key. */
  onQuantityChange?: (quantity: number) => void;
  /** Disables the whole stepper, e.g. while the basket is saving. */
  disabled?: boolean;
  /**
   * Inside a form: minus and plus are submit buttons posting this name with the quantity they
   * lead to, so the stepper works without JavaScript; once scripts run, a press steps here and
   * the form is not sent. A disabled button is then no submit button (it stays focusable).
   */
  submitName?: string;
};

/**
 * The basket line's quantity stepper. Which buttons are disabled is the domain's rule,
 * `quantityStepperState()`: minus below 2, plus at or above the available quantity.
 * Buttons stay focusable when disabled (`aria-disabled`), so keyboard focus does not jump
 * away when the last step is taken. The value is a spin button: arrow keys step it too.
 */
function QuantityStepper({
  quantity: quantityProp,
  defaultQuantity = 1,
  availableQuantity,
  onQuantityChange,
  disabled = false,
  submitName,
  className,
  ...props
}: QuantityStepperProps) {
  const { t, locale } = useUiText();
  const [quantity, setQuantity] = useControllableState({
    value: quantityProp,
    defaultValue: defaultQuantity,
    onChange: onQuantityChange,
  });
  const state = quantityStepperState(quantity, availableQuantity);
  const minusDisabled = disabled || state.minusDisabled;
  const plusDisabled = disabled || state.plusDisabled;
  const step = (change: 1 | -1) => {
    if (change === 1 ? plusDisabled : minusDisabled) return;
    setQuantity(quantity + change);
  };
  const stepButton = (change: 1 | -1, buttonDisabled: boolean) =>
    submitName === undefined || buttonDisabled
      ? { type: 'button' as const, onClick: () => step(change) }
      : {
          type: 'submit' as const,
          name: submitName,
          value: String(quantity + change),
          onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
            event.preventDefault();
            step(change);
          },
        };
  const onKeyDown = (event: React.KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const buttonClass =
    'inline-flex size-10 cursor-pointer items-center justify-center rounded-control text-ink outline-none transition-colors hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus aria-disabled:cursor-not-allowed aria-disabled:text-ink-soft aria-disabled:opacity-60 aria-disabled:hover:bg-transparent [&_svg]:size-4';
  return (
    <fieldset
      data-slot="quantity-stepper"
      data-disabled={disabled ? '' : undefined}
      aria-label={t('quantity.label')}
      className={cn(
        'inline-flex items-center gap-1 rounded-control border border-control bg-surface p-0.5',
        className,
      )}
      {...props}
    >
      <button
        {...stepButton(-1, minusDisabled)}
        data-slot="quantity-stepper-decrease"
        aria-label={t('quantity.decrease')}
        aria-disabled={minusDisabled}
        className={buttonClass}
      >
        <MinusIcon />
      </button>
      <span
        data-slot="quantity-stepper-value"
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        aria-label={t('quantity.label')}
        aria-valuenow={quantity}
        aria-valuetext={numberFormat(locale).format(quantity)}
        aria-valuemin={1}
        aria-valuemax={typeof availableQuantity === 'number' ? availableQuantity : undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        className="min-w-8 rounded-sm text-center font-semibold tabular-nums outline-none focus-visible:ring-3 focus-visible:ring-focus"
      >
        {numberFormat(locale).format(quantity)}
      </span>
      <button
        {...stepButton(1, plusDisabled)}
        data-slot="quantity-stepper-increase"
        aria-label={t('quantity.increase')}
        aria-disabled={plusDisabled}
        className={buttonClass}
      >
        <PlusIcon />
      </button>
    </fieldset>
  );
}

export { QuantityStepper, type QuantityStepperProps };

import type { ProductPageVariantOption } from '@vitrine/domain/product-page';
import * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { Button } from '../button';
import { DialogFrame, useCloseThen } from './dialog-frame';

type ProductVariantDialogProps = {
  /** The dialog's id on the page's stack. */
  id: string;
  /** The product page's variant choice (`ProductPageView.variantOptions`). */
  options: readonly ProductPageVariantOption[];
  /** The product's name, the dialog's description. */
  productName: string;
  /** Called with the chosen variant; the dialog closes first. */
  onChoose: (option: ProductPageVariantOption) => void;
};

/**
 * The product page's attribute picker: the variants as a radio list, the selected
 * one chosen, each not buyable one saying so (it stays choosable: its page offers what a
 * sold-out variant offers). Taking the choice hands the variant to the page, which moves its
 * `?variant=` there.
 */
function ProductVariantDialog({ id, options, productName, onChoose }: ProductVariantDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  const baseId = React.useId();
  const [chosen, setChosen] = React.useState(
    (options.find((option) => option.selected) ?? options[0])?.referenceKey ?? '',
  );
  const title = t('productCard.chooseVariant');
  return (
    <DialogFrame
      id={id}
      kind="attribute-picker"
      position="right"
      title={title}
      description={productName}
    >
      <div className="grid gap-4">
        {/* Native radios: the listing's Radix radio group stays out of this chunk (and the
            listing's JavaScript out of a chunk shared with it). */}
        <fieldset data-slot="variant-choice" className="grid gap-2">
          <legend className="sr-only">{title}</legend>
          {options.map((option) => {
            const optionId = `${baseId}-${option.referenceKey}`;
            const hint =
              option.availability === 'buyable'
                ? null
                : t(
                    option.availability === 'soldOut'
                      ? 'productCard.soldOut'
                      : 'productCard.notDeliverable',
                  );
            return (
              <div key={option.referenceKey} className="flex items-start gap-2">
                <input
                  type="radio"
                  id={optionId}
                  name={`${baseId}-variant`}
                  value={option.referenceKey}
                  checked={chosen === option.referenceKey}
                  onChange={() => setChosen(option.referenceKey)}
                  aria-describedby={hint !== null ? `${optionId}-hint` : undefined}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2"
                />
                <div className="grid gap-0.5">
                  <label htmlFor={optionId} className="cursor-pointer text-base text-ink">
                    {option.label}
                  </label>
                  {hint !== null ? (
                    <p id={`${optionId}-hint`} className="text-sm text-ink-soft">
                      {hint}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          })}
        </fieldset>
        <Button
          data-slot="variant-choice-apply"
          className="w-full"
          onClick={closeThen(() => {
            const option = options.find((candidate) => candidate.referenceKey === chosen);
            if (option !== undefined) onChoose(option);
          })}
        >
          {t('dialogs.attributePicker.apply')}
        </Button>
      </div>
    </DialogFrame>
  );
}

export { ProductVariantDialog, type ProductVariantDialogProps };

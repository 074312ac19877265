import type { ProductPageVariantOption } from '@vitrine/domain/product-page';
import * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { Button } from '../button';
import { RadioGroupField } from '../radio-group-field';
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
 * §2 product attribute picker on the product page: the variants as a radio list, the selected
 * one chosen, each not buyable one saying so (it stays choosable: its page offers what a
 * sold-out variant offers). Taking the choice hands the variant to the page, which moves its
 * `?variant=` there.
 */
function ProductVariantDialog({ id, options, productName, onChoose }: ProductVariantDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
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
        <RadioGroupField
          label={title}
          className="[&>legend]:sr-only"
          orientation="vertical"
          value={chosen}
          onValueChange={setChosen}
          options={options.map((option) => ({
            value: option.referenceKey,
            label: option.label,
            ...(option.availability === 'buyable'
              ? {}
              : {
                  hint: t(
                    option.availability === 'soldOut'
                      ? 'productCard.soldOut'
                      : 'productCard.notDeliverable',
                  ),
                }),
          }))}
        />
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

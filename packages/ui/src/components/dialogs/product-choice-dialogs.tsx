import type { Company, Product, Variant } from '@vitrine/domain';
import { attributeLabel, deliveryMessage, hasVaryingDeliveryTimes } from '@vitrine/domain/catalog';
import * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { Button } from '../button';
import { DeliveryMessage } from '../delivery-message';
import { RadioGroupField } from '../radio-group-field';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

type VariantChoiceProps = {
  /** The product whose variants differ in `attributeKey` (a size, a dimension). */
  product: Pick<Product, 'name' | 'brand' | 'variants'>;
  /** The variant attribute to choose by, e.g. `size`. */
  attributeKey: string;
  /** The shop's company: delivery times follow its thresholds. */
  company: Company;
  /** The variant chosen now (the product page's selected variant). */
  selectedVariantId?: number;
  /** Called with the chosen variant; the dialog closes. */
  onSelect: (variant: Variant) => void;
};

type VariantOptionInput = Pick<VariantChoiceProps, 'product' | 'attributeKey' | 'company'>;

/** The variants that have a label for the attribute, each with its delivery message. */
function variantOptions({ product, attributeKey, company }: VariantOptionInput) {
  const context = { company, varyingDeliveryTimes: hasVaryingDeliveryTimes(product.variants) };
  return product.variants.flatMap((variant) => {
    const label = attributeLabel(variant.attributes, attributeKey);
    return label === null
      ? []
      : [{ variant, label, message: deliveryMessage(variant.logistics, context) }];
  });
}

/**
 * A radio list of the variants with their delivery lines and a button that takes the
 * choice. Sold-out variants stay choosable: the product page then offers remind-when-available
 * (the wishlist's basket choice is `BasketVariantChoiceForm`, which offers only buyable ones).
 */
function VariantChoice({
  dialogId,
  applyLabel,
  ...props
}: VariantChoiceProps & {
  /** The id of the dialog the choice is in, which closes once a variant is applied. */
  dialogId: string;
  /** The apply button's text, such as "choose size" or "add to basket". */
  applyLabel: string;
}) {
  const { t } = useUiText();
  const options = variantOptions(props);
  const closeThen = useCloseThen(dialogId);
  const [chosen, setChosen] = React.useState(
    String(props.selectedVariantId ?? options[0]?.variant.id ?? ''),
  );
  const attribute = props.product.variants[0]?.attributes[props.attributeKey]?.label ?? '';
  const choose = closeThen(() => {
    const option = options.find((entry) => String(entry.variant.id) === chosen);
    if (option !== undefined) props.onSelect(option.variant);
  });
  return (
    <>
      <RadioGroupField
        label={t('dialogs.attributePicker.title', { attribute })}
        className="[&>legend]:sr-only"
        orientation="vertical"
        value={chosen}
        onValueChange={setChosen}
        options={options.map(({ variant, label, message }) => ({
          value: String(variant.id),
          label,
          hint: <DeliveryMessage message={message} className="font-normal" />,
        }))}
      />
      <Button
        data-slot="variant-choice-apply"
        aria-disabled={options.length === 0 || undefined}
        onClick={choose}
        className="w-full"
      >
        {applyLabel}
      </Button>
    </>
  );
}

type AttributePickerDialogProps = ContentDialogProps & VariantChoiceProps;

/** The attribute picker: the product's sizes (or another attribute) with delivery times. */
function AttributePickerDialog({
  id = 'attribute-picker',
  returnFocusTo,
  open,
  onOpenChange,
  ...choice
}: AttributePickerDialogProps) {
  const { t } = useUiText();
  const attribute = choice.product.variants[0]?.attributes[choice.attributeKey]?.label ?? '';
  return (
    <DialogFrame
      id={id}
      kind="attribute-picker"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.attributePicker.title', { attribute })}
      description={`${choice.product.brand} ${choice.product.name}`}
    >
      <VariantChoice dialogId={id} applyLabel={t('dialogs.attributePicker.apply')} {...choice} />
    </DialogFrame>
  );
}

// The customize dialog and the size advisor are modules of their own: the product page loads
// them alone, lazily.
export { CustomizeDialog, type CustomizeDialogProps } from './customize-dialog';
export { SiblingSelectDialog, type SiblingSelectDialogProps } from './sibling-select-dialog';
export {
  SizeAdvisorDialog,
  type SizeAdvisorDialogProps,
  type SizeTable,
} from './size-advisor-dialog';
export {
  AttributePickerDialog,
  type AttributePickerDialogProps,
  VariantChoice,
  type VariantChoiceProps,
  variantOptions,
};

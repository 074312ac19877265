import type { ProductPageVariantOption } from '@vitrine/domain/product-page';
import { useUiText } from '../i18n/ui-text';
import { Button } from './button';
import { useLazyDialog } from './lazy-dialog';
import { LazyProductVariantDialog } from './product-page-dialog-views';

/** The variant picker's id on the page's stack. */
export const productVariantDialogId = 'attribute-picker';

type ProductVariantChoiceProps = {
  /** The variants to choose from (a size, a motif), each with its label, availability and page. */
  options: readonly ProductPageVariantOption[];
  /** The product's name, which the picker's title names. */
  productName: string;
  /** Called with the chosen variant (the page moves its `?variant=` there). */
  onChoose: (option: ProductPageVariantOption) => void;
  /** Opens the picker once the page runs (`?action=addToCart` on a product to choose first). */
  openAtStart?: boolean;
};

/**
 * "Choose variant" on the product page: opens the attribute picker over the variant links
 * (which stay, so choosing works without JavaScript too).
 */
function ProductVariantChoice({
  options,
  productName,
  onChoose,
  openAtStart = false,
}: ProductVariantChoiceProps) {
  const { t } = useUiText();
  const picker = useLazyDialog(LazyProductVariantDialog, {
    id: productVariantDialogId,
    position: 'right',
    openAtStart,
  });
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        data-slot="product-variant-choice"
        className="mt-2"
        {...picker.triggerProps}
      >
        {t('productCard.chooseVariant')}
      </Button>
      {picker.rendered ? (
        <LazyProductVariantDialog
          id={productVariantDialogId}
          options={options}
          productName={productName}
          onChoose={onChoose}
        />
      ) : null}
    </>
  );
}

export { ProductVariantChoice, type ProductVariantChoiceProps };

import type { EngravingFields } from '@vitrine/domain/basket';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { Button } from './button';
import { FieldLabel, Input } from './form-field';
import { useLazyDialog } from './lazy-dialog';
import { LazyCustomizeDialog } from './product-page-dialog-views';

type EngravingText = Readonly<Record<string, string>>;

/** The customize dialog's id on the page's stack. */
export const productCustomizeDialogId = 'customize';

type ProductEngravingProps = {
  /** The product's rows and limit (`ProductPageView.engraving`). */
  fields: EngravingFields;
  /** The rows' text by row name, `{ text1: 'Mia' }`. */
  value: EngravingText;
  /**
   * Called with the rows' text as the shopper types, saves the editor or orders without engraving
   * (then `{}`).
   */
  onValueChange: (value: EngravingText) => void;
  /** Opens the editor once the page runs (`?action=addToCart` on an engraved article). */
  openAtStart?: boolean;
};

/**
 * The engraving rows of the product page's add-to-cart form (its rows from the product's
 * gravureHeadline / gravureLength): plain inputs named `text1..n`, so the form posts them
 * without JavaScript; with it, "customize" opens the engraving editor with its preview and
 * counters, whose text goes back into the rows. Empty rows (or "ohne") mean no engraving: the
 * basket decides that with the domain's rule.
 */
function ProductEngraving({
  fields,
  value,
  onValueChange,
  openAtStart = false,
}: ProductEngravingProps) {
  const { t } = useUiText();
  const baseId = React.useId();
  const customize = useLazyDialog(LazyCustomizeDialog, {
    id: productCustomizeDialogId,
    position: 'center',
    openAtStart,
  });
  const hintId = `${baseId}-hint`;
  return (
    <fieldset data-slot="product-engraving" className="grid w-full gap-3" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('productDetail.engraving')}
      </legend>
      {fields.rows.map((row) => {
        const id = `${baseId}-${row.name}`;
        return (
          <div key={row.name} className="grid gap-1.5">
            <FieldLabel htmlFor={id}>{row.label}</FieldLabel>
            <Input
              id={id}
              name={row.name}
              value={value[row.name] ?? ''}
              maxLength={fields.maxLength ?? undefined}
              autoComplete="off"
              onChange={(event) => onValueChange({ ...value, [row.name]: event.target.value })}
            />
          </div>
        );
      })}
      <p id={hintId} className="text-sm text-ink-soft">
        {fields.maxLength !== null
          ? t('productDetail.engravingHint', { max: fields.maxLength })
          : t('productDetail.engravingHintUnlimited')}
      </p>
      <Button
        type="button"
        variant="secondary"
        data-slot="product-engraving-customize"
        className="justify-self-start"
        {...customize.triggerProps}
      >
        {t('engraving.title')}
      </Button>
      {customize.rendered ? (
        <LazyCustomizeDialog
          id={productCustomizeDialogId}
          fields={fields}
          // The editor mounts with each opening: it starts from the rows as typed on the page.
          defaultValue={value}
          onSave={(decision) =>
            onValueChange(decision.kind === 'engraving' ? decision.customText : {})
          }
          onRemove={() => onValueChange({})}
        />
      ) : null}
    </fieldset>
  );
}

export { ProductEngraving, type ProductEngravingProps };

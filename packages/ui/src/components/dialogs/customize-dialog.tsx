import type { EngravingFields } from '@vitrine/domain/basket';
import { useUiText } from '../../i18n/ui-text';
import { EngravingEditor, type EngravingEditorProps } from '../engraving-editor';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

type CustomizeDialogProps = ContentDialogProps &
  Pick<EngravingEditorProps, 'defaultValue' | 'onRemove' | 'disabled'> & {
    /** The product's rows and limit (`engravingFields(product.advancedAttributes)`). */
    fields: EngravingFields;
    /** Called with the domain's decision; the dialog closes. */
    onSave: EngravingEditorProps['onSave'];
  };

/**
 * The customize dialog: the engraving editor, from the product page or the basket
 * line's "edit engraving". Saving or "without engraving" closes it.
 */
function CustomizeDialog({
  id = 'customize',
  returnFocusTo,
  open,
  onOpenChange,
  onSave,
  onRemove,
  ...editor
}: CustomizeDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  return (
    <DialogFrame
      id={id}
      kind="customize"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('engraving.title')}
      description={t('engraving.description')}
    >
      <EngravingEditor
        onSave={closeThen(onSave)}
        onRemove={onRemove !== undefined ? closeThen(onRemove) : undefined}
        {...editor}
      />
    </DialogFrame>
  );
}

export { CustomizeDialog, type CustomizeDialogProps };

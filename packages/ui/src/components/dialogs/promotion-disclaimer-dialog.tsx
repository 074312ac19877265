import type * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';

type PromotionDisclaimerDialogProps = ContentDialogProps & {
  /** The promotion's name (its badge label). */
  promotionName: string;
  /** The promotion's fine print, from the promotion or the CMS. */
  text: React.ReactNode;
};

/** The promotion disclaimer: the fine print of a promotion a product takes part in. */
function PromotionDisclaimerDialog({
  id = 'promotion-product-disclaimer',
  returnFocusTo,
  open,
  onOpenChange,
  promotionName,
  text,
}: PromotionDisclaimerDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="promotion-product-disclaimer"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.promotionDisclaimer.title')}
      description={promotionName}
    >
      <div data-slot="promotion-disclaimer-text" className="grid gap-2 text-sm">
        {text}
      </div>
    </DialogFrame>
  );
}

export { PromotionDisclaimerDialog, type PromotionDisclaimerDialogProps };

import { useUiText } from '../../i18n/ui-text';
import { useRenderLink } from '../../lib/link-renderer';
import { ShippingCostProgress, type ShippingCostProgressProps } from '../shipping-cost-progress';
import { ShippingCostRule } from '../shipping-cost-rule';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';
import { InfoDialogFrame } from './info-dialog-frame';

// The basket page's info dialogs, in a module of their own: the add-to-cart layer's module is
// in the code every page loads, and these load only with the basket page's dialog chunk.

type ShippingCostProgressDialogProps = ContentDialogProps &
  ShippingCostProgressProps & {
    /**
     * What it shows: the progress alone (`progress`, the default), or the progress and the
     * shop's steps below it (`rule`: each step's name, order value and cost, the current one
     * marked), as the basket page opens it from its summary.
     */
    detail?: 'progress' | 'rule';
  };

/** The basket's shipping-cost dialog: how far the next cheaper step is, and every step. */
function ShippingCostProgressDialog({
  id = 'basket-shipping-cost-progress',
  returnFocusTo,
  open,
  onOpenChange,
  detail = 'progress',
  ...progress
}: ShippingCostProgressDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="basket-shipping-cost-progress"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.shippingProgress.title')}
      description={t('dialogs.shippingProgress.description')}
      hideDescription
    >
      <ShippingCostProgress {...progress} />
      {detail === 'rule' ? (
        <ShippingCostRule
          className="mt-4"
          orderValue={progress.orderValue}
          conditions={progress.conditions}
          currency={progress.currency}
        />
      ) : null}
    </DialogFrame>
  );
}

type MedicalProductInfoDialogProps = ContentDialogProps & {
  /** The contact page, linked at the end. */
  contactHref: string;
};

/**
 * The info overlay of the basket card's medical-product notice (German shop only; whether a line
 * shows the notice is the domain's `showsMedicalNotice`).
 */
function MedicalProductInfoDialog({
  id = 'medical-product-info',
  returnFocusTo,
  open,
  onOpenChange,
  contactHref,
}: MedicalProductInfoDialogProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  return (
    <InfoDialogFrame
      id={id}
      kind="medical-product-info"
      texts="medicalInfo"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
    >
      <p className="text-sm">{t('dialogs.medicalInfo.use')}</p>
      <p className="text-sm">{t('dialogs.medicalInfo.questions')}</p>
      <p>
        {renderLink({
          href: contactHref,
          className:
            'rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus',
          children: t('basketCard.medicalContact'),
        })}
      </p>
    </InfoDialogFrame>
  );
}

export {
  MedicalProductInfoDialog,
  type MedicalProductInfoDialogProps,
  ShippingCostProgressDialog,
  type ShippingCostProgressDialogProps,
};

import { type BasketInfoDialog, basketInfoStepId } from '@vitrine/domain/basket';
import type * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { useRenderLink } from '../../lib/link-renderer';
import { ShippingCostProgress, type ShippingCostProgressProps } from '../shipping-cost-progress';
import { ShippingCostRule } from '../shipping-cost-rule';

type BasketInfoStepProps = {
  /** The info dialog the basket page shows in place (`?dialog=`, `basketInfoStep` of the domain). */
  step: BasketInfoDialog;
  /** The basket's order value, shipping-cost steps and currency, for the shipping-cost progress. */
  shipping: Pick<ShippingCostProgressProps, 'orderValue' | 'conditions' | 'currency'>;
  /** The contact page, which the medical info links to. */
  contactHref: string;
  /** The basket page without the step: where "close" leads. */
  closeHref: string;
};

const linkClass =
  'rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus';

/**
 * An info dialog's content shown in the basket page, for a browser without JavaScript that
 * followed the dialog's link (`?dialog=shipping`): the same heading and content as
 * `ShippingCostProgressDialog` with its rule or `MedicalProductInfoDialog`
 * (the basket card's medical info overlay, DE), and a link back to the basket.
 */
function BasketInfoStep({ step, shipping, contactHref, closeHref }: BasketInfoStepProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const id = basketInfoStepId(step);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-slot="basket-info-step"
      data-dialog={step}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={`${id}-heading`} className="font-display text-lg font-bold text-ink">
        {t(step === 'shipping' ? 'dialogs.shippingProgress.title' : 'dialogs.medicalInfo.title')}
      </h2>
      {step === 'shipping' ? (
        <>
          <ShippingCostProgress {...shipping} />
          <ShippingCostRule {...shipping} />
        </>
      ) : (
        <>
          <p className="text-sm">{t('dialogs.medicalInfo.text')}</p>
          <p className="text-sm">{t('dialogs.medicalInfo.use')}</p>
          <p className="text-sm">{t('dialogs.medicalInfo.questions')}</p>
          <p>
            {renderLink({
              href: contactHref,
              className: linkClass,
              children: t('basketCard.medicalContact'),
            })}
          </p>
        </>
      )}
      {renderLink({
        href: closeHref,
        'data-slot': 'basket-info-step-close',
        className: 'ui-button ui-button-secondary ui-button-sm w-fit',
        children: t('common.close'),
      } as React.ComponentProps<'a'> & { href: string })}
    </section>
  );
}

export { BasketInfoStep, type BasketInfoStepProps };

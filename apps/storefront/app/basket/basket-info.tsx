import type { BasketInfoDialog, Currency, ShippingCostCondition } from '@vitrine/domain';
import {
  LazyBasketInfoStep,
  LazyMedicalProductInfoDialog,
  LazyShippingCostProgressDialog,
  useLazyDialog,
} from '@vitrine/ui';
import type * as React from 'react';
import { DialogStepLink } from '../shell/dialog-step-link';

/**
 * The basket page's info dialogs (§2 basket shipping-cost progress; the basket card's
 * medical-product info overlay, DE): each opened by a link that leads to the page's step
 * (`?dialog=`) without JavaScript; once scripts run, its click opens the dialog, whose code
 * loads with that first click (the basket page's dialog chunk).
 */

const shippingInfoId = 'basket-shipping-cost-progress';
const medicalInfoId = 'medical-product-info';

/** What the shipping-cost progress shows: the order value, the shop's steps and the currency. */
export interface BasketShippingProgress {
  readonly orderValue: number;
  readonly conditions: readonly ShippingCostCondition[];
  readonly currency: Currency;
}

/**
 * The summary's link to the shipping-cost progress: without JavaScript the page's step
 * (`?dialog=shipping`); with it, the dialog (focus inside, Escape closes, focus back here).
 */
export function BasketShippingInfoLink({
  href,
  progress,
  children,
}: {
  readonly href: string;
  readonly progress: BasketShippingProgress;
  readonly children: React.ReactNode;
}) {
  const dialog = useLazyDialog(LazyShippingCostProgressDialog, {
    id: shippingInfoId,
    position: 'center',
  });
  return (
    <>
      <DialogStepLink
        to={href}
        data-slot="basket-shipping-info"
        className="justify-self-start rounded-sm text-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
        onOpen={dialog.openDialog}
      >
        {children}
      </DialogStepLink>
      {dialog.rendered ? (
        <LazyShippingCostProgressDialog id={shippingInfoId} detail="rule" {...progress} />
      ) : null}
    </>
  );
}

/**
 * The medical-product info of the basket's lines: one dialog for the page, opened by any line's
 * notice (the lines pass `open` to their card); `element` is the dialog once its code is loaded.
 */
export function useMedicalInfoDialog(contactHref: string) {
  const dialog = useLazyDialog(LazyMedicalProductInfoDialog, {
    id: medicalInfoId,
    position: 'center',
  });
  return {
    open: dialog.openDialog,
    element: dialog.rendered ? (
      <LazyMedicalProductInfoDialog id={medicalInfoId} contactHref={contactHref} />
    ) : null,
  };
}

/** The info dialog's content in the page, for a browser without JavaScript (`?dialog=`). */
export function BasketInfoStepView({
  step,
  progress,
  contactHref,
  closeHref,
}: {
  readonly step: BasketInfoDialog;
  readonly progress: BasketShippingProgress;
  readonly contactHref: string;
  readonly closeHref: string;
}) {
  return (
    <LazyBasketInfoStep
      step={step}
      shipping={progress}
      contactHref={contactHref}
      closeHref={closeHref}
    />
  );
}

import { LazyCarrierInfoDialog, useLazyDialog } from '@vitrine/ui';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DialogStepLink } from '../shell/dialog-step-link';

/**
 * The carrier info of §2, shared by the basket's shipping line and the checkout's shipping
 * method: the same dialog (its code a chunk loaded with the first click), the same texts per
 * carrier, and the same step of the page for a browser without JavaScript.
 */

const carrierInfoId = 'carrier-info';

/** The id of the step's section: the fragment the links and buttons lead to without script. */
export const carrierInfoStepId = 'versandpartner';

const triggerClass =
  'rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus';

/** The carriers as the dialog and the step show them: the CMS's names, the shop's text. */
function useCarriers(names: readonly string[]) {
  const { t } = useTranslation();
  return names.map((name) => ({ name, text: t('basketExtras.carrierText') }));
}

/** The dialog of the page's carriers, and what opens it; rendered once its code is loaded. */
function useCarrierInfoDialog(carriers: readonly string[]) {
  const dialog = useLazyDialog(LazyCarrierInfoDialog, { id: carrierInfoId, position: 'right' });
  const shown = useCarriers(carriers);
  return {
    ...dialog,
    element: dialog.rendered ? <LazyCarrierInfoDialog id={carrierInfoId} carriers={shown} /> : null,
  };
}

interface CarrierInfoLinkProps {
  /** The shop's shipping providers (§3 config `shippingProviders`). */
  readonly carriers: readonly string[];
  /** The page's carrier step (`?versandpartner`), where the link leads without JavaScript. */
  readonly href: string;
  /** The link's text. */
  readonly children: React.ReactNode;
}

/**
 * The basket shipping line's "carriers" link: without JavaScript it leads to the page's
 * carrier step; once scripts run, its click opens the carrier info dialog.
 */
export function CarrierInfoLink({ carriers, href, children }: CarrierInfoLinkProps) {
  const dialog = useCarrierInfoDialog(carriers);
  return (
    <>
      <DialogStepLink
        to={href}
        data-slot="basket-carrier-info"
        className={triggerClass}
        onOpen={dialog.openDialog}
      >
        {children}
      </DialogStepLink>
      {dialog.element}
    </>
  );
}

interface CarrierInfoButtonProps {
  /** The shop's shipping providers (§3 config `shippingProviders`). */
  readonly carriers: readonly string[];
  /**
   * The page's carrier step (`?versandpartner#versandpartner`) the button posts its form to
   * without JavaScript, so the entries come back with the step rather than being lost.
   */
  readonly formAction: string;
  /** The `intent` the post carries: one that shows the form again, placing nothing. */
  readonly intent: string;
  /** The button's text. */
  readonly children: React.ReactNode;
}

/**
 * The carrier info inside a form (the checkout's shipping method): a submit button posting
 * the form to the page's carrier step without JavaScript; once scripts run, it opens the
 * dialog instead (focus inside, Escape closes, focus back on the button).
 */
export function CarrierInfoButton({
  carriers,
  formAction,
  intent,
  children,
}: CarrierInfoButtonProps) {
  const dialog = useCarrierInfoDialog(carriers);
  return (
    <>
      <button
        type="submit"
        formAction={formAction}
        name="intent"
        value={intent}
        data-slot="checkout-carrier-info"
        className={`justify-self-start text-start text-sm ${triggerClass}`}
        {...dialog.triggerProps}
        onClick={(event) => {
          event.preventDefault();
          dialog.openDialog();
        }}
      >
        {children}
      </button>
      {dialog.element}
    </>
  );
}

/**
 * The carrier info as a step of the page for a browser without JavaScript (§2 carrier info):
 * who delivers, and the way back (`close`: the basket's link, the checkout's button).
 */
export function CarrierInfoStep({
  carriers,
  slot,
  headingLevel = 2,
  close,
}: {
  readonly carriers: readonly string[];
  /** The step's `data-slot` on its page. */
  readonly slot: string;
  /** The step's heading level in its page's outline; each carrier's is one below. */
  readonly headingLevel?: 2 | 3;
  readonly close: React.ReactNode;
}) {
  const { t } = useTranslation();
  const shown = useCarriers(carriers);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CarrierHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section
      id={carrierInfoStepId}
      data-slot={slot}
      aria-labelledby={`${carrierInfoStepId}-heading`}
      className="grid gap-3 rounded-card border border-line p-4"
    >
      <Heading id={`${carrierInfoStepId}-heading`} className="font-display text-lg font-bold">
        {t('basketExtras.carrierInfoTitle')}
      </Heading>
      <ul className="grid gap-3">
        {shown.map((carrier) => (
          <li key={carrier.name} className="grid gap-1">
            <CarrierHeading className="font-semibold">{carrier.name}</CarrierHeading>
            <p className="text-sm text-ink-soft">{carrier.text}</p>
          </li>
        ))}
      </ul>
      {close}
    </section>
  );
}

/** The look of the step's way back, a link or a button. */
export const carrierInfoCloseClass = `justify-self-start ${triggerClass}`;

import { LazyCarrierInfoDialog, useLazyDialog } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const carrierInfoId = 'carrier-info';

/** The carriers as the dialog and the step show them: the CMS's names, the shop's text. */
function useCarriers(names: readonly string[]) {
  const { t } = useTranslation();
  return names.map((name) => ({ name, text: t('basketExtras.carrierText') }));
}

interface CarrierInfoLinkProps {
  /** The shop's shipping providers (§3 config `shippingProviders`). */
  readonly carriers: readonly string[];
  /** The page's carrier step (`?versandpartner`), where the link leads without JavaScript. */
  readonly href: string;
}

/**
 * The basket shipping line's "carriers" link (§2 carrier info): without JavaScript it leads to
 * the page's carrier step; once scripts run, its click opens the carrier info dialog, whose
 * code loads with that first click.
 */
export function CarrierInfoLink({ carriers, href }: CarrierInfoLinkProps) {
  const { t } = useTranslation();
  const dialog = useLazyDialog(LazyCarrierInfoDialog, { id: carrierInfoId, position: 'right' });
  const shown = useCarriers(carriers);
  return (
    <>
      <Link
        to={href}
        data-slot="basket-carrier-info"
        aria-haspopup="dialog"
        className="rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
        onClick={(event) => {
          event.preventDefault();
          dialog.openDialog();
        }}
      >
        {t('basketExtras.carrierInfo')}
      </Link>
      {dialog.rendered ? <LazyCarrierInfoDialog id={carrierInfoId} carriers={shown} /> : null}
    </>
  );
}

/**
 * The carrier info as a step of the page for a browser without JavaScript (§2 carrier info):
 * who delivers, and the way back to the basket.
 */
export function CarrierInfoStep({
  carriers,
  closeHref,
}: {
  readonly carriers: readonly string[];
  readonly closeHref: string;
}) {
  const { t } = useTranslation();
  const shown = useCarriers(carriers);
  return (
    <section
      id="versandpartner"
      data-slot="basket-carrier-step"
      aria-labelledby="versandpartner-heading"
      className="grid gap-3 rounded-card border border-line p-4"
    >
      <h2 id="versandpartner-heading" className="font-display text-lg font-bold">
        {t('basketExtras.carrierInfoTitle')}
      </h2>
      <ul className="grid gap-3">
        {shown.map((carrier) => (
          <li key={carrier.name} className="grid gap-1">
            <h3 className="font-semibold">{carrier.name}</h3>
            <p className="text-sm text-ink-soft">{carrier.text}</p>
          </li>
        ))}
      </ul>
      <Link
        to={closeHref}
        className="justify-self-start rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
      >
        {t('basketExtras.carrierInfoClose')}
      </Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { CheckoutForm } from '../checkout/checkout-form';
import { CheckoutFrame, checkoutLayoutHandle } from '../checkout/checkout-frame';
import { loadCheckoutPage } from '../checkout/checkout-page.server';
import {
  type CheckoutFormResult,
  handleCheckoutPagePost,
} from '../checkout/checkout-page-action.server';
import { useDataLayerEvent } from '../tracking/data-layer';
import type { Route } from './+types/checkout-page';

/** The checkout layout (§2 `/kasse/`): no shop header, navigation or footer. */
export const handle = checkoutLayoutHandle;

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex, nofollow' }];
}

// The customer's own checkout (`private, no-store`), the action's answer too.
export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return errorHeaders ?? loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage({ request, context });
}

/** The checkout form, posted without JavaScript or by the page: review again, or place the order. */
export function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutPagePost(request, context);
}

/** The checkout page `/kasse/` (issue 18): addresses, shipping, payment, review and the order. */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // §4 begin_checkout once per view of the page (not again for the answers of its form).
  useDataLayerEvent(loaderData.tracking.beginCheckout, 'begin_checkout');
  return (
    <CheckoutFrame homeHref={loaderData.paths.home} basketHref={loaderData.paths.basket}>
      <main id="inhalt" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <h1 id="checkout-heading" className="font-display text-3xl font-bold">
          {t('checkout.title')}
        </h1>
        <CheckoutForm page={loaderData} result={actionData as CheckoutFormResult | undefined} />
      </main>
    </CheckoutFrame>
  );
}

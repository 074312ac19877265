import { namedComponents, preloadBlockViews } from '@vitrine/cms-blocks';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { OrderTotals } from '../basket/order-totals';
import { AddressLines, ReviewLines, useMoney } from '../checkout/checkout-review';
import { loadThankYouPage, type ThankYouPageData } from '../checkout/thank-you-page.server';
import { blockViewsMetaName } from '../cms/block-views-meta';
import { CmsStoryView } from '../cms/cms-story-view';
import { contentBlockTitle } from '../cms/content-block-title';
import { useDataLayerEvent } from '../tracking/data-layer';
import type { Route } from './+types/thank-you-page';

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const story = loaderData.state === 'expired' ? loaderData.content?.story : undefined;
  return [
    { title: loaderData.title },
    { name: 'robots', content: 'noindex, nofollow' },
    ...(story
      ? [{ name: blockViewsMetaName, content: [...namedComponents(story.block)].join(' ') }]
      : []),
  ];
}

// The customer's own order (`private, no-store`), never kept by a cache.
export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadThankYouPage({ request, context });
}

/** A client navigation to the expired page loads its blocks' code before showing it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.state === 'expired' && data.content) {
    await preloadBlockViews(namedComponents(data.content.story.block));
  }
  return data;
}

/** The thank-you page `/danke/` (issue 18): the order once, then the CMS thank-you-expired content. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  return loaderData.state === 'order' ? (
    <ThankYouOrderView page={loaderData} />
  ) : (
    <ThankYouExpired page={loaderData} />
  );
}

function ThankYouOrderView({
  page,
}: {
  readonly page: Extract<ThankYouPageData, { state: 'order' }>;
}) {
  const { t } = useTranslation();
  const money = useMoney(page.iso, page.currency);
  const { order } = page;
  // §4 purchase, once for the order.
  useDataLayerEvent(page.tracking.purchase, `purchase-${order.orderNumber}`);
  return (
    <main
      id="inhalt"
      className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8"
      data-slot="thank-you"
    >
      <h1 className="font-display text-3xl font-bold">{t('thankYou.title')}</h1>
      <p className="text-lg" data-slot="thank-you-order-number">
        {t('thankYou.orderNumber', { orderNumber: order.orderNumber })}
      </p>
      <p>{t('thankYou.mailSent', { email: order.email })}</p>
      {order.paymentState === 'pending' ? (
        <p
          role="status"
          data-slot="thank-you-payment-pending"
          className="rounded-card border border-line bg-primary-soft p-4"
        >
          <strong>{t('checkout.paymentState.pending')}.</strong> {t('thankYou.paymentPendingText')}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <section
          className="grid content-start gap-2 rounded-card border border-line p-4"
          aria-labelledby="thank-you-billing"
        >
          <h2 id="thank-you-billing" className="font-display text-xl font-bold">
            {t('checkout.billingHeading')}
          </h2>
          <AddressLines address={order.billingAddress} />
        </section>
        <section
          className="grid content-start gap-2 rounded-card border border-line p-4"
          aria-labelledby="thank-you-shipping"
        >
          <h2 id="thank-you-shipping" className="font-display text-xl font-bold">
            {t('checkout.shippingHeading')}
          </h2>
          <AddressLines address={order.shippingAddress} />
        </section>
      </div>
      <section
        className="grid gap-2 rounded-card border border-line p-4"
        aria-labelledby="thank-you-payment"
      >
        <h2 id="thank-you-payment" className="font-display text-xl font-bold">
          {t('checkout.paymentHeading')}
        </h2>
        <p data-slot="thank-you-payment">{t(`checkout.payment.${order.paymentMethod}`)}</p>
        {order.paymentState === 'none' ? null : (
          <p data-slot="thank-you-payment-state" data-state={order.paymentState}>
            {t(`checkout.paymentState.${order.paymentState}`)}
          </p>
        )}
        <p>{t(`checkout.shippingMethod.${order.shippingMethod}`)}</p>
      </section>
      <section
        className="grid gap-4 rounded-card border border-line p-4"
        aria-labelledby="thank-you-lines"
      >
        <h2 id="thank-you-lines" className="font-display text-xl font-bold">
          {t('thankYou.linesHeading')}
        </h2>
        <ReviewLines lines={order.lines} money={money} />
        <OrderTotals
          slot="checkout"
          totals={order.totals}
          shippingMethod={order.shippingMethod}
          voucherCode={order.voucherCode}
          money={money}
        />
      </section>
      <p>
        <a href={`${page.localePrefix}/`} className="font-semibold text-primary underline">
          {t('thankYou.continueShopping')}
        </a>
      </p>
    </main>
  );
}

function ThankYouExpired({
  page,
}: {
  readonly page: Extract<ThankYouPageData, { state: 'expired' }>;
}) {
  const { t } = useTranslation();
  const content = page.content;
  const title = contentBlockTitle(content?.story.block ?? null);
  return (
    <main
      id="inhalt"
      className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8"
      data-slot="thank-you-expired"
    >
      <h1 className="font-display text-3xl font-bold">{title || t('thankYou.expiredTitle')}</h1>
      {content !== null ? (
        <CmsStoryView
          story={content.story}
          page={{
            preview: false,
            currentUrl: page.currentUrl,
            localePrefix: page.localePrefix,
            blockData: content.blockData,
            campaigns: [],
            now: page.now,
          }}
        />
      ) : (
        <p>{t('thankYou.expiredText')}</p>
      )}
    </main>
  );
}

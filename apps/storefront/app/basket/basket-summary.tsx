import { basketFormFields, basketFormIntents, formatPrice } from '@vitrine/domain';
import { Button, ShippingCostProgress } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarrierInfoLink } from '../shipping/carrier-info';
import { pushToDataLayer } from '../tracking/data-layer';
import { BasketCodeField } from './basket-code-field';
import type { BasketFormResult } from './basket-form-post.server';
import { BasketGiftCard } from './basket-gift-card';
import { BasketShippingInfoLink } from './basket-info';
import type { BasketPageData } from './basket-page.server';
import { OrderTotals } from './order-totals';

interface BasketSummaryProps {
  readonly page: BasketPageData;
  readonly locale: string;
  /** The voucher field's message from a post without JavaScript. */
  readonly postedAnswer: BasketFormResult | undefined;
  /** The gift-card field's message from a post without JavaScript. */
  readonly postedGiftCardAnswer: BasketFormResult | undefined;
}

/**
 * The basket's totals (§2): goods, voucher, shipping (standard by the shop's steps or freight)
 * with the carrier info, the total with the tax it includes, what a gift card pays and what is
 * left to pay, how far it is to cheaper shipping, the voucher and gift-card fields and the way on
 * to checkout. Both code fields are one `BasketCodeField`.
 */
export function BasketSummary({
  page,
  locale,
  postedAnswer,
  postedGiftCardAnswer,
}: BasketSummaryProps) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, { locale, currency: page.currency }) ?? '';
  const { totals, voucher } = page;
  return (
    <section
      aria-labelledby="basket-summary-heading"
      className="grid content-start gap-4 rounded-card border border-line p-4"
    >
      <h2 id="basket-summary-heading" className="font-display text-xl font-bold">
        {t('basketPage.summary')}
      </h2>
      <OrderTotals
        slot="basket"
        totals={totals}
        shippingMethod={page.shippingMethod}
        voucherCode={voucher.state === 'applied' ? voucher.code : null}
        money={money}
        {...(page.carriers.length > 0
          ? {
              shippingInfo: (
                <CarrierInfoLink carriers={page.carriers} href={page.paths.carrierInfo}>
                  {t('basketExtras.carrierInfo')}
                </CarrierInfoLink>
              ),
            }
          : {})}
      />
      {page.shippingMethod === 'standard' ? (
        <div className="grid gap-2">
          <ShippingCostProgress
            orderValue={page.shippingProgress.orderValue}
            conditions={page.shippingProgress.conditions}
            currency={page.currency}
          />
          {page.info.shipping ? (
            <BasketShippingInfoLink
              href={page.paths.info.shipping}
              progress={{ ...page.shippingProgress, currency: page.currency }}
            >
              {t('basketExtras.shippingInfo')}
            </BasketShippingInfoLink>
          ) : null}
        </div>
      ) : null}
      <BasketCodeField
        id="basket-voucher"
        name={basketFormFields.voucherCode}
        intents={{ apply: basketFormIntents.applyVoucher, remove: basketFormIntents.removeVoucher }}
        texts={{
          label: t('basketPage.voucherLabel'),
          apply: t('basketPage.voucherApply'),
          remove: t('basketPage.voucherRemove'),
        }}
        applied={
          voucher.state === 'applied' ? (
            <p className="text-sm">{t('basketPage.voucherActive', { code: voucher.code })}</p>
          ) : null
        }
        defaultValue={voucher.state === 'refused' ? voucher.code : ''}
        messageOf={(answer) => {
          const message =
            answer?.voucherMessage ?? (voucher.state === 'refused' ? voucher.reason : undefined);
          return message === undefined ? undefined : t(message);
        }}
        postedAnswer={postedAnswer}
      />
      <BasketGiftCard giftCard={page.giftCard} money={money} postedAnswer={postedGiftCardAnswer} />
      <Button asChild size="lg" className="w-full">
        <Link
          to={page.paths.checkout}
          data-slot="basket-checkout"
          onClick={() => pushToDataLayer(page.tracking.beginCheckout)}
        >
          {t('basketPage.toCheckout')}
        </Link>
      </Button>
    </section>
  );
}

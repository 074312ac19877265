import {
  basketFormFields,
  basketFormIntents,
  formatPrice,
  maxVoucherCodeLength,
} from '@vitrine/domain';
import { Button, Input, Label, ShippingCostProgress } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { CarrierInfoLink } from '../shipping/carrier-info';
import { pushToDataLayer } from '../tracking/data-layer';
import { useWatchFetcherAnswer } from './basket-answers';
import type { BasketFormResult } from './basket-form-post.server';
import { BasketGiftCard } from './basket-gift-card';
import { BasketShippingInfoLink } from './basket-info';
import { OrderTotals } from './order-totals';

const voucherFetcherKey = 'basket-voucher';

import type { BasketPageData } from './basket-page.server';

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
 * to checkout. The voucher form posts to the page without JavaScript and through a
 * fetcher with it; a refused code is said at the field.
 */
export function BasketSummary({
  page,
  locale,
  postedAnswer,
  postedGiftCardAnswer,
}: BasketSummaryProps) {
  const { t } = useTranslation();
  const voucherFetcher = useFetcher<BasketFormResult>({ key: voucherFetcherKey });
  const watchAnswer = useWatchFetcherAnswer();
  const money = (cents: number) => formatPrice(cents, { locale, currency: page.currency }) ?? '';
  const { totals, voucher } = page;
  const answer =
    voucherFetcher.state === 'idle' ? (voucherFetcher.data ?? postedAnswer) : undefined;
  const fieldMessage =
    answer?.voucherMessage ?? (voucher.state === 'refused' ? voucher.reason : undefined);
  const messageText = fieldMessage === undefined ? undefined : t(fieldMessage);
  const VoucherForm = voucherFetcher.Form;
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
      {voucher.state === 'applied' ? (
        <VoucherForm
          method="post"
          className="flex items-center justify-between gap-2"
          onSubmit={() => watchAnswer(voucherFetcherKey)}
        >
          <input
            type="hidden"
            name={basketFormFields.intent}
            value={basketFormIntents.removeVoucher}
          />
          <p className="text-sm">{t('basketPage.voucherActive', { code: voucher.code })}</p>
          <Button type="submit" variant="ghost" size="sm">
            {t('basketPage.voucherRemove')}
          </Button>
        </VoucherForm>
      ) : (
        <VoucherForm
          method="post"
          className="grid gap-2"
          noValidate
          onSubmit={() => watchAnswer(voucherFetcherKey)}
        >
          <input
            type="hidden"
            name={basketFormFields.intent}
            value={basketFormIntents.applyVoucher}
          />
          <Label htmlFor="basket-voucher-code">{t('basketPage.voucherLabel')}</Label>
          <div className="flex gap-2">
            <Input
              id="basket-voucher-code"
              name={basketFormFields.voucherCode}
              autoComplete="off"
              maxLength={maxVoucherCodeLength}
              defaultValue={voucher.state === 'refused' ? voucher.code : ''}
              aria-invalid={messageText !== undefined || undefined}
              aria-describedby={messageText !== undefined ? 'basket-voucher-message' : undefined}
            />
            <Button type="submit" variant="secondary" disabled={voucherFetcher.state !== 'idle'}>
              {t('basketPage.voucherApply')}
            </Button>
          </div>
          {messageText !== undefined ? (
            <p
              id="basket-voucher-message"
              role="alert"
              className="text-sm font-semibold text-danger"
            >
              {messageText}
            </p>
          ) : null}
        </VoucherForm>
      )}
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

import { basketFormFields, basketFormIntents, maxVoucherCodeLength } from '@vitrine/domain';
import { Button, Input, Label } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useWatchFetcherAnswer } from './basket-answers';
import type { BasketFormResult } from './basket-form-post.server';
import type { GiftCardView } from './basket-page.server';

const giftCardFetcherKey = 'basket-gift-card';

interface BasketGiftCardProps {
  readonly giftCard: GiftCardView;
  readonly money: (cents: number) => string;
  /** The gift-card field's answer from a post without JavaScript. */
  readonly postedAnswer: BasketFormResult | undefined;
}

/**
 * The basket's gift-card field (issue 16), beside the voucher's and working as it does: the
 * form posts to the page without JavaScript and through a fetcher with it. An applied card shows
 * its code masked (it works like money), what it takes off and what is left on it, with a
 * remove button; a refused one says why at the field.
 */
export function BasketGiftCard({ giftCard, money, postedAnswer }: BasketGiftCardProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<BasketFormResult>({ key: giftCardFetcherKey });
  const watchAnswer = useWatchFetcherAnswer();
  const answer = fetcher.state === 'idle' ? (fetcher.data ?? postedAnswer) : undefined;
  const messageText =
    answer?.giftCardMessage !== undefined
      ? t(answer.giftCardMessage)
      : giftCard.state === 'refused'
        ? t('basketPage.giftCardRefused', { code: giftCard.maskedCode, reason: t(giftCard.reason) })
        : undefined;
  const GiftCardForm = fetcher.Form;
  if (giftCard.state === 'applied') {
    return (
      <GiftCardForm
        method="post"
        className="flex items-center justify-between gap-2"
        data-slot="basket-gift-card"
        onSubmit={() => watchAnswer(giftCardFetcherKey)}
      >
        <input
          type="hidden"
          name={basketFormFields.intent}
          value={basketFormIntents.removeGiftCard}
        />
        <div className="grid gap-1 text-sm">
          <p>
            {t('basketPage.giftCardActive', {
              code: giftCard.maskedCode,
              amount: money(giftCard.amount),
            })}
          </p>
          <p className="text-ink-soft">
            {t('basketPage.giftCardRemaining', { amount: money(giftCard.remaining) })}
          </p>
        </div>
        <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== 'idle'}>
          {t('basketPage.giftCardRemove')}
        </Button>
      </GiftCardForm>
    );
  }
  return (
    <GiftCardForm
      method="post"
      className="grid gap-2"
      noValidate
      data-slot="basket-gift-card"
      onSubmit={() => watchAnswer(giftCardFetcherKey)}
    >
      <input type="hidden" name={basketFormFields.intent} value={basketFormIntents.applyGiftCard} />
      <Label htmlFor="basket-gift-card-code">{t('basketPage.giftCardLabel')}</Label>
      <div className="flex gap-2">
        <Input
          id="basket-gift-card-code"
          name={basketFormFields.giftCardCode}
          autoComplete="off"
          maxLength={maxVoucherCodeLength}
          aria-invalid={messageText !== undefined || undefined}
          aria-describedby={messageText !== undefined ? 'basket-gift-card-message' : undefined}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {t('basketPage.giftCardApply')}
        </Button>
      </div>
      {messageText !== undefined ? (
        <p id="basket-gift-card-message" role="alert" className="text-sm font-semibold text-danger">
          {messageText}
        </p>
      ) : null}
    </GiftCardForm>
  );
}

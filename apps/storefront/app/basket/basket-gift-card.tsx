import { basketFormFields, basketFormIntents } from '@vitrine/domain';
import { useTranslation } from 'react-i18next';
import { BasketCodeField } from './basket-code-field';
import type { BasketFormResult } from './basket-form-post.server';
import type { GiftCardView } from './basket-page.server';

interface BasketGiftCardProps {
  readonly giftCard: GiftCardView;
  readonly money: (cents: number) => string;
  /** The gift-card field's answer from a post without JavaScript. */
  readonly postedAnswer: BasketFormResult | undefined;
}

/**
 * The basket's gift-card field (issue 16), the voucher's code field: the form posts to the page
 * without JavaScript and through a fetcher with it. An applied card shows its code masked (it
 * works like money), what it takes off and what is left on it, with a remove button; a refused
 * one says why at the field.
 */
export function BasketGiftCard({ giftCard, money, postedAnswer }: BasketGiftCardProps) {
  const { t } = useTranslation();
  return (
    <BasketCodeField
      id="basket-gift-card"
      slot="basket-gift-card"
      name={basketFormFields.giftCardCode}
      intents={{ apply: basketFormIntents.applyGiftCard, remove: basketFormIntents.removeGiftCard }}
      texts={{
        label: t('basketPage.giftCardLabel'),
        apply: t('basketPage.giftCardApply'),
        remove: t('basketPage.giftCardRemove'),
      }}
      applied={
        giftCard.state === 'applied' ? (
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
        ) : null
      }
      messageOf={(answer) =>
        answer?.giftCardMessage !== undefined
          ? t(answer.giftCardMessage)
          : giftCard.state === 'refused'
            ? t('basketPage.giftCardRefused', {
                code: giftCard.maskedCode,
                reason: t(giftCard.reason),
              })
            : undefined
      }
      postedAnswer={postedAnswer}
    />
  );
}

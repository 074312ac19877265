import {
  type BasketLineView,
  basketEngravingFormValues,
  basketFormFields,
  basketFormIntents,
  basketMoveToWishlistFormValues,
  basketPageSteps,
  basketQuantityFormValues,
  basketRemoveFormValues,
  type CountryCode,
  engravingFields,
  hasEngraving,
  noEngravingText,
  type ProductImage,
} from '@vitrine/domain';
import {
  BasketProductCard,
  type ImageSource,
  LazyBasketCustomizeDialog,
  useLazyDialog,
} from '@vitrine/ui';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { shopImageUrl } from '../cms/image-url';
import { localisedHref } from '../cms/localised-href';
import { useWatchFetcherAnswer } from './basket-answers';
import { BasketEngravingStep } from './basket-engraving-step';
import type { BasketFormResult } from './basket-form-post.server';

/** Product images through the image service, as the card's image wants them (srcset by density). */
const basketImageSource =
  (image: ProductImage): ImageSource =>
  ({ width, quality, format }) =>
    shopImageUrl(image.src, { width, quality, format });

interface BasketLineProps {
  readonly line: BasketLineView;
  readonly country: CountryCode;
  readonly localePrefix: string;
  readonly contactHref: string;
  /** The answer a post without JavaScript got, when it was about this line. */
  readonly postedAnswer: BasketFormResult | undefined;
  /** Where the country has a wishlist (§6): the line's button moves it there. */
  readonly wishlist: boolean;
  readonly wishlisted: boolean;
  /** The basket page's path without a step: where the engraving step posts and leads back. */
  readonly basketPath: string;
  /** Whether the page shows this line's engraving step (`?gravur=`, without JavaScript). */
  readonly editingEngraving: boolean;
  /**
   * The medical info of a line that shows the notice (§2, DE): the page's step without
   * JavaScript, and what opens the page's one dialog with it; null where no line has it.
   */
  readonly medicalInfo: { readonly href: string; readonly open: () => void } | null;
  /** What the page adds under the line: its click-and-reserve, where the shop has it. */
  readonly children?: React.ReactNode;
}

/**
 * One basket line (§2 basket product card) with its forms. Without JavaScript the stepper and
 * remove post to the page; with it they go through the line's fetcher and the line shows the
 * change at once (the new quantity, or gone); the page's loader then brings the new prices.
 * A change the basket refused or that failed leaves the line as it was and says so at the line.
 */
export function BasketLine({
  line,
  country,
  localePrefix,
  contactHref,
  postedAnswer,
  wishlist,
  wishlisted,
  basketPath,
  editingEngraving,
  medicalInfo,
  children,
}: BasketLineProps) {
  const { t } = useTranslation();
  const fetcherKey = `basket-line-${line.item.key}`;
  const fetcher = useFetcher<BasketFormResult>({ key: fetcherKey });
  const watchAnswer = useWatchFetcherAnswer();
  // §2 engraving text edit: only a main article whose product takes an engraving has it.
  const engraving = line.followsMainItem
    ? null
    : engravingFields(line.item.product.advancedAttributes);
  const customizeId = `customize-${line.item.key}`;
  const customize = useLazyDialog(LazyBasketCustomizeDialog, {
    id: customizeId,
    position: 'center',
  });
  const submitEngraving = (customText: Readonly<Record<string, string>>) => {
    watchAnswer(fetcherKey);
    void fetcher.submit(
      { ...basketEngravingFormValues(line.item.key), ...customText },
      { method: 'post', action: basketPath },
    );
  };

  const pendingIntent = fetcher.formData?.get(basketFormFields.intent);
  // Removed or moved to the wishlist: the line leaves at once.
  if (
    pendingIntent === basketFormIntents.removeItem ||
    pendingIntent === basketFormIntents.moveToWishlist
  ) {
    return null;
  }
  const pendingQuantity =
    pendingIntent === basketFormIntents.changeQuantity
      ? Number(fetcher.formData?.get(basketFormFields.quantity))
      : null;
  const item =
    pendingQuantity !== null && Number.isSafeInteger(pendingQuantity)
      ? { ...line.item, quantity: pendingQuantity }
      : line.item;
  const answer = fetcher.state === 'idle' ? (fetcher.data ?? postedAnswer) : undefined;
  const failed = answer !== undefined && !answer.ok;
  const messageId = `basket-line-message-${line.item.key}`;
  const storedText = line.item.customData.customText ?? {};
  const engraved = hasEngraving(storedText);
  // Without JavaScript: the step the line's link opened, or again when the text posted did not fit.
  const postedEngraving = postedAnswer?.engraving;
  return (
    <li className="list-none">
      <BasketProductCard
        item={item}
        imageSource={basketImageSource}
        country={country}
        localizePath={(path) => localisedHref(path, localePrefix)}
        medicalContactHref={contactHref}
        {...(medicalInfo !== null
          ? { medicalInfoHref: medicalInfo.href, onMedicalInfo: medicalInfo.open }
          : {})}
        state={fetcher.state !== 'idle' ? 'pending' : 'idle'}
        aria-describedby={failed ? messageId : undefined}
        {...(line.followsMainItem
          ? {}
          : {
              onQuantityChange: (quantity: number) => {
                watchAnswer(fetcherKey);
                void fetcher.submit(
                  {
                    ...basketQuantityFormValues(line.item.key),
                    [basketFormFields.quantity]: String(quantity),
                  },
                  { method: 'post' },
                );
              },
            })}
        {...(wishlist && !line.followsMainItem
          ? {
              wishlisted,
              onWishlistToggle: () => {
                watchAnswer(fetcherKey);
                void fetcher.submit(basketMoveToWishlistFormValues(line.item.key), {
                  method: 'post',
                });
              },
            }
          : {})}
        onRemove={() => {
          watchAnswer(fetcherKey);
          void fetcher.submit(basketRemoveFormValues(line.item.key), { method: 'post' });
        }}
        {...(engraving !== null
          ? {
              editEngravingHref: `${basketPath}?${basketPageSteps.editEngraving}=${encodeURIComponent(line.item.key)}#gravur-${line.item.key}`,
              onEditEngraving: customize.openDialog,
            }
          : {})}
      />
      {engraving !== null && (editingEngraving || postedEngraving !== undefined) ? (
        <BasketEngravingStep
          itemKey={line.item.key}
          productName={line.item.product.name}
          fields={engraving}
          text={postedEngraving?.customText ?? (engraved ? storedText : {})}
          engraved={engraved}
          errors={postedEngraving?.errors ?? []}
          basketPath={basketPath}
        />
      ) : null}
      {engraving !== null && customize.rendered ? (
        <LazyBasketCustomizeDialog
          id={customizeId}
          fields={engraving}
          // The editor mounts with each opening: it starts from the line's stored text.
          defaultValue={engraved ? storedText : {}}
          disabled={fetcher.state !== 'idle'}
          onSave={(decision) =>
            submitEngraving(decision.kind === 'engraving' ? decision.customText : noEngravingText)
          }
          {...(engraved ? { onRemove: () => submitEngraving(noEngravingText) } : {})}
        />
      ) : null}
      {line.pricePromotionKey !== 'default' ? (
        <p data-slot="basket-line-scale-price" className="pb-2 text-sm font-semibold text-success">
          {t('basketPage.scalePriceReached')}
        </p>
      ) : null}
      {failed ? (
        <p id={messageId} role="alert" className="pb-2 text-sm font-semibold text-danger">
          {t('basketPage.lineNotChanged', {
            reason: t(answer.toast.message, { ns: ['translation', 'ui'] }),
          })}
        </p>
      ) : null}
      {children}
    </li>
  );
}

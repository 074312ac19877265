// The basket page's forms: names and values only (no schema), so the browser that renders and
// submits them loads no validation library.
/**
 * The forms of the basket page (§2 basket product card, §4 basket item): each line's quantity
 * stepper and remove button, the voucher and gift-card fields. Without JavaScript they post to the page, which
 * answers with itself and a toast; with it a fetcher posts the same fields.
 */
export const basketFormFields = {
  intent: 'intent',
  itemKey: 'itemKey',
  /** The line's new quantity (the stepper's minus and plus post the quantity they lead to). */
  quantity: 'quantity',
  voucherCode: 'voucherCode',
  /** The gift card's code (issue 16: kept with the basket on the server, like money). */
  giftCardCode: 'giftCardCode',
} as const;

export const basketFormIntents = {
  changeQuantity: 'basketQuantity',
  removeItem: 'basketRemove',
  /** §2: the line's wishlist button moves the article to the wishlist (where the country has one). */
  moveToWishlist: 'basketToWishlist',
  /** §2 engraving text edit: the line's rows `text1..n`; "ohne" takes the engraving off (§4). */
  changeEngraving: 'basketEngraving',
  applyVoucher: 'voucherApply',
  removeVoucher: 'voucherRemove',
  applyGiftCard: 'giftCardApply',
  removeGiftCard: 'giftCardRemove',
} as const;
export type BasketFormIntent = (typeof basketFormIntents)[keyof typeof basketFormIntents];

/** The hidden fields of a line's stepper form; the pressed button adds the quantity. */
export function basketQuantityFormValues(itemKey: string): Readonly<Record<string, string>> {
  return {
    [basketFormFields.intent]: basketFormIntents.changeQuantity,
    [basketFormFields.itemKey]: itemKey,
  };
}

/** What a line's remove button posts. */
export function basketRemoveFormValues(itemKey: string): Readonly<Record<string, string>> {
  return {
    [basketFormFields.intent]: basketFormIntents.removeItem,
    [basketFormFields.itemKey]: itemKey,
  };
}

/** The hidden fields of a line's engraving form; its rows (`text1..n`) are the inputs. */
export function basketEngravingFormValues(itemKey: string): Readonly<Record<string, string>> {
  return {
    [basketFormFields.intent]: basketFormIntents.changeEngraving,
    [basketFormFields.itemKey]: itemKey,
  };
}

/**
 * The basket page's steps without JavaScript, as query parameters of the page's links: the
 * engraving form of the line named (`?gravur={itemKey}`), the carrier info (`?versandpartner`).
 * With JavaScript the same links open the dialogs instead.
 */
export const basketPageSteps = {
  editEngraving: 'gravur',
  carrierInfo: 'versandpartner',
} as const;

/**
 * The wishlist page's steps without JavaScript: how the wishlist works (§2 wishlist more-info,
 * `?info`) and the variant choice of an article with several (§2 wishlist add-to-cart,
 * `?choose={productId}`). With JavaScript the same links open the dialogs instead.
 */
export const wishlistPageSteps = {
  moreInfo: 'info',
  chooseVariant: 'choose',
} as const;

/** What a line's wishlist button posts. */
export function basketMoveToWishlistFormValues(itemKey: string): Readonly<Record<string, string>> {
  return {
    [basketFormFields.intent]: basketFormIntents.moveToWishlist,
    [basketFormFields.itemKey]: itemKey,
  };
}

/** Whether a posted intent is one of the basket page's forms. */
export function isBasketFormIntent(value: unknown): value is BasketFormIntent {
  return Object.values(basketFormIntents).some((intent) => intent === value);
}

/** A voucher code is at most this long (the engine's codes are far shorter). */
export const maxVoucherCodeLength = 40;

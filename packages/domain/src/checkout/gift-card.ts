/**
 * Gift cards (spec §1 vouchers, §3 Order giftcard, payment code G; issue 16 basket gift-card
 * field): a card has a balance in one shop and currency and pays what it can of the order. A
 * code works like money, so the shopper sees it masked and a refusal never hints that it exists
 * in another shop.
 */
import type { Currency } from '../market/types';

export interface GiftCardRule {
  readonly code: string;
  readonly shopId: number;
  readonly currency: Currency;
  /** What is left on the card, in cents. */
  readonly balance: number;
}

export type GiftCardRefusal = 'checkout.giftCardUnknown' | 'checkout.giftCardEmpty';

export type GiftCardOutcome =
  | { readonly kind: 'accepted'; readonly balance: number }
  | { readonly kind: 'refused'; readonly key: GiftCardRefusal };

/**
 * Whether a gift card can pay in this shop: a card not found, of another shop or of another
 * currency is unknown here (no hint that it exists elsewhere); one with nothing left is empty.
 *
 * @example
 * giftCardOutcome({ code: 'GESCHENK25-10', shopId: 10, currency: 'EUR', balance: 2500 }, { shopId: 10, currency: 'EUR' });
 * // { kind: 'accepted', balance: 2500 }
 */
export function giftCardOutcome(
  card: GiftCardRule | null,
  context: { readonly shopId: number; readonly currency: Currency },
): GiftCardOutcome {
  if (card === null || card.shopId !== context.shopId || card.currency !== context.currency) {
    return { kind: 'refused', key: 'checkout.giftCardUnknown' };
  }
  if (!Number.isSafeInteger(card.balance) || card.balance <= 0) {
    return { kind: 'refused', key: 'checkout.giftCardEmpty' };
  }
  return { kind: 'accepted', balance: card.balance };
}

/** How many of a code's last characters a masked code shows, and from what length on. */
const shownCharacters = 4;
const shownFromLength = 8;

/**
 * A gift-card code as the pages show it: only its last four characters (of a code of at least
 * eight), the rest as bullets (at least four, so a short code's length is not told either). Someone looking over the
 * shopper's shoulder, or at a screenshot, cannot spend it.
 *
 * @example
 * maskedGiftCardCode('GESCHENK25-10'); // '•••••••••5-10'
 */
export function maskedGiftCardCode(code: string): string {
  const shown = code.length >= shownFromLength ? code.slice(-shownCharacters) : '';
  return '•'.repeat(Math.max(shownCharacters, code.length - shown.length)) + shown;
}

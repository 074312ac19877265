export {
  type BasketTotal,
  type BasketTotals,
  type BasketTotalsItem,
  basketTotals,
} from './basket-totals';
export { centsFromMajorUnits } from './cents-from-major-units';
export {
  defaultPriceCurrency,
  defaultPriceLocale,
  type FormatPriceOptions,
  formatPrice,
  priceFormattingLocale,
} from './format-price';
export {
  type LowestPriorPrice,
  lowestPriorPrice,
  type PriceHistoryEntry,
  priorPriceDays,
} from './lowest-prior-price';
export { type LoyaltyPointsInput, loyaltyPoints } from './loyalty-points';
export {
  addMoney,
  isCurrency,
  type Money,
  type MoneyError,
  type MoneyResult,
  money,
  multiplyMoney,
  sumMoney,
} from './money';
export { type PriceDisplay, type PriceDisplayInput, priceDisplay } from './price-display';
export {
  isPricePromotionKey,
  type PricePromotionKey,
  pricePromotionKey,
} from './price-promotion-key';
export {
  type ScaleIndex,
  type ScaleThreshold,
  scaleThresholdAt,
  scaleThresholds,
  scaleUnitPrice,
} from './scale-prices';
export { isStrikeThroughPrice } from './strike-through';
export { type UnitPrice, unitLabel, unitPrice } from './unit-price';

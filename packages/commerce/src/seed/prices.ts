import type { CountryCode, Currency, Shop } from '@vitrine/domain';
import type { VariantPriceRow } from './catalog-rows';

/** Standard and reduced VAT rates per country (reduced: books, food supplements, tea). */
const vatRates: Readonly<
  Record<CountryCode, { readonly standard: number; readonly reduced: number }>
> = {
  DE: { standard: 0.19, reduced: 0.07 },
  AT: { standard: 0.2, reduced: 0.1 },
  CH: { standard: 0.081, reduced: 0.026 },
  FR: { standard: 0.2, reduced: 0.055 },
  BE: { standard: 0.21, reduced: 0.06 },
  NL: { standard: 0.21, reduced: 0.09 },
};

/** Rounds cents up to a price ending in ,99 (EUR) or ,90 (CHF). */
export function shelfPrice(cents: number, currency: Currency): number {
  if (currency === 'CHF') return Math.max(90, Math.ceil((cents + 10) / 100) * 100 - 10);
  return Math.max(99, Math.ceil((cents + 1) / 100) * 100 - 1);
}

/** The shelf price of a base (German) euro price in a shop: its currency and price level. */
export function shopPrice(baseCents: number, shop: Shop, currency: Currency): number {
  if (currency === 'CHF') return shelfPrice(baseCents * 1.08, 'CHF');
  if (shop.country === 'DE' || shop.country === 'AT') return shelfPrice(baseCents, 'EUR');
  return shelfPrice(baseCents * 1.03, 'EUR');
}

/** Quantities and discounts of the scale thresholds (KQPRI, §3): from 3, 6 and 12 pieces. */
const scaleSteps = [
  { amount: 3, factor: 0.95 },
  { amount: 6, factor: 0.9 },
  { amount: 12, factor: 0.85 },
] as const;

/** The first `count` scale thresholds of a unit price, as the ERP delivers them. */
function scalePriceData(withTax: number, count: number): Record<string, number | string> {
  const data: Record<string, number | string> = {};
  scaleSteps.slice(0, count).forEach((step, index) => {
    data[`scaleAmount${index + 1}`] = step.amount;
    data[`scalePrice${index + 1}`] = Math.round(withTax * step.factor);
    data[`scaleUnit${index + 1}`] = 'Stk.';
  });
  return data;
}

export interface PriceInput {
  readonly variantId: number;
  readonly shop: Shop;
  readonly currency: Currency;
  /** German gross price before any reduction, in cents. */
  readonly baseCents: number;
  readonly reducedVat: boolean;
  /** Gift vouchers carry no VAT when sold (multi-purpose vouchers). */
  readonly vatFree: boolean;
  /** Recommended retail price as a factor of the price, or null. */
  readonly rrpFactor: number | null;
  readonly reduction: number | null;
  /** Content in the reference unit, for the unit price. */
  readonly referenceContent: number | null;
  readonly referenceUnit: 'LI' | 'QM' | null;
  /** How many scale thresholds (§9: up to three) the variant has: 0 to 3. */
  readonly scaleThresholds: number;
  /** A fixed price (voucher value) that no shop rounds. */
  readonly fixedCents: number | null;
}

/** The variant's regular price in the shop, before any reduction. */
export function regularPrice(
  input: Pick<PriceInput, 'fixedCents' | 'baseCents' | 'shop' | 'currency'>,
): number {
  return input.fixedCents !== null
    ? input.fixedCents
    : shopPrice(input.baseCents, input.shop, input.currency);
}

/** The price of a variant in one shop (§3 Price, scale prices, reference price). */
export function variantPrice(input: PriceInput): VariantPriceRow {
  const original = regularPrice(input);
  const withTax =
    input.reduction === null
      ? original
      : shelfPrice(original * (1 - input.reduction), input.currency);
  const rates = vatRates[input.shop.country];
  const vatRate = input.vatFree ? 0 : input.reducedVat ? rates.reduced : rates.standard;
  const withoutTax = Math.round(withTax / (1 + vatRate));
  const recommendedRetailPrice =
    input.rrpFactor === null ? null : shelfPrice(original * input.rrpFactor, input.currency);
  const referenceWithTax =
    input.referenceContent === null ? null : Math.round(withTax / input.referenceContent);
  const scalePrices =
    input.scaleThresholds > 0 ? scalePriceData(withTax, input.scaleThresholds) : null;
  return {
    variantId: input.variantId,
    shopId: input.shop.id,
    currency: input.currency,
    withTax,
    withoutTax,
    vatRate,
    recommendedRetailPrice,
    reductionRelative: input.reduction,
    referenceWithTax,
    referenceUnit: input.referenceContent === null ? null : input.referenceUnit,
    referenceSize: input.referenceContent === null ? null : 1,
    scalePrices,
  };
}

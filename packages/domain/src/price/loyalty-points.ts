/**
 * Loyalty (Payback) points for a line (spec §9): points factor × unit price with tax / 100 ×
 * quantity, floored; a value strictly between 0 and 1 becomes 1.
 */

export interface LoyaltyPointsInput {
  /** The variant's points factor (§3), e.g. 1 or 0.5. */
  readonly pointsFactor: number | null | undefined;
  /** Unit price with tax, in cents. */
  readonly unitPriceWithTax: number;
  readonly quantity: number;
}

interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

// The factor as the decimal it was written as (0.1 is 1/10, not 0.1000000000000000055…).
function decimalFraction(value: number): Fraction {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(whole + fraction);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

/**
 * Points for `quantity` items. Computed in exact rational arithmetic: the floor sits exactly
 * where floating point goes wrong (2.3 × 3000 / 100 is 68.99999999999999 in floats, 69 here).
 * A missing, negative or non-finite factor, a price that is not whole non-negative cents, a
 * quantity that is not a whole number ≥ 1, or a result too large to be true give 0 points.
 *
 * @example
 * loyaltyPoints({ pointsFactor: 1, unitPriceWithTax: 1999, quantity: 2 }); // 39
 * loyaltyPoints({ pointsFactor: 0.5, unitPriceWithTax: 150, quantity: 1 }); // 1 (0.75 becomes 1)
 */
export function loyaltyPoints({
  pointsFactor,
  unitPriceWithTax,
  quantity,
}: LoyaltyPointsInput): number {
  if (typeof pointsFactor !== 'number' || !Number.isFinite(pointsFactor) || pointsFactor < 0)
    return 0;
  if (!Number.isSafeInteger(unitPriceWithTax) || unitPriceWithTax < 0) return 0;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return 0;
  const factor = decimalFraction(pointsFactor);
  const numerator = factor.numerator * BigInt(unitPriceWithTax) * BigInt(quantity);
  const denominator = factor.denominator * 100n;
  if (numerator === 0n) return 0;
  if (numerator < denominator) return 1;
  const points = Number(numerator / denominator);
  return Number.isSafeInteger(points) ? points : 0;
}

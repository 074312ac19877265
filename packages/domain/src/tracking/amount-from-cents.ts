/**
 * A tracking amount from integer cents (§4: cents divided by 100, two decimals), as a number.
 * Fractions of a cent round half away from zero, so refunds mirror charges; anything that
 * is not a finite number tracks as 0 rather than poisoning a report with NaN.
 *
 * Rounding happens on the cents, before the division: `Math.round(x * 100) / 100` on an
 * amount misrounds values such as 1.005, and an integer divided by 100 is already the
 * nearest double to its two-decimal value.
 *
 * @example
 * amountFromCents(1999); // 19.99
 * amountFromCents(1234.5); // 12.35
 * amountFromCents(Number.NaN); // 0
 */
export function amountFromCents(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  const wholeCents = Math.sign(cents) * Math.round(Math.abs(cents));
  // Adding 0 turns -0 into 0, which would otherwise print as "-0" in some tools.
  return wholeCents / 100 + 0;
}

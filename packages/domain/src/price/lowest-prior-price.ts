/**
 * The prior price beside a price reduction (issue 15; EU Omnibus directive, Art. 6a of
 * directive 98/6/EC; in Germany § 11 PAngV): a shop that announces a reduction states the
 * lowest price it charged for the article in the 30 days before the reduction.
 */

/** One price of a variant in one shop and the moment it took effect (the engine's price history). */
export interface PriceHistoryEntry {
  /** The price with tax, in cents. */
  readonly withTax: number;
  /** When this price took effect: a Date or an ISO 8601 text. */
  readonly validFrom: Date | string;
}

export interface LowestPriorPrice {
  /** The lowest price with tax (cents) in effect in the 30 days before the reduction. */
  readonly withTax: number;
  /** When the reduction (its first step, for a reduction in steps) took effect, ISO 8601. */
  readonly reductionStartedAt: string;
}

/** § 11 (1) PAngV / Art. 6a (2): the prior price is the lowest of the last 30 days. */
export const priorPriceDays = 30;

const dayMs = 86_400_000;

interface Step {
  readonly withTax: number;
  readonly at: number;
}

function momentOf(value: unknown): number | null {
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
}

/**
 * The price changes up to `now`, oldest first: of several entries at one moment the last
 * given counts (the others never were in effect), and an entry repeating the price before it
 * changed nothing. Null when an entry is broken (a wrong prior price must never be claimed).
 */
function priceSteps(history: readonly PriceHistoryEntry[], now: number): Step[] | null {
  const steps: Step[] = [];
  for (const entry of history) {
    const at = momentOf(entry?.validFrom);
    const withTax = entry?.withTax;
    if (at === null || !Number.isSafeInteger(withTax) || withTax < 0) return null;
    if (at <= now) steps.push({ withTax, at });
  }
  // Array.prototype.sort is stable: entries of one moment keep the order they were given in.
  steps.sort((a, b) => a.at - b.at);
  const changes: Step[] = [];
  for (const step of steps) {
    if (changes.at(-1)?.at === step.at) changes.pop();
    if (changes.at(-1)?.withTax !== step.withTax) changes.push(step);
  }
  return changes;
}

/**
 * The lowest price of the 30 days before the current reduction began, or null when the price
 * in effect at `now` is no reduction (it is the first price, or not below the one before it),
 * when `currentPrice` is given and the history does not end in it (a stale history claims
 * nothing), or when the history is broken.
 *
 * A reduction in uninterrupted steps (100 → 80 → 60) counts from its first step, as § 11 (3)
 * PAngV and Art. 6a (5) allow; a rise between steps starts a new reduction. The window is the
 * 30 × 24 hours before the reduction took effect; the price in effect at the window's start
 * counts, so an article sold for less than 30 days counts from its first price.
 *
 * @example
 * lowestPriorPrice(
 *   [
 *     { withTax: 9999, validFrom: '2026-09-01T00:00:00Z' },
 *     { withTax: 8999, validFrom: '2026-10-20T00:00:00Z' }, // a short campaign
 *     { withTax: 9999, validFrom: '2026-10-25T00:00:00Z' },
 *     { withTax: 6999, validFrom: '2026-11-10T00:00:00Z' }, // the reduction
 *   ],
 *   { now: new Date('2026-11-26T00:00:00Z') },
 * ); // { withTax: 8999, reductionStartedAt: '2026-11-10T00:00:00.000Z' }
 */
export function lowestPriorPrice(
  history: readonly PriceHistoryEntry[] | null | undefined,
  options: { readonly now: Date | string; readonly currentPrice?: number | null },
): LowestPriorPrice | null {
  const now = momentOf(options.now);
  if (now === null || !Array.isArray(history)) return null;
  const steps = priceSteps(history, now);
  if (steps === null || steps.length < 2) return null;
  const last = steps.length - 1;
  const current = steps[last] as Step;
  const { currentPrice } = options;
  if (currentPrice !== undefined && currentPrice !== null && currentPrice !== current.withTax) {
    return null;
  }
  if (current.withTax >= (steps[last - 1] as Step).withTax) return null;
  let start = last;
  while (start >= 2 && (steps[start - 1] as Step).withTax < (steps[start - 2] as Step).withTax) {
    start -= 1;
  }
  const startedAt = (steps[start] as Step).at;
  const windowStart = startedAt - priorPriceDays * dayMs;
  let lowest = Number.POSITIVE_INFINITY;
  for (let index = 0; index < start; index += 1) {
    // A price counts when it was still in effect at some moment of the window.
    const endsAt = (steps[index + 1] as Step).at;
    if (endsAt > windowStart) lowest = Math.min(lowest, (steps[index] as Step).withTax);
  }
  return { withTax: lowest, reductionStartedAt: new Date(startedAt).toISOString() };
}

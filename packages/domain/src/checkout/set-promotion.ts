/**
 * Set promotions across separate articles (§2 bundles, "bundle promotion add"): a promotion
 * names its articles and a relative reduction; a basket that holds every one of them completes
 * the set, and each completed set takes the reduction off one unit of each of its articles.
 * Money is integer cents with tax.
 */

/** A set promotion as the catalog holds it. */
export interface SetPromotionRule {
  readonly id: string;
  /** The promotion's name in the shop's language (what the basket's reduction is named). */
  readonly name: string;
  /** The products that make the set (each counts once, whatever the list repeats). */
  readonly productIds: readonly number[];
  /** The reduction, in per cent of each article's unit price (1–100). */
  readonly percent: number;
}

/** A basket line as the rule reads it. */
export interface SetPromotionLine {
  readonly key: string;
  readonly productId: number;
  readonly quantity: number;
  /** The unit price with tax after scale prices (cents). */
  readonly unitPrice: number;
  /** What the line costs before any set reduction (cents): a reduction never takes more. */
  readonly total: number;
}

/** What one promotion takes off one line. */
export interface SetPromotionLineReduction {
  readonly key: string;
  /** The line's units that belong to completed sets of this promotion. */
  readonly units: number;
  readonly amount: number;
}

/** A promotion the basket completes: how many sets, what it saves and on which lines. */
export interface AppliedSetPromotion {
  readonly id: string;
  readonly name: string;
  readonly sets: number;
  readonly amount: number;
  readonly lines: readonly SetPromotionLineReduction[];
}

const whole = (value: unknown, minimum: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= minimum;

const validRule = (rule: SetPromotionRule) =>
  whole(rule.percent, 1) && rule.percent <= 100 && new Set(rule.productIds).size >= 2;

/** What one unit of an article saves in a set at `percent` (rounded to the cent). */
export const setUnitReduction = (unitPrice: number, percent: number): number =>
  Math.round((unitPrice * percent) / 100);

/**
 * The set promotions a basket completes and what each takes off which line.
 *
 * - A set is complete once the basket holds at least one unit of each of its articles; its
 *   number of sets is the smallest number of units any of its articles has (2 strollers and 1
 *   bag: one set). Units of an article on several lines (an engraved and a plain line) add up.
 * - Each set takes `percent` off one unit of each of its articles, on the lines in the
 *   basket's order; never more than a line costs.
 * - A unit belongs to one set only: when promotions share an article, the promotion whose one
 *   set saves the most takes its units first (equal savings: the lower id), the others count
 *   what is left.
 * - A removed article ends the set and its reduction; a rule with fewer than two distinct
 *   articles or a percentage outside 1–100 completes nothing.
 *
 * @example
 * setPromotionReductions(
 *   [{ id: 'set-1', name: 'Ausfahr-Set', productIds: [1, 2], percent: 10 }],
 *   [{ key: 'a', productId: 1, quantity: 2, unitPrice: 50000, total: 100000 },
 *    { key: 'b', productId: 2, quantity: 1, unitPrice: 6000, total: 6000 }],
 * );
 * // [{ id: 'set-1', name: 'Ausfahr-Set', sets: 1, amount: 5600,
 * //    lines: [{ key: 'a', units: 1, amount: 5000 }, { key: 'b', units: 1, amount: 600 }] }]
 */
export function setPromotionReductions(
  rules: readonly SetPromotionRule[],
  lines: readonly SetPromotionLine[],
): AppliedSetPromotion[] {
  const usable = lines.filter(
    (line) => whole(line.quantity, 1) && whole(line.unitPrice, 0) && whole(line.total, 0),
  );
  // Units and money still free on each line.
  const freeUnits = new Map(usable.map((line) => [line.key, line.quantity]));
  const freeMoney = new Map(usable.map((line) => [line.key, line.total]));
  const unitPriceOf = (productId: number) =>
    usable.find((line) => line.productId === productId)?.unitPrice ?? 0;
  const oneSetSaving = (rule: SetPromotionRule) =>
    [...new Set(rule.productIds)].reduce(
      (sum, id) => sum + setUnitReduction(unitPriceOf(id), rule.percent),
      0,
    );
  const ordered = rules
    .filter(validRule)
    .map((rule) => ({ rule, saving: oneSetSaving(rule) }))
    .sort((a, b) => b.saving - a.saving || (a.rule.id < b.rule.id ? -1 : 1));

  const applied: AppliedSetPromotion[] = [];
  for (const { rule } of ordered) {
    const articles = [...new Set(rule.productIds)];
    const unitsOf = (productId: number) =>
      usable
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + (freeUnits.get(line.key) ?? 0), 0);
    const sets = Math.min(...articles.map(unitsOf));
    if (sets < 1) continue;
    const reductions: SetPromotionLineReduction[] = [];
    for (const productId of articles) {
      let wanted = sets;
      for (const line of usable) {
        if (wanted === 0) break;
        if (line.productId !== productId) continue;
        const units = Math.min(wanted, freeUnits.get(line.key) ?? 0);
        if (units === 0) continue;
        wanted -= units;
        freeUnits.set(line.key, (freeUnits.get(line.key) ?? 0) - units);
        const money = freeMoney.get(line.key) ?? 0;
        const amount = Math.min(money, units * setUnitReduction(line.unitPrice, rule.percent));
        freeMoney.set(line.key, money - amount);
        reductions.push({ key: line.key, units, amount });
      }
    }
    // In the basket's line order, one entry per line.
    const lineOrder = usable.map((line) => line.key);
    const merged = lineOrder.flatMap((key) => {
      const parts = reductions.filter((part) => part.key === key);
      if (parts.length === 0) return [];
      return [
        {
          key,
          units: parts.reduce((sum, part) => sum + part.units, 0),
          amount: parts.reduce((sum, part) => sum + part.amount, 0),
        },
      ];
    });
    applied.push({
      id: rule.id,
      name: rule.name,
      sets,
      amount: merged.reduce((sum, line) => sum + line.amount, 0),
      lines: merged,
    });
  }
  return applied;
}

/** What the set promotions take off one line, added up (cents). */
export function setReductionOfLine(applied: readonly AppliedSetPromotion[], key: string): number {
  return applied.reduce(
    (sum, promotion) =>
      sum +
      promotion.lines.reduce((lineSum, line) => lineSum + (line.key === key ? line.amount : 0), 0),
    0,
  );
}

/**
 * The articles a shopper adds with "add to the set" besides the one they look at: the set's
 * other articles the basket does not hold yet, in the promotion's order.
 *
 * @example
 * missingSetPieces([1, 2, 3], { current: 1, basketUnits: new Map([[2, 1]]) }); // [3]
 */
export function missingSetPieces(
  productIds: readonly number[],
  options: { readonly current: number; readonly basketUnits: ReadonlyMap<number, number> },
): number[] {
  return [...new Set(productIds)].filter(
    (id) => id !== options.current && (options.basketUnits.get(id) ?? 0) < 1,
  );
}

import { z } from 'zod';
import { canComplainAbout, type OrderStatus } from '../checkout/order-status';
import { genericMessageKeys, ruleMessageKeys } from '../validation/message-keys';
import { type ShipmentItem, shippedQuantities } from './parcel-tracking';

/**
 * The order complaint (Reklamation; spec §1 order complaints, §2
 * `/konto/bestellung/reklamation/{orderNumber}/`, issue 19): which orders and lines a customer
 * may complain about, how many of each, for which reason. The engine's complaint call and the
 * account's complaint form both hold a complaint to these rules.
 */

/** What a complaint is about, in the order the form offers them. */
export const complaintReasons = [
  'damaged',
  'wrongItem',
  'missingItem',
  'defective',
  'other',
] as const;
export type ComplaintReason = (typeof complaintReasons)[number];

/** The longest comment a complaint takes (characters, after trimming). */
export const complaintCommentMaxLength = 2000;

/** The most of one line a form field accepts before the delivered quantity is looked at. */
const quantityDigits = /^\d{1,3}$/;

/** An order line as the rules need it: its id and the quantity ordered. */
export interface ComplaintOrderLine {
  readonly id: number;
  readonly quantity: number;
}

/** A line of an order a complaint may name, and the most of it it may name. */
export interface ComplainableLine {
  readonly id: number;
  /** What was delivered: no more of the line can be complained about. */
  readonly maxQuantity: number;
}

/**
 * The lines a complaint may name: every line with goods of an order that has shipped or been
 * delivered (`canComplainAbout`), each up to the quantity delivered; none for any other order.
 * What was delivered is what the order's parcels hold (`shipped`, the items of its packages):
 * a line only partly shipped so far can be complained about up to its parcels' quantity, a line
 * no parcel holds not at all. An order the warehouse marked shipped without reporting a parcel
 * (no `shipped` items) went out whole: each line up to its quantity.
 *
 * @example
 * complainableLines('delivered', [{ id: 7, quantity: 2 }]); // [{ id: 7, maxQuantity: 2 }]
 * complainableLines('shipped', [{ id: 7, quantity: 2 }], [{ lineId: 7, quantity: 1 }]);
 * // [{ id: 7, maxQuantity: 1 }]
 * complainableLines('paid', [{ id: 7, quantity: 2 }]); // []
 */
export function complainableLines(
  status: OrderStatus,
  lines: readonly ComplaintOrderLine[],
  shipped: readonly ShipmentItem[] = [],
): ComplainableLine[] {
  if (!canComplainAbout(status)) return [];
  const delivered = shipped.length === 0 ? null : shippedQuantities(shipped);
  return lines
    .map((line) => ({
      id: line.id,
      maxQuantity: Math.min(
        line.quantity,
        delivered === null ? line.quantity : (delivered.get(line.id) ?? 0),
      ),
    }))
    .filter((line) => line.maxQuantity > 0);
}

/** One complained-about line: which, and how many of it. */
export interface ComplaintItem {
  readonly lineId: number;
  readonly quantity: number;
}

/** What is wrong with a complaint's item (by its index in the complaint). */
export type ComplaintItemProblem =
  | { readonly index: number; readonly problem: 'unknownLine' }
  | { readonly index: number; readonly problem: 'moreThanDelivered'; readonly max: number };

/**
 * The items of a complaint that the order cannot carry: a line that is not the order's (or
 * holds nothing to complain about), or more of a line than was delivered. A line named twice
 * counts with both quantities together, so splitting it cannot get past the limit.
 *
 * @example
 * complaintItemProblems([{ id: 7, maxQuantity: 2 }], [{ lineId: 7, quantity: 3 }]);
 * // [{ index: 0, problem: 'moreThanDelivered', max: 2 }]
 */
export function complaintItemProblems(
  lines: readonly ComplainableLine[],
  items: readonly ComplaintItem[],
): ComplaintItemProblem[] {
  const named = new Map<number, number>();
  return items.flatMap((item, index): ComplaintItemProblem[] => {
    const line = lines.find((candidate) => candidate.id === item.lineId);
    if (line === undefined) return [{ index, problem: 'unknownLine' }];
    const total = (named.get(line.id) ?? 0) + item.quantity;
    named.set(line.id, total);
    return total > line.maxQuantity
      ? [{ index, problem: 'moreThanDelivered', max: line.maxQuantity }]
      : [];
  });
}

/** The complaint form's field for one line's quantity (`quantity-{lineId}`). */
export function complaintQuantityField(lineId: number): string {
  return `quantity-${lineId}`;
}

/** The field a complaint without any item is refused at: the articles' fieldset. */
export const complaintItemsField = 'items';

/** A complaint as the engine's complaint call takes it. */
export interface ComplaintInput {
  readonly items: readonly ComplaintItem[];
  readonly reason: ComplaintReason;
  readonly comment: string;
}

/** A line's quantity as the form posts it: empty is none; digits only; no more than delivered. */
function quantitySchema(line: ComplainableLine) {
  return z
    .string()
    .trim()
    .transform((typed) => (typed === '' ? '0' : typed))
    .refine((typed) => quantityDigits.test(typed), {
      error: genericMessageKeys.numeric,
      abort: true,
    })
    .transform(Number)
    .pipe(
      z.number().max(line.maxQuantity, {
        error: ruleMessageKeys.maxValue,
      }),
    )
    .default(0);
}

/**
 * The complaint form (issue 19): one quantity field per complainable line (none to all that
 * was delivered), a reason of {@link complaintReasons} and an optional comment; at least one
 * article. The one schema the browser checks the form with and the page's action applies;
 * its output is the engine's complaint input. Messages are §5 keys: `validation.max-value`
 * with `{ max }` for more than delivered, `validation.required` at `items` for no article.
 *
 * @example
 * complaintFormSchema([{ id: 7, maxQuantity: 2 }]).parse({ 'quantity-7': '1', reason: 'damaged' });
 * // { items: [{ lineId: 7, quantity: 1 }], reason: 'damaged', comment: '' }
 */
export function complaintFormSchema(lines: readonly ComplainableLine[]) {
  const quantities = Object.fromEntries(
    lines.map((line) => [complaintQuantityField(line.id), quantitySchema(line)]),
  );
  return z
    .object({
      ...quantities,
      reason: z.enum(complaintReasons, { error: ruleMessageKeys.invalidChoice }),
      comment: z
        .string()
        .trim()
        .max(complaintCommentMaxLength, { error: genericMessageKeys.maxLength })
        .default(''),
    })
    .superRefine((form, context) => {
      const values = form as Record<string, unknown>;
      const chosen = lines.some((line) => Number(values[complaintQuantityField(line.id)]) > 0);
      if (!chosen) {
        context.addIssue({
          code: 'custom',
          path: [complaintItemsField],
          message: genericMessageKeys.required,
        });
      }
    })
    .transform((form): ComplaintInput => {
      const values = form as Record<string, unknown>;
      return {
        items: lines.flatMap((line) => {
          const quantity = Number(values[complaintQuantityField(line.id)]);
          return quantity > 0 ? [{ lineId: line.id, quantity }] : [];
        }),
        reason: form.reason,
        comment: form.comment,
      };
    });
}

import type { Order, OrderItem, PaymentCode, Product, Variant } from '@vitrine/domain';
import {
  carrierOf,
  complainableLines,
  complaintCommentMaxLength,
  complaintItemProblems,
  type ShipmentItem,
  shipmentItemProblems,
  trackingNumberOf,
  unshippedItems,
} from '@vitrine/domain/account';
import {
  type CheckoutTotals,
  canCancelOrder,
  canChangeOrderStatus,
  canComplainAbout,
  isOrderNumber,
  type OrderStatus,
} from '@vitrine/domain/checkout';
import { shopById } from '@vitrine/domain/market';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NotFound } from '../basket/basket-service';
import type { BasketSetPromotion } from '../basket/basket-view';
import { payloadFailure } from '../basket/payload-failure';
import type { Address } from '../checkout/checkout-input';
import type { Database } from '../db/database';
import type { PaymentProvider } from '../payment/payment-provider';
import { resolveShopContext, type ShopContext } from '../shop-context';
import {
  storableMultilineText,
  storableText,
  type ValidationFailure,
  validationFailure,
} from '../validation';
import { type ComplaintReason, complaintMails, complaintReasons } from './complaint-mail';
import { type MailSender, orderMail } from './order-mail';

/** Whose orders: the identity's customer id (guest or registered), never a client value. */
export interface CustomerRef {
  readonly customerId: string;
}

export interface OrderLine {
  readonly id: number;
  readonly quantity: number;
  readonly product: Product;
  readonly variant: Variant;
  readonly unitWithTax: number;
  readonly totalWithTax: number;
  readonly totalWithoutTax: number;
  readonly promotionId: string | null;
  readonly promotionAmount: number;
  /** What set promotions took off this line (cents with tax, out of its total already). */
  readonly setReduction: number;
  readonly itemGroup: {
    readonly id: string;
    readonly isMainItem: boolean;
    readonly isRequired: boolean;
  } | null;
  readonly customData: OrderItem['customData'];
}

export interface OrderComplaint {
  readonly id: number;
  readonly items: ReadonlyArray<{ readonly lineId: number; readonly quantity: number }>;
  readonly reason: ComplaintReason;
  readonly comment: string;
  readonly createdAt: string;
}

/**
 * A parcel the order left the warehouse in (§3 Order packages: carrierKey, items): its carrier
 * (a key of the domain's carrier table, or the warehouse's own name for another carrier), the
 * tracking number, when it was shipped and how much of which line it holds.
 */
export interface OrderPackage {
  readonly id: number;
  readonly carrierKey: string;
  readonly trackingNumber: string;
  readonly shippedAt: string;
  readonly items: readonly ShipmentItem[];
}

export interface OrderSummary {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly createdAt: string;
  readonly currencyCode: string;
  readonly totalWithTax: number;
  readonly itemCount: number;
}

export interface OrderDetail extends OrderSummary {
  readonly billingAddress: Address;
  readonly shippingAddress: Address;
  readonly shippingMethod: 'standard' | 'freight';
  readonly paymentMethod: PaymentCode;
  readonly voucherCode: string | null;
  readonly giftCardCode: string | null;
  readonly totals: CheckoutTotals;
  /** The set promotions the order completed, named as the shopper saw them (§2 bundles). */
  readonly setPromotions: readonly BasketSetPromotion[];
  readonly lines: readonly OrderLine[];
  readonly complaints: readonly OrderComplaint[];
  /** The parcels shipped so far, oldest first; none before the warehouse ships. */
  readonly packages: readonly OrderPackage[];
  /** Whether the customer may cancel now (§6 cancelOrder, not shipped). */
  readonly cancellable: boolean;
  /** Whether a complaint can be filed (shipped or delivered). */
  readonly complainable: boolean;
  /** The order as the purchase tracking event reads it (§3 Order, §4 purchase). */
  readonly tracking: Order;
}

export { type ComplaintReason, complaintReasons };

/** Where a complaint goes besides the customer's receipt. */
export interface ComplaintOptions {
  /** Customer service's address (default `service@{the shop's production host}`). */
  readonly serviceAddress?: string;
}

const complaintSchema = z.object({
  items: z
    .array(
      z.object({ lineId: z.number().int().min(1), quantity: z.number().int().min(1).max(999) }),
    )
    .min(1, { error: 'orders.complaintItemsRequired' })
    .max(100),
  reason: z.enum(complaintReasons, { error: 'orders.complaintReason' }),
  comment: storableMultilineText().trim().max(complaintCommentMaxLength).default(''),
});

const shipmentSchema = z.object({
  carrier: storableText()
    .trim()
    .min(1, { error: 'orders.carrier' })
    .max(60, { error: 'orders.carrier' }),
  trackingNumber: z.string({ error: 'orders.trackingNumber' }).transform((typed, context) => {
    const number = trackingNumberOf(typed);
    if (number === null) {
      context.addIssue({ code: 'custom', message: 'orders.trackingNumber' });
      return z.NEVER;
    }
    return number;
  }),
  shippedAt: z.coerce.date({ error: 'orders.shippedAt' }).optional(),
  items: z
    .array(
      z.object({ lineId: z.number().int().min(1), quantity: z.number().int().min(1).max(9999) }),
    )
    .min(1)
    .max(100)
    .optional(),
});

/** A parcel as the warehouse reports it (see {@link OrderService.addShipment}). */
export interface ShipmentInput {
  /** The carrier's key or name (`dhl`, `Österreichische Post`, …); another carrier is kept as written. */
  readonly carrier: string;
  readonly trackingNumber: string;
  /** When it left (default: now). */
  readonly shippedAt?: Date | string;
  /** How much of which line it holds (default: all that no earlier parcel holds). */
  readonly items?: readonly ShipmentItem[];
}

export type OrderRefusal = {
  readonly kind: 'refused';
  readonly key: 'orders.notCancellable' | 'orders.notComplainable' | 'orders.notShippable';
};

export interface OrderService {
  list(context: ShopContext, customer: CustomerRef): Promise<OrderSummary[]>;
  detail(
    context: ShopContext,
    customer: CustomerRef,
    orderNumber: string,
  ): Promise<OrderDetail | null>;
  cancel(
    context: ShopContext,
    customer: CustomerRef,
    orderNumber: string,
  ): Promise<OrderDetail | NotFound | OrderRefusal>;
  /**
   * Files a complaint about shipped lines: stored on the order, a receipt mailed to the
   * customer and the complaint to customer service.
   */
  complain(
    context: ShopContext,
    customer: CustomerRef,
    orderNumber: string,
    input: unknown,
    options?: ComplaintOptions,
  ): Promise<OrderDetail | NotFound | OrderRefusal | ValidationFailure>;
  /** Moves an order on (payment captured, shipped, delivered) — for the PSP and the warehouse. */
  changeStatus(orderNumber: string, status: OrderStatus): Promise<boolean>;
  /**
   * The warehouse reports a parcel (issue 19 tracking): its carrier, tracking number, when it
   * left and what it holds. An order placed or paid is shipped with its first parcel; a
   * cancelled order ships nothing (`orders.notShippable`); an unknown number is `notFound`; a
   * parcel holding a line that is not the order's, or more than the earlier parcels left, is
   * invalid (`orders.unknownLine`, `orders.shipmentQuantity`).
   */
  addShipment(
    orderNumber: string,
    input: ShipmentInput | unknown,
  ): Promise<OrderPackage | NotFound | OrderRefusal | ValidationFailure>;
  /** Account deletion: the customer's orders keep their goods and sums, lose every personal datum. */
  anonymiseOrdersOf(customerId: string): Promise<number>;
}

interface OrderRow {
  id: number;
  order_number: string;
  shop_id: number;
  language: string;
  currency: string;
  customer_id: string | null;
  email: string;
  is_guest: boolean;
  status: OrderStatus;
  billing_address: Address;
  shipping_address: Address;
  shipping_method: 'standard' | 'freight';
  payment_method: PaymentCode;
  payment_reference: string | null;
  voucher_code: string | null;
  gift_card_code: string | null;
  totals: CheckoutTotals;
  set_promotions: BasketSetPromotion[] | null;
  created_at: Date | string;
}

interface LineRow {
  id: number;
  quantity: number;
  unit_with_tax: number;
  total_with_tax: number;
  total_without_tax: number;
  promotion_id: string | null;
  promotion_amount: number;
  set_reduction: number | null;
  item_group: OrderLine['itemGroup'];
  custom_data: OrderLine['customData'];
  snapshot: { product: Product; variant: Variant };
}

interface ShipmentRow {
  id: number;
  carrier: string;
  tracking_number: string;
  shipped_at: Date | string;
  items: ShipmentItem[];
}

interface ComplaintRow {
  id: number;
  items: OrderComplaint['items'];
  reason: ComplaintReason;
  comment: string;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function trackingOf(
  row: OrderRow,
  lines: readonly OrderLine[],
  packages: readonly OrderPackage[],
): Order {
  const items: OrderItem[] = lines.map((line) => ({
    product: line.product,
    variant: line.variant,
    quantity: line.quantity,
    itemGroup: line.itemGroup === null ? null : { id: line.itemGroup.id },
    // The line's own promotion and what set promotions took off it.
    itemDiscount: line.promotionAmount + line.setReduction,
    itemCoupon: row.voucher_code,
    itemPromotionAmount: line.promotionAmount,
    itemPromotionId: line.promotionId,
    customData: line.customData,
  }));
  const totals = row.totals;
  const payment = [
    ...(totals.amountDue > 0 ? [{ key: row.payment_method, amount: totals.amountDue }] : []),
    ...(totals.giftCardAmount > 0 ? [{ key: 'G' as const, amount: totals.giftCardAmount }] : []),
  ];
  return {
    id: row.id,
    orderNumber: row.order_number,
    customer: {
      id: row.customer_id ?? '',
      email: row.email,
      status: { isGuestCustomer: row.is_guest },
    },
    payment,
    voucher:
      row.voucher_code === null
        ? null
        : {
            coupon: row.voucher_code,
            couponCode: row.voucher_code,
            couponReductionWithTax: totals.voucherReduction,
          },
    cost: {
      withTax: totals.totalWithTax,
      withoutTax: totals.totalWithoutTax,
      tax: { vat: { amount: totals.vatAmount } },
    },
    shipping: { withTax: totals.shippingWithTax },
    currencyCode: row.currency === 'CHF' ? 'CHF' : 'EUR',
    giftcard:
      row.gift_card_code === null
        ? null
        : { amount: totals.giftCardAmount, giftCardCode: row.gift_card_code },
    specialCoupon: null,
    // Once shipped, the parcels with what each holds; before, the one the shipping method plans.
    packages:
      packages.length === 0
        ? [{ carrierKey: row.shipping_method, items }]
        : packages.map((parcel) => ({
            carrierKey: parcel.carrierKey,
            items: parcel.items.flatMap((held) => {
              const index = lines.findIndex((line) => line.id === held.lineId);
              const item = items[index];
              return item === undefined ? [] : [{ ...item, quantity: held.quantity }];
            }),
          })),
    items,
  };
}

/** The order's parcels, oldest first, each with its items in the order's line order. */
function shipmentsOf(database: Pick<Database, 'rows'>, orderId: number) {
  return database.rows<ShipmentRow>(sql`
    SELECT s.id, s.carrier, s.tracking_number, s.shipped_at,
      coalesce((SELECT json_agg(json_build_object('lineId', i.order_line_id, 'quantity', i.quantity)
                                ORDER BY l.position)
                FROM order_shipment_items i JOIN order_lines l ON l.id = i.order_line_id
                WHERE i.shipment_id = s.id), '[]'::json) AS items
    FROM order_shipments s WHERE s.order_id = ${orderId} ORDER BY s.shipped_at, s.id`);
}

const packageOf = (shipment: ShipmentRow): OrderPackage => ({
  id: shipment.id,
  carrierKey: shipment.carrier,
  trackingNumber: shipment.tracking_number,
  shippedAt: iso(shipment.shipped_at),
  items: shipment.items,
});

/** Orders for the customer who placed them (issue 6): list, detail, cancellation, complaints. */
export function createOrderService(dependencies: {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly payments: PaymentProvider;
  readonly mail: MailSender | null;
  /** Called after a cancellation put articles back on the shelf. */
  readonly stockChanged?: () => void;
}): OrderService {
  const { database, payments, mail } = dependencies;

  const ownRow = async (context: ShopContext, customer: CustomerRef, orderNumber: unknown) => {
    if (!isOrderNumber(orderNumber)) return null;
    const [row] = await database.rows<OrderRow>(sql`
      SELECT * FROM orders WHERE order_number = ${orderNumber} AND shop_id = ${context.shopId}
        AND customer_id = ${customer.customerId}`);
    return row ?? null;
  };

  const detailOf = async (row: OrderRow): Promise<OrderDetail> => {
    const lineRows = await database.rows<LineRow>(
      sql`SELECT * FROM order_lines WHERE order_id = ${row.id} ORDER BY position`,
    );
    const complaints = await database.rows<ComplaintRow>(
      sql`SELECT * FROM order_complaints WHERE order_id = ${row.id} ORDER BY id`,
    );
    const packages = (await shipmentsOf(database, row.id)).map(packageOf);
    const lines: OrderLine[] = lineRows.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      product: line.snapshot.product,
      variant: line.snapshot.variant,
      unitWithTax: line.unit_with_tax,
      totalWithTax: line.total_with_tax,
      totalWithoutTax: line.total_without_tax,
      promotionId: line.promotion_id,
      promotionAmount: line.promotion_amount,
      setReduction: line.set_reduction ?? 0,
      itemGroup: line.item_group,
      customData: line.custom_data,
    }));
    const shop = shopById(row.shop_id);
    return {
      orderNumber: row.order_number,
      status: row.status,
      createdAt: iso(row.created_at),
      currencyCode: row.currency,
      totalWithTax: row.totals.totalWithTax,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      billingAddress: row.billing_address,
      shippingAddress: row.shipping_address,
      shippingMethod: row.shipping_method,
      paymentMethod: row.payment_method,
      voucherCode: row.voucher_code,
      giftCardCode: row.gift_card_code,
      totals: row.totals,
      setPromotions: row.set_promotions ?? [],
      lines,
      complaints: complaints.map((complaint) => ({
        id: complaint.id,
        items: complaint.items,
        reason: complaint.reason,
        comment: complaint.comment,
        createdAt: iso(complaint.created_at),
      })),
      cancellable: shop !== null && canCancelOrder(shop.flags, row.status),
      packages,
      complainable: canComplainAbout(row.status),
      tracking: trackingOf(row, lines, packages),
    };
  };

  const cancellationMail = (context: ShopContext, row: OrderRow) => {
    const resolved = resolveShopContext(context);
    return orderMail('order-cancellation', {
      shopId: row.shop_id,
      customerId: row.customer_id,
      language: resolved.language,
      iso: resolved.locale.iso,
      brandName: resolved.shop.brandName,
      to: row.email,
      firstName: row.billing_address.firstName,
      orderNumber: row.order_number,
      totalWithTax: row.totals.totalWithTax,
      currency: row.currency,
      lines: [],
    });
  };

  // Mails are queued in the transaction that makes their news true, delivered after it.
  const deliver = async (ids: readonly string[]) => {
    if (mail === null) return;
    for (const id of ids) {
      await mail
        .deliver(id)
        .catch((error: unknown) => console.error('commerce: order mail not delivered', error));
    }
  };

  return {
    async list(context, customer) {
      resolveShopContext(context);
      const rows = await database.rows<OrderRow & { item_count: number }>(sql`
        SELECT o.*, (SELECT coalesce(sum(quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count
        FROM orders o WHERE o.shop_id = ${context.shopId} AND o.customer_id = ${customer.customerId}
        ORDER BY o.created_at DESC, o.id DESC`);
      return rows.map((row) => ({
        orderNumber: row.order_number,
        status: row.status,
        createdAt: iso(row.created_at),
        currencyCode: row.currency,
        totalWithTax: row.totals.totalWithTax,
        itemCount: row.item_count,
      }));
    },

    async detail(context, customer, orderNumber) {
      resolveShopContext(context);
      const row = await ownRow(context, customer, orderNumber);
      return row === null ? null : detailOf(row);
    },

    async cancel(context, customer, orderNumber) {
      const resolved = resolveShopContext(context);
      const row = await ownRow(context, customer, orderNumber);
      if (row === null) return { kind: 'notFound' };
      if (!canCancelOrder(resolved.shop.flags, row.status)) {
        return { kind: 'refused', key: 'orders.notCancellable' };
      }
      const cancelled = await database.transaction(async (tx) => {
        const changed = await tx.rows(sql`
          UPDATE orders SET status = 'cancelled', updated_at = now()
          WHERE id = ${row.id} AND status IN ('placed', 'paid') RETURNING id`);
        if (changed.length === 0) return null;
        // The goods go back on the shelf and the gift card gets its money back. The lines are
        // summed per variant first: an UPDATE … FROM joins one line per variant row, so two
        // lines of one variant (one plain, one engraved) gave back only one (issue 12).
        await tx.rows(sql`
          UPDATE variants v SET stock_quantity = v.stock_quantity + l.quantity
          FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_lines
                WHERE order_id = ${row.id} GROUP BY variant_id) l
          WHERE l.variant_id = v.id AND v.bvc = 1`);
        if (row.gift_card_code !== null && row.totals.giftCardAmount > 0) {
          await tx.rows(sql`
            UPDATE gift_cards SET balance = balance + ${row.totals.giftCardAmount} WHERE code = ${row.gift_card_code}`);
        }
        return mail === null ? [] : [await mail.queue(tx, cancellationMail(context, row))];
      });
      if (cancelled === null) return { kind: 'refused', key: 'orders.notCancellable' };
      dependencies.stockChanged?.();
      if (row.payment_reference !== null) await payments.cancel(row.payment_reference);
      await deliver(cancelled);
      const updated = await ownRow(context, customer, orderNumber);
      return updated === null ? { kind: 'notFound' } : detailOf(updated);
    },

    async complain(context, customer, orderNumber, input, options = {}) {
      const resolved = resolveShopContext(context);
      const row = await ownRow(context, customer, orderNumber);
      if (row === null) return { kind: 'notFound' };
      const parsed = complaintSchema.safeParse(input);
      if (!parsed.success) return payloadFailure(parsed.error);
      if (!canComplainAbout(row.status)) return { kind: 'refused', key: 'orders.notComplainable' };
      const lines = await database.rows<{ id: number; quantity: number; name: string | null }>(
        sql`SELECT id, quantity, snapshot #>> '{product,name}' AS name
            FROM order_lines WHERE order_id = ${row.id}`,
      );
      // The domain's rule: the order's lines, each up to what its parcels delivered (a line
      // named twice counts both quantities).
      const shipped = (await shipmentsOf(database, row.id)).flatMap((shipment) => shipment.items);
      const issues = complaintItemProblems(
        complainableLines(row.status, lines, shipped),
        parsed.data.items,
      ).map((problem) =>
        problem.problem === 'unknownLine'
          ? { field: `items.${problem.index}.lineId`, key: 'orders.unknownLine' }
          : { field: `items.${problem.index}.quantity`, key: 'orders.complaintQuantity' },
      );
      if (issues.length > 0) return validationFailure(issues);
      const mails = complaintMails(
        {
          shopId: row.shop_id,
          customerId: row.customer_id,
          language: resolved.language,
          brandName: resolved.shop.brandName,
          orderNumber: row.order_number,
          customerEmail: row.email,
          firstName: row.billing_address.firstName,
          lastName: row.billing_address.lastName,
          items: parsed.data.items.map((item) => ({
            name: lines.find((line) => line.id === item.lineId)?.name ?? String(item.lineId),
            quantity: item.quantity,
          })),
          reason: parsed.data.reason,
          comment: parsed.data.comment,
        },
        options.serviceAddress ?? `service@${resolved.shop.hosts.production}`,
      );
      const queued = await database.transaction(async (tx) => {
        await tx.rows(sql`
          INSERT INTO order_complaints (order_id, items, reason, comment)
          VALUES (${row.id}, ${JSON.stringify(parsed.data.items)}::jsonb, ${parsed.data.reason}, ${parsed.data.comment})`);
        if (mail === null) return [];
        const ids: string[] = [];
        for (const complaintMail of mails) ids.push(await mail.queue(tx, complaintMail));
        return ids;
      });
      await deliver(queued);
      return detailOf(row);
    },

    async changeStatus(orderNumber, status) {
      const [row] = await database.rows<{ status: OrderStatus }>(
        sql`SELECT status FROM orders WHERE order_number = ${orderNumber}`,
      );
      if (row === undefined || !canChangeOrderStatus(row.status, status)) return false;
      const changed = await database.rows(sql`
        UPDATE orders SET status = ${status}, updated_at = now()
        WHERE order_number = ${orderNumber} AND status = ${row.status} RETURNING id`);
      return changed.length === 1;
    },

    async addShipment(orderNumber, input) {
      if (!isOrderNumber(orderNumber)) return { kind: 'notFound' };
      const parsed = shipmentSchema.safeParse(input);
      if (!parsed.success) return payloadFailure(parsed.error);
      const { carrier, trackingNumber, shippedAt = new Date(), items } = parsed.data;
      const outcome = await database.transaction(async (tx) => {
        // The order's row is locked: two parcels reported at once cannot both take the rest.
        const [order] = await tx.rows<{ id: number; status: OrderStatus }>(sql`
          SELECT id, status FROM orders WHERE order_number = ${orderNumber} FOR UPDATE`);
        if (order === undefined) return { kind: 'notFound' } as const;
        if (order.status === 'cancelled') {
          return { kind: 'refused', key: 'orders.notShippable' } as const;
        }
        const lines = await tx.rows<{ id: number; quantity: number }>(
          sql`SELECT id, quantity FROM order_lines WHERE order_id = ${order.id} ORDER BY position`,
        );
        const shipped = (await shipmentsOf(tx, order.id)).flatMap((shipment) => shipment.items);
        const held = items ?? unshippedItems(lines, shipped);
        const issues =
          held.length === 0
            ? [{ field: 'items', key: 'orders.shipmentQuantity' }]
            : shipmentItemProblems(lines, shipped, held).map((problem) =>
                problem.problem === 'unknownLine'
                  ? { field: `items.${problem.index}.lineId`, key: 'orders.unknownLine' }
                  : { field: `items.${problem.index}.quantity`, key: 'orders.shipmentQuantity' },
              );
        if (issues.length > 0) return validationFailure(issues);
        const [shipment] = await tx.rows<{ id: number }>(sql`
          INSERT INTO order_shipments (order_id, carrier, tracking_number, shipped_at)
          VALUES (${order.id}, ${carrierOf(carrier) ?? carrier}, ${trackingNumber}, ${shippedAt.toISOString()})
          RETURNING id`);
        if (shipment === undefined) throw new Error('commerce: shipment not stored');
        // One row per line: a line named twice in the report is one item with both quantities.
        const perLine = new Map<number, number>();
        for (const item of held) {
          perLine.set(item.lineId, (perLine.get(item.lineId) ?? 0) + item.quantity);
        }
        for (const [lineId, quantity] of perLine) {
          await tx.rows(sql`
            INSERT INTO order_shipment_items (shipment_id, order_line_id, quantity)
            VALUES (${shipment.id}, ${lineId}, ${quantity})`);
        }
        if (canChangeOrderStatus(order.status, 'shipped')) {
          await tx.rows(sql`
            UPDATE orders SET status = 'shipped', updated_at = now() WHERE id = ${order.id}`);
        }
        const [stored] = (await shipmentsOf(tx, order.id)).filter((row) => row.id === shipment.id);
        if (stored === undefined) throw new Error('commerce: shipment not stored');
        return packageOf(stored);
      });
      return outcome;
    },

    async anonymiseOrdersOf(customerId) {
      const anonymous = JSON.stringify({});
      return database.transaction(async (tx) => {
        const rows = await tx.rows<{ id: number }>(sql`
          UPDATE orders SET customer_id = NULL, email = '', user_id = 'anonymised-' || id::text,
            billing_address = ${anonymous}::jsonb, shipping_address = ${anonymous}::jsonb,
            payment_reference = NULL, anonymised_at = now(), updated_at = now()
          WHERE customer_id = ${customerId} RETURNING id`);
        const ids = `{${rows.map((row) => row.id).join(',')}}`;
        await tx.rows(
          sql`UPDATE order_complaints SET comment = '' WHERE order_id = ANY(${ids}::int[])`,
        );
        // A tracking number opens the carrier's record of the parcel, with its address.
        await tx.rows(
          sql`UPDATE order_shipments SET tracking_number = '' WHERE order_id = ANY(${ids}::int[])`,
        );
        // Engraving texts and the client's display data may name a person.
        await tx.rows(sql`UPDATE order_lines SET custom_data = custom_data - 'customText',
            snapshot = snapshot - 'displayData'
          WHERE order_id = ANY(${ids}::int[])`);
        await tx.rows(
          sql`UPDATE order_items SET customer_key = NULL WHERE customer_key = ${customerId}`,
        );
        return rows.length;
      });
    },
  };
}

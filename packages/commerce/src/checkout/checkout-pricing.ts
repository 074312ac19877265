import type { PaymentCode } from '@vitrine/domain';
import { isBulky } from '@vitrine/domain/catalog';
import {
  type CheckoutTotals,
  checkoutTotals,
  type GiftCardRefusal,
  giftCardOutcome,
  paymentMethodsOf,
  type VoucherRefusal,
  voucherReduction,
} from '@vitrine/domain/checkout';
import {
  fallbackShippingCosts,
  type ShippingCostsBlock,
  shippingCostFor,
} from '@vitrine/domain/content-model';
import { shopById } from '@vitrine/domain/market';
import { sql } from 'drizzle-orm';
import type { PricedBasket } from '../basket/basket-view';
import type { Database } from '../db/database';
import type { ShopContext } from '../shop-context';

export type ShippingMethod = 'standard' | 'freight';

export interface CheckoutSummary {
  readonly basket: PricedBasket;
  readonly shipping: { readonly method: ShippingMethod; readonly withTax: number };
  readonly voucher: { readonly code: string; readonly reduction: number } | null;
  readonly giftCard: {
    readonly code: string;
    readonly balance: number;
    readonly amount: number;
  } | null;
  readonly totals: CheckoutTotals;
  readonly currencyCode: ShopContext['currency'];
  /** The payment codes the shop's country offers (§3). */
  readonly paymentMethods: readonly PaymentCode[];
}

export type CodeRefusal =
  | { readonly field: 'voucherCode'; readonly key: VoucherRefusal }
  | {
      readonly field: 'giftCardCode';
      readonly key: GiftCardRefusal;
    };

interface VoucherRow {
  code: string;
  shop_id: number;
  currency: 'EUR' | 'CHF';
  kind: 'percentage' | 'amount';
  value: number;
  minimum_order_value: number;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  active: boolean;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Prices a basket for checkout: goods after promotions, the voucher, shipping (freight when a
 * bulky article is in the basket, else standard by order value — the CMS shipping-cost config
 * with the §9 fallback), the gift card's share and the sums (domain `checkoutTotals`).
 */
export async function priceCheckout(
  database: Pick<Database, 'rows'>,
  context: ShopContext,
  basket: CheckoutSummary['basket'],
  codes: { readonly voucherCode?: string | undefined; readonly giftCardCode?: string | undefined },
  options: { readonly shippingCosts?: ShippingCostsBlock | null; readonly now: Date },
): Promise<CheckoutSummary | { readonly kind: 'refused'; readonly refusal: CodeRefusal }> {
  const shop = shopById(context.shopId);
  if (shop === null) throw new TypeError(`Unknown shop id ${context.shopId}`);
  const goodsWithTax = basket.cost.withTax;
  let voucher: CheckoutSummary['voucher'] = null;
  if (codes.voucherCode) {
    const [row] = await database.rows<VoucherRow>(
      sql`SELECT * FROM vouchers WHERE code = ${codes.voucherCode}`,
    );
    if (row === undefined) {
      return { kind: 'refused', refusal: { field: 'voucherCode', key: 'checkout.voucherUnknown' } };
    }
    const outcome = voucherReduction(
      {
        code: row.code,
        shopId: row.shop_id,
        currency: row.currency,
        kind: row.kind,
        value: row.value,
        minimumOrderValue: row.minimum_order_value,
        validFrom: dateOf(row.valid_from),
        validTo: dateOf(row.valid_to),
        active: row.active,
      },
      {
        shopId: context.shopId,
        currency: context.currency,
        orderValue: goodsWithTax,
        now: options.now,
      },
    );
    if (outcome.kind === 'refused') {
      return { kind: 'refused', refusal: { field: 'voucherCode', key: outcome.key } };
    }
    voucher = { code: row.code, reduction: outcome.reduction };
  }
  let giftCardBalance = 0;
  let giftCardCode: string | null = null;
  if (codes.giftCardCode) {
    const [card] = await database.rows<{
      code: string;
      shop_id: number;
      currency: 'EUR' | 'CHF';
      balance: number;
    }>(
      sql`SELECT code, shop_id, currency, balance FROM gift_cards WHERE code = ${codes.giftCardCode}`,
    );
    const outcome = giftCardOutcome(
      card === undefined
        ? null
        : { code: card.code, shopId: card.shop_id, currency: card.currency, balance: card.balance },
      context,
    );
    if (outcome.kind === 'refused') {
      return { kind: 'refused', refusal: { field: 'giftCardCode', key: outcome.key } };
    }
    giftCardBalance = outcome.balance;
    giftCardCode = codes.giftCardCode;
  }
  const costs = options.shippingCosts ?? fallbackShippingCosts;
  const freight = basket.items.some((item) => isBulky(item.product));
  const shipping = {
    method: freight ? ('freight' as const) : ('standard' as const),
    withTax: freight
      ? costs.frachtkosten
      : shippingCostFor(costs, goodsWithTax - (voucher?.reduction ?? 0)),
  };
  const totals = checkoutTotals({
    goodsWithTax,
    goodsWithoutTax: basket.cost.withoutTax,
    voucherReduction: voucher?.reduction ?? 0,
    shippingWithTax: basket.items.length === 0 ? 0 : shipping.withTax,
    giftCardBalance,
  });
  return {
    basket,
    shipping,
    voucher,
    giftCard:
      giftCardCode === null
        ? null
        : { code: giftCardCode, balance: giftCardBalance, amount: totals.giftCardAmount },
    totals,
    currencyCode: context.currency,
    paymentMethods: paymentMethodsOf(shop.country),
  };
}

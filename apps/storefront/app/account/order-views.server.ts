import type { OrderDetail, OrderLine, OrderPackage, OrderSummary } from '@vitrine/commerce';
import {
  carrierName,
  formatPrice,
  isValidImageUrl,
  orderPaymentState,
  parcelTrackingLink,
  routePath,
  type ShopLocale,
  variantDescription,
} from '@vitrine/domain';
import type {
  AddressView,
  OrderDetailView,
  OrderLineView,
  OrderSummaryView,
  OrderTotalsView,
  ParcelView,
} from './order-views';

type OrderAddress = OrderDetail['billingAddress'];

/**
 * The shop's day an order was placed on. Its shops are in one time zone (§1: DE, AT, CH, FR,
 * BE, NL); the server formats it, so the browser's own zone cannot make the page differ from
 * the server's HTML.
 */
const shopTimeZone = 'Europe/Berlin';

/** The shop's day of a moment, in words of the shop's language and as `YYYY-MM-DD`. */
function shopDay(moment: string, locale: ShopLocale) {
  const date = new Date(moment);
  const day = new Intl.DateTimeFormat(locale.iso, { dateStyle: 'long', timeZone: shopTimeZone });
  // `en-CA` writes the day as YYYY-MM-DD: the <time> element's machine-readable form.
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone });
  return { text: day.format(date), iso: iso.format(date) };
}

function placedOn(createdAt: string, locale: ShopLocale) {
  const day = shopDay(createdAt, locale);
  return { placedOn: day.text, placedOnIso: day.iso };
}

function money(cents: number, currency: string, locale: ShopLocale): string {
  return formatPrice(cents, { locale: locale.iso, currency }) ?? '';
}

export function orderSummaryView(order: OrderSummary, locale: ShopLocale): OrderSummaryView {
  return {
    orderNumber: order.orderNumber,
    href: routePath('accountOrder', locale.pathPrefix, { orderNumber: order.orderNumber }),
    ...placedOn(order.createdAt, locale),
    status: order.status,
    total: money(order.totalWithTax, order.currencyCode, locale),
    itemCount: order.itemCount,
  };
}

function addressView(address: OrderAddress): AddressView {
  const name = [address.firstName, address.lastName].join(' ');
  return {
    lines: [
      name,
      address.company ?? '',
      `${address.street} ${address.houseNumber}`,
      address.addition ?? '',
      `${address.postalCode} ${address.city}`,
    ].filter((line) => line.trim() !== ''),
    country: address.country,
  };
}

function lineView(line: OrderLine, currency: string, locale: ShopLocale): OrderLineView {
  const image = line.product.images.find((candidate) => isValidImageUrl(candidate.src));
  return {
    id: line.id,
    name: line.product.name,
    brand: line.product.brand || null,
    variant: variantDescription(line.variant),
    quantity: line.quantity,
    unitPrice: money(line.unitWithTax, currency, locale),
    total: money(line.totalWithTax, currency, locale),
    image: image === undefined ? null : { src: image.src, alt: image.alt ?? line.product.name },
  };
}

function totalsView(order: OrderDetail, locale: ShopLocale): OrderTotalsView {
  const { totals, currencyCode } = order;
  const format = (cents: number) => money(cents, currencyCode, locale);
  return {
    goods: format(totals.goodsWithTax),
    goodsBeforeSets:
      order.setPromotions.length === 0
        ? null
        : format(
            totals.goodsWithTax + order.setPromotions.reduce((sum, set) => sum + set.amount, 0),
          ),
    sets: order.setPromotions.map((set) => ({
      id: set.id,
      name: set.name,
      amount: format(set.amount),
    })),
    voucher:
      order.voucherCode !== null && totals.voucherReduction > 0
        ? { code: order.voucherCode, amount: format(totals.voucherReduction) }
        : null,
    shipping: format(totals.shippingWithTax),
    total: format(totals.totalWithTax),
    tax: format(totals.vatAmount),
    giftCard:
      order.giftCardCode !== null && totals.giftCardAmount > 0
        ? { code: order.giftCardCode, amount: format(totals.giftCardAmount) }
        : null,
    amountDue: format(totals.amountDue),
  };
}

/**
 * A parcel as the order page shows it: the carrier's name, the number, the carrier's tracking
 * page (the domain's link for the shop's language and the parcel's destination) and its lines.
 */
function parcelView(parcel: OrderPackage, order: OrderDetail, locale: ShopLocale): ParcelView {
  const shipped = shopDay(parcel.shippedAt, locale);
  return {
    id: parcel.id,
    carrier: carrierName(parcel.carrierKey),
    trackingNumber: parcel.trackingNumber,
    trackingHref: parcelTrackingLink(parcel.carrierKey, parcel.trackingNumber, {
      language: locale.language,
      country: order.shippingAddress.country,
      postalCode: order.shippingAddress.postalCode,
    }),
    shippedOn: shipped.text,
    shippedOnIso: shipped.iso,
    items: parcel.items.flatMap((item) => {
      const line = order.lines.find((candidate) => candidate.id === item.lineId);
      return line === undefined
        ? []
        : [{ lineId: line.id, name: line.product.name, quantity: item.quantity }];
    }),
  };
}

/** The order page's view of the engine's order: lines, sums, addresses, payment, what may be done. */
export function orderDetailView(order: OrderDetail, locale: ShopLocale): OrderDetailView {
  return {
    ...orderSummaryView(order, locale),
    lines: order.lines.map((line) => lineView(line, order.currencyCode, locale)),
    totals: totalsView(order, locale),
    billingAddress: addressView(order.billingAddress),
    shippingAddress: addressView(order.shippingAddress),
    paymentMethod: order.paymentMethod,
    parcels: order.packages.map((parcel) => parcelView(parcel, order, locale)),
    paymentState: orderPaymentState(order.status),
    cancellable: order.cancellable,
    complainable: order.complainable,
  };
}

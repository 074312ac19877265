/**
 * Entities for the tracking tests: a baby-shop pram in two sizes, a basket and an order.
 * Each builder takes overrides, so a test states only what it is about.
 */
import type { Basket, BasketItem } from '../entities/basket';
import type { Order, OrderItem } from '../entities/order';
import type { Price, Product, Variant } from '../entities/product';

export function aPrice(overrides: Partial<Price> = {}): Price {
  return {
    currencyCode: 'EUR',
    withTax: 49999,
    withoutTax: 42016,
    recommendedRetailPrice: null,
    tax: { vat: { amount: 7983, rate: 0.19 } },
    reference: null,
    appliedReductions: [],
    ...overrides,
  };
}

export function aVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 501,
    referenceKey: '123456_01',
    price: aPrice(),
    stock: { quantity: 7 },
    logistics: { bvc: 1, deliveryDaysFrom: 2, deliveryDaysTo: 4, priceReference: null },
    scalePrices: null,
    paybackPointsFactor: null,
    attributes: {},
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 77,
    referenceKey: '123456',
    masterKey: 'M123456',
    seoUrl: null,
    name: 'Kinderwagen Sonnenschein',
    brand: 'Kiddo',
    subbrand: null,
    isSale: false,
    categories: [
      [
        { categoryId: 1, categoryName: 'Baby', categorySlug: 'baby' },
        { categoryId: 2, categoryName: 'Unterwegs', categorySlug: 'unterwegs' },
        { categoryId: 3, categoryName: 'Kinderwagen', categorySlug: 'kinderwagen' },
      ],
      [{ categoryId: 9, categoryName: 'Sale', categorySlug: 'sale' }],
    ],
    collections: [],
    images: [{ src: 'pram-1.webp' }, { src: 'pram-2.webp' }],
    variants: [
      aVariant(),
      aVariant({ id: 502, referenceKey: '123456_02', price: aPrice({ withTax: 54999 }) }),
    ],
    siblings: [],
    priceRange: { min: aPrice(), max: aPrice({ withTax: 54999 }) },
    colorsList: [],
    isActive: true,
    isSoldOut: false,
    isNew: false,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    promotion: null,
    averageRating: null,
    reviewCount: null,
    attributes: {},
    advancedAttributes: {},
    ...overrides,
  };
}

export function aBasketItem(overrides: Partial<BasketItem> = {}): BasketItem {
  const unit = aPrice({ withTax: 1999 });
  return {
    key: 'item-1',
    quantity: 2,
    availableQuantity: 10,
    variant: aVariant({ referenceKey: '654321_03', price: unit }),
    product: aProduct({ referenceKey: '654321', name: 'Spucktuch 3er-Set', brand: 'Kiddo' }),
    price: { unit, total: aPrice({ withTax: 3998 }), reference: null },
    itemGroup: null,
    customData: {},
    displayData: {},
    promotionId: null,
    promotion: null,
    ...overrides,
  };
}

export function aBasket(overrides: Partial<Basket> = {}): Basket {
  return {
    key: 'basket_1_abc',
    items: [aBasketItem()],
    cost: { currencyCode: 'EUR', withTax: 3998, withoutTax: 3359 },
    ...overrides,
  };
}

export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    product: aProduct(),
    variant: aVariant(),
    quantity: 1,
    itemGroup: null,
    itemDiscount: 0,
    itemCoupon: null,
    itemPromotionAmount: 0,
    itemPromotionId: null,
    customData: {},
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const items = [anOrderItem()];
  return {
    id: 100234,
    orderNumber: 'B-100234',
    customer: { id: 'c-1', email: ' Anna@Example.DE ', status: { isGuestCustomer: false } },
    payment: [{ key: 'PP', amount: 50498 }],
    voucher: null,
    cost: { withTax: 50498, withoutTax: 42435, tax: { vat: { amount: 8063 } } },
    shipping: { withTax: 499 },
    currencyCode: 'EUR',
    giftcard: null,
    specialCoupon: null,
    packages: [{ carrierKey: 'DHL', items }],
    items,
    ...overrides,
  };
}

export const externalVisitor = { internalTraffic: false } as const;
export const internalVisitor = { internalTraffic: true } as const;

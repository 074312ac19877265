import { randomBytes, randomUUID } from 'node:crypto';
import { type Order, purchaseEvent } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCheckoutService } from '../src/checkout/checkout-service';
import type { Commerce, Purchaser } from '../src/index';
import { createTestPaymentProvider, testPaymentData } from '../src/index';
import { plainVariant, setStock, testAddress, testPurchaser } from './support/shopping';
import { babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const order = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  billingAddress: testAddress,
  paymentMethod: 'KK',
  paymentData: { cardNumber: testPaymentData.cards.authorise },
  ...extra,
});

describe.each(testDatabases)('checkout and orders on %s (issue 6; spec §3 Order)', (kind) => {
  let handle: TestCommerce;
  let commerce: Commerce;

  beforeAll(async () => {
    handle = await openTestCommerce(kind);
    commerce = handle.commerce;
  });
  afterAll(() => handle?.close());

  async function fill(buyer: Purchaser, variantId: number, quantity = 1) {
    const outcome = await commerce.basket.addItem(babyDe, buyer, {
      basketKey: `basket_${babyDe.shopId}_${buyer.userId}`,
      variantId,
      quantity,
    });
    if (outcome.kind !== 'ok') throw new Error(JSON.stringify(outcome));
    return outcome.basket;
  }

  test('the summary prices goods, standard shipping 4.99 (spec §9 fallback) and the country’s payment methods', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 10);
    const basket = await fill(buyer, variant.id, 2);
    const summary = await commerce.checkout.summary(babyDe, buyer.userId, {});
    expect(summary).toMatchObject({
      shipping: { method: 'standard', withTax: 499 },
      voucher: null,
      giftCard: null,
      currencyCode: 'EUR',
      totals: { goodsWithTax: basket.cost.withTax, totalWithTax: basket.cost.withTax + 499 },
    });
    expect('paymentMethods' in summary && summary.paymentMethods).toContain('KK');
    expect('paymentMethods' in summary && summary.paymentMethods).not.toContain('TW');
    const freeShipping = await commerce.checkout.summary(
      babyDe,
      buyer.userId,
      {},
      {
        shippingCosts: {
          component: 'shipping_costs',
          _uid: 'x',
          frachtkosten: 1499,
          versandkostenBedingungen: [
            { label: '', versandkosten: 499, ab_bestellwert: 0 },
            { label: '', versandkosten: 0, ab_bestellwert: 1 },
          ],
        },
      },
    );
    expect(freeShipping).toMatchObject({ shipping: { method: 'standard', withTax: 0 } });
  });

  test('bulky goods ship as freight at 14.99 (spec §9)', async () => {
    const [row] = await commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN product_texts t ON t.product_id = v.product_id AND t.language = 'de'
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${babyDe.shopId}
      JOIN products p ON p.id = v.product_id
      WHERE t.attributes ? 'bulkyOrLoad' AND v.bvc = 1 AND v.stock_quantity > 0 AND p.is_active ORDER BY v.id LIMIT 1`);
    if (row === undefined) throw new Error('no bulky article in the test catalog');
    const buyer = testPurchaser();
    await fill(buyer, row.id);
    expect(await commerce.checkout.summary(babyDe, buyer.userId, {})).toMatchObject({
      shipping: { method: 'freight', withTax: 1499 },
    });
  });

  test.each([
    { code: 'willkommen10-10', expected: { voucher: { code: 'WILLKOMMEN10-10' } } },
    {
      code: 'FUENF-10',
      expected: {
        kind: 'invalid',
        issues: [{ field: 'voucherCode', key: 'checkout.voucherMinimumOrderValue' }],
      },
    },
    {
      code: 'ABGELAUFEN-10',
      expected: {
        kind: 'invalid',
        issues: [{ field: 'voucherCode', key: 'checkout.voucherExpired' }],
      },
    },
    {
      code: 'WILLKOMMEN10-11',
      expected: {
        kind: 'invalid',
        issues: [{ field: 'voucherCode', key: 'checkout.voucherUnknown' }],
      },
    },
    {
      code: 'NICHTDA',
      expected: {
        kind: 'invalid',
        issues: [{ field: 'voucherCode', key: 'checkout.voucherUnknown' }],
      },
    },
  ])('voucher $code', async ({ code, expected }) => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 5, [], 1_000_000);
    await setStock(commerce, variant.id, 50);
    await fill(buyer, variant.id, 1);
    await commerce.db.rows(
      sql`UPDATE variant_prices SET with_tax = 1000, without_tax = 840 WHERE variant_id = ${variant.id} AND shop_id = 10`,
    );
    const summary = await commerce.checkout.summary(babyDe, buyer.userId, { voucherCode: code });
    expect(summary).toMatchObject(expected);
    if ('voucher' in summary && summary.voucher) expect(summary.voucher.reduction).toBe(100);
  });

  test('places an order in one transaction: stock down, basket empty, number, mail queued', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    await setStock(commerce, variant.id, 10);
    await fill(buyer, variant.id, 3);
    const placed = await commerce.checkout.placeOrder(babyDe, buyer, order());
    expect(placed).toMatchObject({
      kind: 'placed',
      replayed: false,
      payment: 'authorised',
      orderNumber: expect.stringMatching(/^\d{8,}$/),
    });
    const [stock] = await commerce.db.rows<{ stock_quantity: number }>(
      sql`SELECT stock_quantity FROM variants WHERE id = ${variant.id}`,
    );
    expect(stock?.stock_quantity).toBe(7);
    expect((await commerce.basket.basketOf(babyDe, buyer.userId)).items).toEqual([]);
    const mails = await commerce.mail.outbox({ to: buyer.email });
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
    expect(mails[0]?.subject).toContain(placed.kind === 'placed' ? placed.orderNumber : '?');
    expect(mails[0]?.text).toContain('bereiten den Versand vor');
    const detail = await commerce.orders.detail(
      babyDe,
      buyer,
      placed.kind === 'placed' ? placed.orderNumber : '',
    );
    expect(detail).toMatchObject({
      status: 'paid',
      paymentMethod: 'KK',
      cancellable: true,
      complainable: false,
      itemCount: 3,
    });
    expect(detail?.tracking).toMatchObject({
      customer: { id: buyer.customerId, email: buyer.email, status: { isGuestCustomer: false } },
      payment: [{ key: 'KK', amount: detail?.totals.amountDue }],
      shipping: { withTax: 499 },
      currencyCode: 'EUR',
      items: [{ quantity: 3, variant: { id: variant.id } }],
    });
    // The purchase event of §4 reads the order as it is (the domain's purchaseEvent).
    const event = purchaseEvent(detail?.tracking as Order, { internalTraffic: false });
    expect(event).toMatchObject({
      event: 'purchase',
      is_guest: false,
      user_data: { sha256_email_address: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ecommerce: {
        currency: 'EUR',
        value: (detail?.totals.totalWithTax ?? 0) / 100,
        shipping: 4.99,
        payment_type: 'KK',
        items: [{ quantity: 3 }],
      },
    });
  });

  test('the same idempotency key twice, even at once, creates one order', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    await setStock(commerce, variant.id, 10);
    await fill(buyer, variant.id, 2);
    const payload = order();
    const [first, second] = await Promise.all([
      commerce.checkout.placeOrder(babyDe, buyer, payload),
      commerce.checkout.placeOrder(babyDe, buyer, payload),
    ]);
    const third = await commerce.checkout.placeOrder(babyDe, buyer, payload);
    const numbers = [first, second, third].map((outcome) =>
      outcome.kind === 'placed' ? outcome.orderNumber : outcome.kind,
    );
    expect(new Set(numbers).size).toBe(1);
    expect(third).toMatchObject({ replayed: true });
    const [count] = await commerce.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${buyer.userId}`,
    );
    expect(count?.n).toBe(1);
    const [stock] = await commerce.db.rows<{ stock_quantity: number }>(
      sql`SELECT stock_quantity FROM variants WHERE id = ${variant.id}`,
    );
    expect(stock?.stock_quantity).toBe(8);
  });

  test('a repeat that reads the basket after the first placed the order is answered with that order, not "basket empty"', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    await setStock(commerce, variant.id, 10);
    await fill(buyer, variant.id, 1);
    const payload = order();
    let first: Awaited<ReturnType<Commerce['checkout']['placeOrder']>> | undefined;
    // The repeat checks for the key before the first request has placed anything, and reads
    // the basket only once the first is done (the interleaving of two requests at once).
    const repeat = createCheckoutService({
      database: commerce.db,
      payments: createTestPaymentProvider(),
      mail: null,
      basket: {
        ...commerce.basket,
        basketOf: async (...args: Parameters<Commerce['basket']['basketOf']>) => {
          first = await commerce.checkout.placeOrder(babyDe, buyer, payload);
          return commerce.basket.basketOf(...args);
        },
      },
    });
    const second = await repeat.placeOrder(babyDe, buyer, payload);
    expect(first).toMatchObject({ kind: 'placed', replayed: false });
    expect(second).toEqual({
      kind: 'placed',
      orderNumber: first?.kind === 'placed' ? first.orderNumber : '',
      replayed: true,
      payment: 'authorised',
    });
  });

  test('two buyers of the last item: one wins, the other is told it is out of stock (issue 6)', async () => {
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    await setStock(commerce, variant.id, 1);
    const buyers = [testPurchaser(), testPurchaser()];
    for (const buyer of buyers) await fill(buyer, variant.id, 1);
    const outcomes = await Promise.all(
      buyers.map((buyer) => commerce.checkout.placeOrder(babyDe, buyer, order())),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'placed')).toHaveLength(1);
    // The rolled-back order left no confirmation behind (the mail is queued in the transaction).
    const confirmations = await Promise.all(
      buyers.map((buyer) => commerce.mail.outbox({ to: buyer.email })),
    );
    expect(confirmations.map((mails) => mails.length).sort()).toEqual([0, 1]);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused')).toEqual([
      {
        kind: 'refused',
        status: 409,
        key: 'checkout.outOfStock',
        field: expect.stringMatching(/^items\./),
      },
    ]);
    const [stock] = await commerce.db.rows<{ stock_quantity: number }>(
      sql`SELECT stock_quantity FROM variants WHERE id = ${variant.id}`,
    );
    expect(stock?.stock_quantity).toBe(0);
  });

  test.each([
    {
      paymentData: { cardNumber: testPaymentData.cards.decline },
      status: 402,
      key: 'checkout.paymentDeclined',
    },
    {
      paymentData: { cardNumber: testPaymentData.cards.fail },
      status: 503,
      key: 'checkout.paymentFailed',
    },
  ])(
    'a payment that is $key places no order and keeps the basket',
    async ({ paymentData, status, key }) => {
      const buyer = testPurchaser();
      const variant = await plainVariant(commerce, babyDe.shopId, 5);
      await fill(buyer, variant.id);
      expect(await commerce.checkout.placeOrder(babyDe, buyer, order({ paymentData }))).toEqual({
        kind: 'refused',
        status,
        key,
        field: 'paymentMethod',
      });
      expect((await commerce.basket.basketOf(babyDe, buyer.userId)).items).toHaveLength(1);
      expect(await commerce.orders.list(babyDe, buyer)).toEqual([]);
    },
  );

  test.each([
    { method: 'KK', paymentData: { cardNumber: testPaymentData.cards.pending } },
    { method: 'PP', paymentData: { testOutcome: 'pending' } },
  ])(
    'a payment the provider answers "pending" ($method) places the order, placed and not paid (issue 18)',
    async ({ method, paymentData }) => {
      const buyer = testPurchaser();
      const variant = await plainVariant(commerce, babyDe.shopId, 5);
      await fill(buyer, variant.id);
      const payload = order({ paymentMethod: method, paymentData });
      const placed = await commerce.checkout.placeOrder(babyDe, buyer, payload);
      expect(placed).toMatchObject({ kind: 'placed', replayed: false, payment: 'pending' });
      if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
      expect((await commerce.orders.detail(babyDe, buyer, placed.orderNumber))?.status).toBe(
        'placed',
      );
      expect((await commerce.basket.basketOf(babyDe, buyer.userId)).items).toEqual([]);
      // The confirmation does not promise the dispatch: the order waits for the payment.
      const [confirmation] = await commerce.mail.outbox({ to: buyer.email });
      expect(confirmation?.text).toContain('Ihre Zahlung wird noch vom Zahlungsanbieter bestätigt');
      expect(confirmation?.text).not.toContain('bereiten den Versand vor.');
      // Sent again (a reload): the same order, still pending.
      expect(await commerce.checkout.placeOrder(babyDe, buyer, payload)).toEqual({
        kind: 'placed',
        orderNumber: placed.orderNumber,
        replayed: true,
        payment: 'pending',
      });
    },
  );

  test.each([
    { extra: { paymentMethod: 'TW' }, field: 'paymentMethod', key: 'checkout.paymentMethod' },
    { extra: { paymentMethod: 'XX' }, field: 'paymentMethod', key: 'checkout.paymentMethod' },
    {
      extra: { shippingAddress: { ...testAddress, country: 'FR' } },
      field: 'shippingAddress.country',
      key: 'checkout.shippingCountry',
    },
    {
      extra: { billingAddress: { ...testAddress, postalCode: '!' } },
      field: 'billingAddress.postalCode',
      key: 'checkout.postalCode',
    },
    {
      extra: { billingAddress: { ...testAddress, firstName: '' } },
      field: 'billingAddress.firstName',
      key: 'validation.required',
    },
    { extra: { idempotencyKey: 'x' }, field: 'idempotencyKey', key: 'checkout.idempotencyKey' },
  ])('bad input: $key on $field', async ({ extra, field, key }) => {
    const buyer = testPurchaser();
    expect(await commerce.checkout.placeOrder(babyDe, buyer, order(extra))).toMatchObject({
      kind: 'invalid',
      issues: expect.arrayContaining([{ field, key }]),
    });
  });

  async function registeredBuyer(firstName: string): Promise<Purchaser> {
    const signedIn = await commerce.identity.register(
      babyDe.shopId,
      {
        first_name: firstName,
        last_name: 'Buch',
        gender: 'f',
        email: `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.de`,
        register_password: 'Sommerwind-Apfel7',
        newsletter: false,
      },
      null,
    );
    if (signedIn.kind !== 'signedIn') throw new Error('not registered');
    return {
      userId: signedIn.session.userId,
      customerId: signedIn.customer.id,
      email: signedIn.customer.email ?? '',
      isGuest: false,
    };
  }

  test('addresses come from the customer’s own address book by id (issue 6 checkout)', async () => {
    const buyer = await registeredBuyer('Ida');
    const entry = {
      gender: 'f' as const,
      first_name: 'Ida',
      last_name: 'Buch',
      street: 'Lindenallee',
      house_number: '3',
      postal_code: '80331',
      city: 'München',
      country: 'DE' as const,
    };
    const home = await commerce.account.addAddress(buyer.customerId, entry);
    const office = await commerce.account.addAddress(buyer.customerId, {
      ...entry,
      company: 'Buch GmbH',
      street: 'Marktplatz',
    });
    const abroad = await commerce.account.addAddress(buyer.customerId, {
      ...entry,
      country: 'AT',
      postal_code: '1010',
      city: 'Wien',
    });
    const strangersBook = await commerce.account.addAddress(
      (await registeredBuyer('Uwe')).customerId,
      entry,
    );
    const variant = await plainVariant(commerce, babyDe.shopId, 5);
    await fill(buyer, variant.id);
    const { billingAddress: _given, ...withoutAddress } = order();
    expect(
      await commerce.checkout.placeOrder(babyDe, buyer, {
        ...withoutAddress,
        billingAddressId: strangersBook.id,
      }),
    ).toEqual({
      kind: 'invalid',
      issues: [{ field: 'billingAddressId', key: 'checkout.addressUnknown' }],
    });
    expect(
      await commerce.checkout.placeOrder(babyDe, buyer, {
        ...withoutAddress,
        billingAddressId: home.id,
        shippingAddressId: abroad.id,
      }),
    ).toEqual({
      kind: 'invalid',
      issues: [{ field: 'shippingAddressId', key: 'checkout.shippingCountry' }],
    });
    expect(
      await commerce.checkout.placeOrder(babyDe, buyer, {
        ...order(),
        billingAddressId: home.id,
      }),
    ).toMatchObject({
      kind: 'invalid',
      issues: [{ field: 'billingAddressId', key: 'checkout.addressTwice' }],
    });
    expect(await commerce.checkout.placeOrder(babyDe, buyer, withoutAddress)).toMatchObject({
      kind: 'invalid',
      issues: [{ field: 'billingAddress', key: 'validation.required' }],
    });
    const placed = await commerce.checkout.placeOrder(babyDe, buyer, {
      ...withoutAddress,
      billingAddressId: home.id,
      shippingAddressId: office.id,
    });
    if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
    const detail = await commerce.orders.detail(babyDe, buyer, placed.orderNumber);
    expect(detail?.billingAddress).toEqual({
      salutation: 'f',
      firstName: 'Ida',
      lastName: 'Buch',
      street: 'Lindenallee',
      houseNumber: '3',
      postalCode: '80331',
      city: 'München',
      country: 'DE',
    });
    expect(detail?.shippingAddress).toMatchObject({ company: 'Buch GmbH', street: 'Marktplatz' });
  });

  test('the gift card (G) chosen as the only payment must cover the whole order', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 5);
    await fill(buyer, variant.id);
    expect(
      await commerce.checkout.placeOrder(babyDe, buyer, order({ paymentMethod: 'G' })),
    ).toEqual({
      kind: 'invalid',
      issues: [{ field: 'paymentMethod', key: 'checkout.giftCardInsufficient' }],
    });
    expect(await commerce.orders.list(babyDe, buyer)).toEqual([]);
  });

  test('an empty basket cannot be ordered; invoice orders are placed, not paid; a gift card pays its share', async () => {
    const buyer = testPurchaser();
    expect(await commerce.checkout.placeOrder(babyDe, buyer, order())).toMatchObject({
      kind: 'refused',
      status: 409,
      key: 'checkout.basketEmpty',
    });
    const variant = await plainVariant(commerce, babyDe.shopId, 5);
    await fill(buyer, variant.id);
    const placed = await commerce.checkout.placeOrder(
      babyDe,
      buyer,
      order({ paymentMethod: 'RE', giftCardCode: 'geschenk25-10' }),
    );
    if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
    const detail = await commerce.orders.detail(babyDe, buyer, placed.orderNumber);
    expect(detail?.status).toBe('placed');
    expect(detail?.giftCardCode).toBe('GESCHENK25-10');
    const charged = detail?.totals.giftCardAmount ?? 0;
    expect(charged).toBe(Math.min(2500, detail?.totals.totalWithTax ?? 0));
    const [card] = await commerce.db.rows<{ balance: number }>(
      sql`SELECT balance FROM gift_cards WHERE code = 'GESCHENK25-10'`,
    );
    expect(card?.balance).toBe(2500 - charged);
    expect(detail?.tracking.payment.map((payment) => payment.key)).toContain('G');
  });

  test('orders: list and detail for their customer only, cancel before shipping, complaints after (issue 6)', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    await setStock(commerce, variant.id, 20);
    await fill(buyer, variant.id, 2);
    const first = await commerce.checkout.placeOrder(babyDe, buyer, order());
    await fill(buyer, variant.id, 1);
    const second = await commerce.checkout.placeOrder(babyDe, buyer, order());
    if (first.kind !== 'placed' || second.kind !== 'placed') throw new Error('not placed');
    const list = await commerce.orders.list(babyDe, buyer);
    expect(list.map((entry) => entry.orderNumber).sort()).toEqual(
      [first.orderNumber, second.orderNumber].sort(),
    );
    const stranger = testPurchaser();
    expect(await commerce.orders.detail(babyDe, stranger, first.orderNumber)).toBeNull();
    expect(await commerce.orders.cancel(babyDe, stranger, first.orderNumber)).toEqual({
      kind: 'notFound',
    });
    expect(await commerce.orders.detail(babyDe, buyer, '../1')).toBeNull();

    const cancelled = await commerce.orders.cancel(babyDe, buyer, first.orderNumber);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
    const [stock] = await commerce.db.rows<{ stock_quantity: number }>(
      sql`SELECT stock_quantity FROM variants WHERE id = ${variant.id}`,
    );
    expect(stock?.stock_quantity).toBe(19);
    expect(await commerce.orders.cancel(babyDe, buyer, first.orderNumber)).toEqual({
      kind: 'refused',
      key: 'orders.notCancellable',
    });

    const complaint = {
      items: [{ lineId: 1, quantity: 1 }],
      reason: 'damaged',
      // Typed in a textarea: its line breaks are text (issue 18: the page's rule).
      comment: 'Karton eingedrückt,\r\nInhalt heil',
    };
    expect(await commerce.orders.complain(babyDe, buyer, second.orderNumber, complaint)).toEqual({
      kind: 'refused',
      key: 'orders.notComplainable',
    });
    expect(await commerce.orders.changeStatus(second.orderNumber, 'shipped')).toBe(true);
    expect(await commerce.orders.changeStatus(second.orderNumber, 'placed')).toBe(false);
    expect(await commerce.orders.cancel(babyDe, buyer, second.orderNumber)).toEqual({
      kind: 'refused',
      key: 'orders.notCancellable',
    });
    const detail = await commerce.orders.detail(babyDe, buyer, second.orderNumber);
    const lineId = detail?.lines[0]?.id ?? 0;
    expect(
      await commerce.orders.complain(babyDe, buyer, second.orderNumber, {
        ...complaint,
        items: [{ lineId, quantity: 5 }],
      }),
    ).toMatchObject({
      kind: 'invalid',
      issues: [{ field: 'items.0.quantity', key: 'orders.complaintQuantity' }],
    });
    expect(
      await commerce.orders.complain(babyDe, buyer, second.orderNumber, {
        ...complaint,
        reason: 'weil',
      }),
    ).toMatchObject({
      kind: 'invalid',
      issues: [{ field: 'reason', key: 'orders.complaintReason' }],
    });
    const filed = await commerce.orders.complain(babyDe, buyer, second.orderNumber, {
      ...complaint,
      items: [{ lineId, quantity: 1 }],
    });
    expect(filed).toMatchObject({
      complaints: [
        {
          items: [{ lineId, quantity: 1 }],
          reason: 'damaged',
          comment: 'Karton eingedrückt,\r\nInhalt heil',
        },
      ],
    });
    const kinds = (await commerce.mail.outbox({ to: buyer.email })).map((mail) => mail.kind).sort();
    expect(kinds).toEqual([
      'order-cancellation',
      'order-complaint',
      'order-confirmation',
      'order-confirmation',
    ]);
    // Customer service gets the complaint itself: lines, quantities, reason and comment.
    const [request] = await commerce.mail.outbox({ to: 'service@de.nido.example' });
    const productName = detail?.lines[0]?.product.name ?? '?';
    expect(request).toMatchObject({
      kind: 'order-complaint-request',
      subject: `Reklamation zur Bestellung ${second.orderNumber}`,
    });
    expect(request?.text).toContain(`1 × ${productName}`);
    expect(request?.text).toContain('Grund: Ware beschädigt');
    expect(request?.text).toContain('Anmerkung: Karton eingedrückt');
    expect(request?.text).toContain(buyer.email);
    const [receipt] = (await commerce.mail.outbox({ to: buyer.email })).filter(
      (mail) => mail.kind === 'order-complaint',
    );
    expect(receipt?.text).toContain(`1 × ${productName}`);
  });

  test('anonymiseOrdersOf leaves the goods and sums and removes every personal datum', async () => {
    const buyer = testPurchaser();
    const variant = await plainVariant(commerce, babyDe.shopId, 5);
    const filled = await commerce.basket.addItem(babyDe, buyer, {
      basketKey: `basket_${babyDe.shopId}_${buyer.userId}`,
      variantId: variant.id,
      displayData: { giftNote: 'Für Oma Muster' },
    });
    expect(filled.kind).toBe('ok');
    const placed = await commerce.checkout.placeOrder(babyDe, buyer, order());
    if (placed.kind !== 'placed') throw new Error('not placed');
    expect(await commerce.orders.anonymiseOrdersOf(buyer.customerId)).toBe(1);
    expect(await commerce.orders.list(babyDe, buyer)).toEqual([]);
    const rows = await commerce.db.rows<Record<string, unknown>>(
      sql`SELECT * FROM orders WHERE order_number = ${placed.orderNumber}`,
    );
    const lines = await commerce.db.rows<Record<string, unknown>>(
      sql`SELECT l.* FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.order_number = ${placed.orderNumber}`,
    );
    expect(lines).toHaveLength(1);
    const text = JSON.stringify([rows, lines]);
    for (const personal of [buyer.email, buyer.customerId, buyer.userId, 'Muster', 'Hauptstraße']) {
      expect(text).not.toContain(personal);
    }
    expect(rows[0]).toMatchObject({
      customer_id: null,
      email: '',
      billing_address: {},
      shipping_address: {},
    });
  });
  test('deleting the account anonymises the customer’s orders (issue 6, account deletion hook)', async () => {
    const signedIn = await commerce.identity.register(
      babyDe.shopId,
      {
        first_name: 'Lena',
        last_name: 'Loeschen',
        gender: 'f',
        email: `lena-${randomBytes(4).toString('hex')}@example.de`,
        register_password: 'Sommerwind-Apfel7',
        newsletter: false,
      },
      null,
    );
    if (signedIn.kind !== 'signedIn') throw new Error('not registered');
    const buyer: Purchaser = {
      userId: signedIn.session.userId,
      customerId: signedIn.customer.id,
      email: signedIn.customer.email ?? '',
      isGuest: false,
    };
    const variant = await plainVariant(commerce, babyDe.shopId, 5);
    await fill(buyer, variant.id);
    const placed = await commerce.checkout.placeOrder(babyDe, buyer, order());
    if (placed.kind !== 'placed') throw new Error('not placed');
    expect(await commerce.account.deleteAccount(buyer.customerId)).toBe(true);
    const [row] = await commerce.db.rows<{ email: string; customer_id: string | null }>(
      sql`SELECT email, customer_id FROM orders WHERE order_number = ${placed.orderNumber}`,
    );
    expect(row).toEqual({ email: '', customer_id: null });
  });
});

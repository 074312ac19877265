import { randomUUID } from 'node:crypto';
import { shopContext } from '@vitrine/commerce';
import {
  type CountryCode,
  type OrderStatus,
  registerSchema,
  type Shop,
  shopByHost,
} from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { StorefrontServices } from '../../server/services';
import { openEngineOn } from './engine';
import { customerPassword } from './registered-customer';
import { seededDatabase } from './seeded-database';
import { listeningPort, spawnServer, stopServer } from './server-process';
import { type RunningStorefront, send, sessionCookieOf } from './storefront-server';
import { serverStartTimeout } from './timeouts';

/** A customer to register in a shop, with the orders to place for them (oldest first). */
export interface CustomerPlan {
  /** The shop's host name (`localhost`, `ch.nido.localhost`, …). */
  readonly host: string;
  readonly email: string;
  readonly firstName: string;
  /** Each order's status once placed (`placed` leaves it as checkout left it). */
  readonly orders: readonly OrderStatus[];
  /**
   * How many different articles each order holds (default 1): the first as before, the others
   * of other products; article k of order i comes 1 + (i + k) % 2 times.
   */
  readonly articles?: number;
  /**
   * The account balance in cents (default 0): the engine credits it from outside (a return),
   * with no call of its own, so it is written to the customer's row beforehand.
   */
  readonly balanceCents?: number;
  /**
   * The carrier of the shipped and delivered orders' parcels (default: the shop country's
   * postal or parcel service, each with a tracking page); another name is a carrier without one.
   */
  readonly carrier?: string;
  /**
   * How many of each article (in article order) the shipped orders' one parcel holds; an
   * article at 0 is not in it (default: the whole order). The rest has not left the warehouse.
   */
  readonly parcelQuantities?: readonly number[];
  /**
   * A second parcel of the shipped orders, with this carrier, that takes the rest of the order
   * (what the first, of `parcelQuantities`, left); its tracking number ends in `B`.
   */
  readonly restParcelCarrier?: string;
}

export interface PreparedCustomer {
  readonly host: string;
  readonly email: string;
  /** The customer's order numbers, oldest first, as planned. */
  readonly orderNumbers: readonly string[];
  /** Each shipped or delivered order's parcel by its order number: its carrier and tracking number. */
  readonly parcels: Readonly<
    Record<string, { readonly carrier: string; readonly trackingNumber: string }>
  >;
  /** The second parcel by its order number, where the plan has one (`restParcelCarrier`). */
  readonly restParcels: Readonly<
    Record<string, { readonly carrier: string; readonly trackingNumber: string }>
  >;
}

/** The carrier each country's demo orders ship with (a key of the domain's carrier table). */
const carrierOf: Readonly<Record<CountryCode, string>> = {
  DE: 'dhl',
  AT: 'post-at',
  CH: 'swiss-post',
  FR: 'colissimo',
  BE: 'bpost',
  NL: 'postnl',
};

export { customerPassword };

const addressOf: Readonly<Partial<Record<CountryCode, Record<string, string>>>> = {
  DE: { street: 'Lindenallee', houseNumber: '12a', postalCode: '50667', city: 'Köln' },
  AT: { street: 'Ringstraße', houseNumber: '4', postalCode: '1010', city: 'Wien' },
  CH: { street: 'Rue du Lac', houseNumber: '8', postalCode: '1003', city: 'Lausanne' },
  BE: { street: 'Kerkstraat', houseNumber: '21', postalCode: '2000', city: 'Antwerpen' },
  NL: { street: 'Keizersgracht', houseNumber: '100', postalCode: '1015 CX', city: 'Amsterdam' },
  FR: { street: 'Rue de Rivoli', houseNumber: '10', postalCode: '75001', city: 'Paris' },
};

function shopOf(host: string): Shop {
  const shop = shopByHost(host);
  if (shop === null) throw new Error(`no shop on ${host}`);
  return shop;
}

/** Variants the shop sells with stock to spare, each of another product, the first first. */
async function buyableVariants(
  services: StorefrontServices,
  shop: Shop,
  count: number,
): Promise<number[]> {
  const rows = await services.commerce.db.rows<{ id: number; product_id: number }>(sql`
    SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${shop.id}
    WHERE v.bvc = 1 AND v.stock_quantity >= 200 AND p.is_active ORDER BY v.id LIMIT 200`);
  const products = new Set<number>();
  const ids = rows.flatMap((row) => {
    if (products.has(row.product_id)) return [];
    products.add(row.product_id);
    return [row.id];
  });
  if (ids.length < count) throw new Error(`not ${count} buyable variants in shop ${shop.id}`);
  return ids.slice(0, count);
}

/** Registers the customer and places their orders through the engine, as checkout does. */
async function prepareCustomer(
  services: StorefrontServices,
  plan: CustomerPlan,
): Promise<PreparedCustomer> {
  const { identity, basket, checkout, orders } = services.commerce;
  const shop = shopOf(plan.host);
  const context = shopContext(shop, shop.locales[0]);
  const form = registerSchema.parse({
    first_name: plan.firstName,
    last_name: 'Kundin',
    gender: 'f',
    email: plan.email,
    register_password: customerPassword,
    newsletter: false,
  });
  const signedIn = await identity.register(shop.id, form, null);
  if (signedIn.kind !== 'signedIn') throw new Error(`${plan.email} not registered`);
  if (plan.balanceCents !== undefined) {
    await services.commerce.db.rows(sql`
      UPDATE customers SET balance_cents = ${plan.balanceCents} WHERE id = ${signedIn.customer.id}`);
  }
  const variantIds = await buyableVariants(services, shop, plan.articles ?? 1);
  const orderNumbers: string[] = [];
  const parcels: Record<string, { carrier: string; trackingNumber: string }> = {};
  const restParcels: Record<string, { carrier: string; trackingNumber: string }> = {};
  for (const [index, status] of plan.orders.entries()) {
    for (const [article, variantId] of variantIds.entries()) {
      const added = await basket.addItem(
        context,
        { userId: signedIn.session.userId },
        {
          basketKey: `basket_${shop.id}_${signedIn.session.userId}`,
          variantId,
          quantity: 1 + ((index + article) % 2),
        },
      );
      if (added.kind !== 'ok') throw new Error(`basket refused: ${JSON.stringify(added)}`);
    }
    const placed = await checkout.placeOrder(
      context,
      {
        userId: signedIn.session.userId,
        customerId: signedIn.customer.id,
        email: plan.email,
        isGuest: false,
      },
      {
        idempotencyKey: randomUUID(),
        billingAddress: {
          firstName: plan.firstName,
          lastName: 'Kundin',
          country: shop.country,
          ...addressOf[shop.country],
        },
        // Prepayment settles later (the order stays placed); PayPal is paid at once.
        paymentMethod: status === 'placed' ? 'V' : 'PP',
      },
    );
    if (!('orderNumber' in placed)) throw new Error(`order refused: ${JSON.stringify(placed)}`);
    for (const next of pathTo(status)) {
      if (next !== 'shipped') {
        await orders.changeStatus(placed.orderNumber, next);
        continue;
      }
      // The warehouse ships the order in one parcel with a tracking number (issue 19).
      const parcel = {
        carrier: plan.carrier ?? carrierOf[shop.country],
        trackingNumber: `VT${placed.orderNumber}${shop.country}`,
      };
      const items = await parcelItems(
        services,
        context,
        signedIn.customer.id,
        placed.orderNumber,
        plan.parcelQuantities,
      );
      const shipped = await orders.addShipment(placed.orderNumber, { ...parcel, items });
      if (!('trackingNumber' in shipped))
        throw new Error(`not shipped: ${JSON.stringify(shipped)}`);
      parcels[placed.orderNumber] = parcel;
      if (plan.restParcelCarrier !== undefined) {
        const rest = {
          carrier: plan.restParcelCarrier,
          trackingNumber: `${parcel.trackingNumber}B`,
        };
        const second = await orders.addShipment(placed.orderNumber, rest);
        if (!('trackingNumber' in second))
          throw new Error(`not shipped: ${JSON.stringify(second)}`);
        restParcels[placed.orderNumber] = rest;
      }
    }
    orderNumbers.push(placed.orderNumber);
  }
  return { host: plan.host, email: plan.email, orderNumbers, parcels, restParcels };
}

/** The parcel's items by the plan's quantities per article (undefined: the whole order). */
async function parcelItems(
  services: StorefrontServices,
  context: ReturnType<typeof shopContext>,
  customerId: string,
  orderNumber: string,
  quantities: readonly number[] | undefined,
) {
  if (quantities === undefined) return undefined;
  const order = await services.commerce.orders.detail(context, { customerId }, orderNumber);
  if (order === null) throw new Error(`order ${orderNumber} not found`);
  return order.lines.flatMap((line, article) => {
    const quantity = quantities[article] ?? 0;
    return quantity > 0 ? [{ lineId: line.id, quantity }] : [];
  });
}

/** The statuses a paid order passes on its way (§4: placed → paid → shipped → delivered). */
function pathTo(status: OrderStatus): OrderStatus[] {
  const way: Record<OrderStatus, OrderStatus[]> = {
    placed: [],
    paid: [],
    shipped: ['shipped'],
    delivered: ['shipped', 'delivered'],
    cancelled: ['cancelled'],
  };
  return way[status];
}

export interface ShopWithOrders extends RunningStorefront {
  readonly customers: readonly PreparedCustomer[];
}

/**
 * The production server on a demo database in which the planned customers are registered and
 * their orders placed and moved on (shipped in a parcel with its tracking number, delivered)
 * beforehand, through the engine itself — the warehouse's status changes and parcels have no
 * call of their own, and the server's PGlite folder is its process's alone while it runs.
 */
export async function startShopWithOrders(
  plans: readonly CustomerPlan[],
  /** More of the server's environment (an `SMTP_URL` to read its mails, `CONTACT_MAIL_TO`). */
  env: Readonly<Record<string, string>> = {},
): Promise<ShopWithOrders> {
  const database = await seededDatabase(400);
  const services = await openEngineOn(database.directory);
  const customers: PreparedCustomer[] = [];
  try {
    for (const plan of plans) customers.push(await prepareCustomer(services, plan));
  } finally {
    await services.close();
  }
  const server = spawnServer(
    {
      VITRINE_DATA_DIR: database.directory,
      VITRINE_SEED_PRODUCTS: '400',
      VITRINE_DURABILITY: 'relaxed',
      ...env,
    },
    { ipc: true },
  );
  void server.exited.then(() => database.remove());
  const port = await listeningPort(server, serverStartTimeout);
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    stop: () => stopServer(server),
    customers,
  };
}

/** Signs the customer in through the /api login and answers their session cookie. */
export async function signIn(
  port: number,
  customer: PreparedCustomer,
  forwardedFor: string,
): Promise<string> {
  const answer = await send(port, {
    method: 'POST',
    path: '/api/user/auth/login/',
    host: customer.host,
    headers: { origin: `http://${customer.host}:${port}`, 'x-forwarded-for': forwardedFor },
    json: { email: customer.email, password: customerPassword },
  });
  if (answer.status !== 200) throw new Error(`login refused: ${answer.status} ${answer.body}`);
  return sessionCookieOf(answer);
}

import { emailSchema, isOnlineOnly, personNameSchema } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/database';
import { randomHexId } from '../identity/secret-token';
import { resolveShopContext, type ShopContext } from '../shop-context';
import { fromZodError, maxDatabaseInteger, type ValidationFailure } from '../validation';
import { demoStoreHasStock, demoStores, type PickupStore } from './demo-stores';

/** A store and whether it has the variant to reserve. */
export interface PickupStoreStock extends PickupStore {
  readonly inStock: boolean;
}

/** What the click-and-reserve dialog shows for a variant. */
export interface PickupOffer {
  /** §4: not buyable, personalised, bulky, VPP or a bundle: it cannot go to a store. */
  readonly onlineOnly: boolean;
  readonly stores: readonly PickupStoreStock[];
}

/** A click-and-reserve request (issue 15): who collects which variant where. */
export const pickupReservationSchema = z.strictObject({
  variantId: z.number().int().min(1).max(maxDatabaseInteger),
  storeId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(10).default(1),
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
});

export type PickupReservationRequest = z.input<typeof pickupReservationSchema>;

export type PickupReservationOutcome =
  | {
      readonly kind: 'ok';
      readonly reservationNumber: string;
      readonly store: PickupStore;
    }
  | { readonly kind: 'notFound' }
  | {
      readonly kind: 'refused';
      /** The shop has no click-and-reserve, the article is online only, or the store has none. */
      readonly key: 'pickup.notOffered' | 'pickup.onlineOnly' | 'pickup.notInStore';
    }
  | ValidationFailure;

export interface PickupService {
  /** The shop's stores with the variant's stock; null where the shop has no click-and-reserve or for an unknown variant. */
  offer(context: ShopContext, variantId: number): Promise<PickupOffer | null>;
  /** Stores a reservation (validated; only where the shop's flag is on, in a store that has it). */
  reserve(context: ShopContext, input: unknown): Promise<PickupReservationOutcome>;
}

export function createPickupService(options: {
  readonly database: Pick<Database, 'rows'>;
  readonly catalog: Pick<CatalogService, 'productById'>;
}): PickupService {
  const { database, catalog } = options;

  const storesOf = (shopId: number) => demoStores.filter((store) => store.shopId === shopId);

  const offerFor = async (context: ShopContext, variantId: number) => {
    const resolved = resolveShopContext(context);
    if (!resolved.shop.flags.clickAndReserve) return null;
    if (!Number.isSafeInteger(variantId) || variantId < 1 || variantId > maxDatabaseInteger) {
      return null;
    }
    const [row] = await database.rows<{ product_id: number; in_stock: boolean }>(sql`
      SELECT v.product_id, (v.bvc = 1 AND v.stock_quantity > 0) AS in_stock
      FROM variants v WHERE v.id = ${variantId}`);
    if (row === undefined) return null;
    const product = await catalog.productById(context, row.product_id);
    if (product === null || !product.variants.some((variant) => variant.id === variantId)) {
      return null;
    }
    const onlineOnly = isOnlineOnly(product);
    const stores = storesOf(resolved.shopId).map((store, index) => ({
      ...store,
      inStock: !onlineOnly && row.in_stock && demoStoreHasStock(variantId, index),
    }));
    return { onlineOnly, stores };
  };

  return {
    offer: offerFor,
    async reserve(context, input) {
      const resolved = resolveShopContext(context);
      const parsed = pickupReservationSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      if (!resolved.shop.flags.clickAndReserve)
        return { kind: 'refused', key: 'pickup.notOffered' };
      const request = parsed.data;
      const offer = await offerFor(context, request.variantId);
      if (offer === null) return { kind: 'notFound' };
      if (offer.onlineOnly) return { kind: 'refused', key: 'pickup.onlineOnly' };
      const store = offer.stores.find((candidate) => candidate.id === request.storeId);
      if (store === undefined) return { kind: 'notFound' };
      if (!store.inStock) return { kind: 'refused', key: 'pickup.notInStore' };
      const [created] = await database.rows<{ reservation_number: string }>(sql`
        INSERT INTO pickup_reservations (id, reservation_number, shop_id, language, store_id,
          variant_id, quantity, first_name, last_name, email)
        VALUES (${randomHexId(16)}, 'R' || nextval('pickup_reservation_numbers')::text,
          ${resolved.shopId}, ${resolved.language}, ${store.id}, ${request.variantId},
          ${request.quantity}, ${request.firstName}, ${request.lastName}, ${request.email})
        RETURNING reservation_number`);
      const { inStock: _, ...storeData } = store;
      return {
        kind: 'ok',
        reservationNumber: created?.reservation_number ?? '',
        store: storeData,
      };
    },
  };
}

import { randomUUID } from 'node:crypto';
import { isStorageKeyOf, type Product, type WishlistItem, wishlistKey } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NotFound, ShopperRef } from '../basket/basket-service';
import { payloadFailure } from '../basket/payload-failure';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/database';
import { resolveShopContext, type ShopContext } from '../shop-context';
import { type ValidationFailure, validationFailure } from '../validation';

/** The wishlist of spec §3. */
export interface WishlistView {
  readonly key: string;
  readonly items: readonly WishlistItem[];
}

/** §7 "type and wishlist". */
export interface WishlistChange {
  readonly kind: 'ok';
  readonly type: 'success';
  readonly wishlist: WishlistView;
}

export interface WishlistService {
  get(context: ShopContext, shopper: ShopperRef, key: unknown): Promise<WishlistView | null>;
  addItem(
    context: ShopContext,
    shopper: ShopperRef,
    payload: unknown,
  ): Promise<WishlistChange | NotFound | ValidationFailure>;
  deleteItem(
    context: ShopContext,
    shopper: ShopperRef,
    payload: unknown,
  ): Promise<WishlistView | NotFound | ValidationFailure>;
}

const id = z.number().int().min(1).max(2_147_483_647);
const addPayloadSchema = z.object({
  wishlistKey: z.string().max(200),
  itemCreationId: z.union([
    z.object({ variantId: id }).strict(),
    z.object({ productId: id }).strict(),
  ]),
});
const deletePayloadSchema = z.object({
  wishlistKey: z.string().max(200),
  itemKey: z.string().max(64),
});

interface WishlistRow {
  readonly key: string;
  readonly product_id: number;
  readonly variant_id: number | null;
}

const withoutSiblings = (product: Product): Product => ({ ...product, siblings: [] });

/**
 * Wishlists keyed `wishlist_{shopId}_{userId}` (spec §3), bound to the caller like baskets.
 * An item is created from a product or one of its variants (§7 itemCreationId); adding what is
 * already there changes nothing.
 */
export function createWishlistService(dependencies: {
  readonly database: Pick<Database, 'rows'>;
  readonly catalog: Pick<CatalogService, 'productById' | 'productsByIds'>;
}): WishlistService {
  const { database, catalog } = dependencies;

  const ownKey = (context: ShopContext, shopper: ShopperRef, key: unknown): string | null => {
    const own = wishlistKey(context.shopId, shopper.userId);
    return own !== null &&
      isStorageKeyOf(key, { kind: 'wishlist', shopId: context.shopId, userId: shopper.userId })
      ? own
      : null;
  };

  const viewOf = async (context: ShopContext, key: string): Promise<WishlistView> => {
    const rows = await database.rows<WishlistRow>(
      sql`SELECT key, product_id, variant_id FROM wishlist_items WHERE wishlist_key = ${key} ORDER BY position`,
    );
    const products = await catalog.productsByIds(context, [
      ...new Set(rows.map((row) => row.product_id)),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    return {
      key,
      items: rows.flatMap((row) => {
        const product = byId.get(row.product_id);
        if (product === undefined) return [];
        const variant =
          row.variant_id === null
            ? null
            : (product.variants.find((candidate) => candidate.id === row.variant_id) ?? null);
        return [{ key: row.key, variant, product: withoutSiblings(product) }];
      }),
    };
  };

  return {
    async get(context, shopper, key) {
      resolveShopContext(context);
      const own = ownKey(context, shopper, key);
      return own === null ? null : viewOf(context, own);
    },

    async addItem(context, shopper, payload) {
      resolveShopContext(context);
      const parsed = addPayloadSchema.safeParse(payload);
      if (!parsed.success) return payloadFailure(parsed.error);
      const key = ownKey(context, shopper, parsed.data.wishlistKey);
      if (key === null) return { kind: 'notFound' };
      const creation = parsed.data.itemCreationId;
      const [row] =
        'variantId' in creation
          ? await database.rows<{ product_id: number }>(
              sql`SELECT product_id FROM variants WHERE id = ${creation.variantId}`,
            )
          : [{ product_id: creation.productId }];
      const product = row === undefined ? null : await catalog.productById(context, row.product_id);
      const variantId = 'variantId' in creation ? creation.variantId : null;
      if (
        product === null ||
        (variantId !== null && !product.variants.some((variant) => variant.id === variantId))
      ) {
        return validationFailure([
          {
            field: `itemCreationId.${variantId === null ? 'productId' : 'variantId'}`,
            key: 'wishlist.unknownItem',
          },
        ]);
      }
      await database.rows(sql`
        INSERT INTO wishlist_items (key, wishlist_key, shop_id, user_id, product_id, variant_id)
        VALUES (${randomUUID()}, ${key}, ${context.shopId}, ${shopper.userId}, ${product.id}, ${variantId})
        ON CONFLICT DO NOTHING`);
      return { kind: 'ok', type: 'success', wishlist: await viewOf(context, key) };
    },

    async deleteItem(context, shopper, payload) {
      resolveShopContext(context);
      const parsed = deletePayloadSchema.safeParse(payload);
      if (!parsed.success) return payloadFailure(parsed.error);
      const key = ownKey(context, shopper, parsed.data.wishlistKey);
      if (key === null) return { kind: 'notFound' };
      const deleted = await database.rows(
        sql`DELETE FROM wishlist_items WHERE key = ${parsed.data.itemKey} AND wishlist_key = ${key} RETURNING key`,
      );
      return deleted.length === 0 ? { kind: 'notFound' } : viewOf(context, key);
    },
  };
}

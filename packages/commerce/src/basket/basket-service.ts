import { randomUUID } from 'node:crypto';
import {
  type BasketItemCustomData,
  basketKey as basketKeyOf,
  type CustomText,
  engravingDecision,
  engravingFields,
  engravingItemGroup,
  type ItemGroup,
  isStorageKeyOf,
  type Product,
  type Variant,
} from '@vitrine/domain';
import { isBuyableVariant } from '@vitrine/domain/catalog';
import { availableQuantity } from '@vitrine/domain/checkout';
import { sql } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/database';
import { resolveShopContext, type ShopContext } from '../shop-context';
import { type ValidationFailure, validationFailure } from '../validation';
import {
  addItemPayloadSchema,
  deleteItemPayloadSchema,
  updateItemPayloadSchema,
} from './basket-payload';
import { type BasketItemRow, type BasketView, basketView, type PricedBasket } from './basket-view';
import { payloadFailure } from './payload-failure';

/** Whose basket a call works on: the visitor's user id from the session, never the payload. */
export interface ShopperRef {
  readonly userId: string;
}

export interface NotFound {
  readonly kind: 'notFound';
}

/** A call the basket cannot carry out as asked (409): what and which field. */
export interface BasketRefusal {
  readonly kind: 'refused';
  readonly key: 'basket.notBuyable' | 'basket.quantityUnavailable';
  readonly field: string;
}

/**
 * §7 "type and basket": `success`, or `quantityCapped` when fewer units than asked fit the
 * available quantity (§3 availableQuantity) — the line then holds `availableQuantity`.
 */
export interface BasketChange {
  readonly kind: 'ok';
  readonly type: 'success' | 'quantityCapped';
  readonly basket: BasketView;
  readonly requestedQuantity?: number;
  readonly availableQuantity?: number;
}

export type BasketOutcome = BasketChange | BasketRefusal | NotFound | ValidationFailure;

export interface BasketService {
  /** The caller's basket by its §3 key; null when the key is not the caller's own. */
  get(context: ShopContext, shopper: ShopperRef, basketKey: unknown): Promise<BasketView | null>;
  /** The caller's basket without a key (route loaders, checkout). */
  basketOf(context: ShopContext, userId: string): Promise<PricedBasket>;
  addItem(context: ShopContext, shopper: ShopperRef, payload: unknown): Promise<BasketOutcome>;
  updateItem(context: ShopContext, shopper: ShopperRef, payload: unknown): Promise<BasketOutcome>;
  deleteItem(
    context: ShopContext,
    shopper: ShopperRef,
    payload: unknown,
  ): Promise<BasketView | NotFound | ValidationFailure>;
  /**
   * Whether a user id is taken: it holds basket or wishlist items or orders in the shop, or a
   * session (the identity's `sessions` table) carries it. A visitor without a session may adopt
   * the browser id its client made (§3 User id) only while nobody uses it.
   */
  isUserIdInUse(shopId: number, userId: string): Promise<boolean>;
}

export interface BasketDependencies {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly catalog: Pick<CatalogService, 'productById' | 'productsByIds' | 'setPromotions'>;
  /** Draws engraving group ids (§9: 8 digits); `Math.random` by default. */
  readonly random?: () => number;
}

const notFound: NotFound = { kind: 'notFound' };
const itemColumns = sql.raw(
  'key, variant_id, product_id, quantity, merge_key, item_group_id, item_group_main, item_group_required, custom_data, display_data',
);

/** The engraving part of custom data: checked against the product's rows (§9 gravureLength). */
function engravingOf(
  product: Product,
  customText: CustomText | undefined,
): { kind: 'ok'; customText: CustomText | null } | ValidationFailure {
  const decision = engravingDecision(
    customText ?? null,
    engravingFields(product.advancedAttributes),
  );
  if (decision.kind === 'invalid') {
    return validationFailure(
      decision.errors.map((error) => ({
        field: `customData.customText.${error.row}`,
        key: error.message,
      })),
    );
  }
  return { kind: 'ok', customText: decision.kind === 'engraving' ? decision.customText : null };
}

function storedCustomData(
  customData: BasketItemCustomData,
  customText: CustomText | null,
): BasketItemCustomData {
  // The promotion key is computed from the quantity whenever the basket is read (§4).
  const { pricePromotionKey: _key, customText: _text, ...rest } = customData;
  return customText === null ? rest : { ...rest, customText };
}

/**
 * Baskets keyed `basket_{shopId}_{userId}` (spec §3) and bound to the caller: every call takes
 * the session's user id and answers `notFound` for a key that is not the caller's own. Quantity
 * changes lock the line in a transaction, so concurrent changes add up (issue 6: 50 concurrent
 * +1 end at +50), and never exceed the available quantity (§3, §4 BVC).
 */
export function createBasketService(dependencies: BasketDependencies): BasketService {
  const { database, catalog } = dependencies;
  const random = dependencies.random ?? Math.random;

  const ownKey = (context: ShopContext, shopper: ShopperRef, key: unknown): string | null => {
    const own = basketKeyOf(context.shopId, shopper.userId);
    if (own === null) return null;
    return isStorageKeyOf(key, { kind: 'basket', shopId: context.shopId, userId: shopper.userId })
      ? own
      : null;
  };

  const rowsOf = (key: string) =>
    database.rows<BasketItemRow>(
      sql`SELECT ${itemColumns} FROM basket_items WHERE basket_key = ${key} ORDER BY position`,
    );

  const viewOf = async (context: ShopContext, key: string) => {
    const rows = await rowsOf(key);
    const productIds = [...new Set(rows.map((row) => row.product_id))];
    const [products, setRules] = await Promise.all([
      catalog.productsByIds(context, productIds),
      catalog.setPromotions(context, productIds),
    ]);
    return basketView(context, key, rows, products, setRules);
  };

  const variantOf = async (
    context: ShopContext,
    variantId: number,
  ): Promise<{ product: Product; variant: Variant } | null> => {
    const [row] = await database.rows<{ product_id: number }>(
      sql`SELECT product_id FROM variants WHERE id = ${variantId}`,
    );
    if (row === undefined) return null;
    const product = await catalog.productById(context, row.product_id);
    const variant = product?.variants.find((candidate) => candidate.id === variantId);
    return product && variant ? { product, variant } : null;
  };

  // Units of the same variant on the basket's other lines count against its availability.
  const unitsElsewhere = (
    tx: Pick<Database, 'rows'>,
    key: string,
    variantId: number,
    exceptMergeKey: string,
  ) =>
    tx
      .rows<{ units: number }>(
        sql`SELECT coalesce(sum(quantity), 0)::int AS units FROM basket_items
            WHERE basket_key = ${key} AND variant_id = ${variantId} AND merge_key <> ${exceptMergeKey}`,
      )
      .then(([row]) => row?.units ?? 0);

  // A required item of a group (the engraving service) follows its main item's quantity.
  const syncGroup = (tx: Pick<Database, 'rows'>, key: string, groupId: string | null) =>
    groupId === null
      ? Promise.resolve([])
      : tx.rows(sql`
          UPDATE basket_items AS item SET quantity = main.quantity, updated_at = now()
          FROM basket_items AS main
          WHERE item.basket_key = ${key} AND item.item_group_id = ${groupId}
            AND item.item_group_main IS NOT TRUE AND item.item_group_required
            AND main.basket_key = ${key} AND main.item_group_id = ${groupId} AND main.item_group_main`);

  const change = async (
    context: ShopContext,
    key: string,
    outcome: { requestedQuantity: number; quantity: number; available: number },
  ): Promise<BasketChange> => {
    const basket = await viewOf(context, key);
    return outcome.quantity < outcome.requestedQuantity
      ? {
          kind: 'ok',
          type: 'quantityCapped',
          basket,
          requestedQuantity: outcome.requestedQuantity,
          availableQuantity: outcome.available,
        }
      : { kind: 'ok', type: 'success', basket };
  };

  return {
    async isUserIdInUse(shopId, userId) {
      const [row] = await database.rows<{ used: boolean }>(sql`
        SELECT EXISTS (SELECT 1 FROM basket_items WHERE shop_id = ${shopId} AND user_id = ${userId})
            OR EXISTS (SELECT 1 FROM wishlist_items WHERE shop_id = ${shopId} AND user_id = ${userId})
            OR EXISTS (SELECT 1 FROM orders WHERE shop_id = ${shopId} AND user_id = ${userId})
            OR EXISTS (SELECT 1 FROM sessions WHERE user_id = ${userId}) AS used`);
      return row?.used === true;
    },

    async get(context, shopper, key) {
      resolveShopContext(context);
      const own = ownKey(context, shopper, key);
      return own === null ? null : viewOf(context, own);
    },

    basketOf(context, userId) {
      const own = basketKeyOf(context.shopId, userId);
      if (own === null) return Promise.resolve(basketView(context, '', [], []));
      return viewOf(context, own);
    },

    async addItem(context, shopper, payload) {
      resolveShopContext(context);
      const parsed = addItemPayloadSchema.safeParse(payload);
      if (!parsed.success) return payloadFailure(parsed.error);
      const input = parsed.data;
      const key = ownKey(context, shopper, input.basketKey);
      if (key === null) return notFound;
      const found = await variantOf(context, input.variantId);
      if (found === null) {
        return validationFailure([{ field: 'variantId', key: 'basket.unknownVariant' }]);
      }
      const { product, variant } = found;
      if (!isBuyableVariant(variant)) {
        return { kind: 'refused', key: 'basket.notBuyable', field: 'variantId' };
      }
      const engraving = engravingOf(product, input.customData.customText);
      if (engraving.kind === 'invalid') return engraving;
      const group: ItemGroup | null =
        input.itemGroup ?? (engraving.customText === null ? null : engravingItemGroup(random));
      const itemKey = randomUUID();
      const plain = group === null && engraving.customText === null;
      const mergeKey = plain ? `v${variant.id}` : itemKey;
      const available = availableQuantity(variant);
      const customData = storedCustomData(input.customData, engraving.customText);

      const result = await database.transaction(async (tx) => {
        const lines = await tx.rows<BasketItemRow>(
          sql`SELECT ${itemColumns} FROM basket_items WHERE basket_key = ${key} ORDER BY position FOR UPDATE`,
        );
        if (group?.isMainItem && lines.some((line) => line.item_group_id === group.id)) {
          return validationFailure([{ field: 'itemGroup.id', key: 'basket.itemGroupTaken' }]);
        }
        const main =
          group !== null && !group.isMainItem
            ? lines.find((line) => line.item_group_id === group.id && line.item_group_main)
            : undefined;
        if (group !== null && !group.isMainItem && main === undefined) {
          return validationFailure([{ field: 'itemGroup.id', key: 'basket.itemGroupUnknown' }]);
        }
        const existing = lines.find((line) => line.merge_key === mergeKey);
        const wanted = main !== undefined && group?.isRequired ? main.quantity : input.quantity;
        const requestedQuantity = (existing?.quantity ?? 0) + wanted;
        const cap = available - (await unitsElsewhere(tx, key, variant.id, mergeKey));
        if (cap < 1 || (existing !== undefined && existing.quantity >= cap)) {
          return { kind: 'refused', key: 'basket.quantityUnavailable', field: 'quantity' } as const;
        }
        const [row] = await tx.rows<{ quantity: number }>(sql`
          INSERT INTO basket_items (key, basket_key, shop_id, user_id, variant_id, product_id,
            quantity, merge_key, item_group_id, item_group_main, item_group_required, custom_data, display_data)
          VALUES (${itemKey}, ${key}, ${context.shopId}, ${shopper.userId}, ${variant.id}, ${product.id},
            ${Math.min(wanted, cap)}, ${mergeKey}, ${group?.id ?? null}, ${group?.isMainItem ?? null},
            ${group?.isRequired ?? null}, ${JSON.stringify(customData)}::jsonb, ${JSON.stringify(input.displayData)}::jsonb)
          ON CONFLICT (basket_key, merge_key) DO UPDATE
            SET quantity = LEAST(basket_items.quantity + EXCLUDED.quantity, ${cap}),
                custom_data = basket_items.custom_data || EXCLUDED.custom_data,
                display_data = EXCLUDED.display_data, updated_at = now()
          RETURNING quantity`);
        if (group?.isMainItem) await syncGroup(tx, key, group.id);
        return {
          kind: 'changed',
          requestedQuantity,
          quantity: row?.quantity ?? 0,
          available: cap,
        } as const;
      });
      return result.kind === 'changed' ? change(context, key, result) : result;
    },

    async updateItem(context, shopper, payload) {
      resolveShopContext(context);
      const parsed = updateItemPayloadSchema.safeParse(payload);
      if (!parsed.success) return payloadFailure(parsed.error);
      const input = parsed.data;
      const key = ownKey(context, shopper, input.basketKey);
      if (key === null) return notFound;
      const [line] = await database.rows<BasketItemRow>(
        sql`SELECT ${itemColumns} FROM basket_items WHERE key = ${input.itemKey} AND basket_key = ${key}`,
      );
      if (line === undefined) return notFound;
      const found = await variantOf(context, line.variant_id);
      if (found === null) return { kind: 'refused', key: 'basket.notBuyable', field: 'itemKey' };
      const engraving =
        input.customData?.customText === undefined
          ? null
          : engravingOf(found.product, input.customData.customText);
      if (engraving?.kind === 'invalid') return engraving;
      const available = availableQuantity(found.variant);

      const result = await database.transaction(async (tx) => {
        const [current] = await tx.rows<BasketItemRow>(
          sql`SELECT ${itemColumns} FROM basket_items WHERE key = ${line.key} FOR UPDATE`,
        );
        if (current === undefined) return notFound;
        const following = current.item_group_id !== null && current.item_group_main !== true;
        const requestedQuantity = following
          ? current.quantity
          : (input.quantity ?? current.quantity + (input.change ?? 0));
        if (requestedQuantity < 1) {
          await deleteLine(tx, key, current);
          return { kind: 'changed', requestedQuantity: 0, quantity: 0, available } as const;
        }
        const cap =
          available - (await unitsElsewhere(tx, key, current.variant_id, current.merge_key));
        const quantity = Math.min(requestedQuantity, cap);
        if (quantity < 1) {
          return { kind: 'refused', key: 'basket.quantityUnavailable', field: 'quantity' } as const;
        }
        const customText =
          engraving === null ? (current.custom_data.customText ?? null) : engraving.customText;
        const customData = storedCustomData(
          { ...current.custom_data, ...(input.customData ?? {}) },
          customText,
        );
        await tx.rows(sql`
          UPDATE basket_items SET quantity = ${quantity},
            custom_data = ${JSON.stringify(customData)}::jsonb,
            display_data = ${JSON.stringify(input.displayData ?? current.display_data)}::jsonb,
            updated_at = now()
          WHERE key = ${current.key}`);
        if (current.item_group_main) await syncGroup(tx, key, current.item_group_id);
        return { kind: 'changed', requestedQuantity, quantity, available: cap } as const;
      });
      return result.kind === 'changed' ? change(context, key, result) : result;
    },

    async deleteItem(context, shopper, payload) {
      resolveShopContext(context);
      const parsed = deleteItemPayloadSchema.safeParse(payload);
      if (!parsed.success) return payloadFailure(parsed.error);
      const key = ownKey(context, shopper, parsed.data.basketKey);
      if (key === null) return notFound;
      const deleted = await database.transaction(async (tx) => {
        const [current] = await tx.rows<BasketItemRow>(
          sql`SELECT ${itemColumns} FROM basket_items
              WHERE key = ${parsed.data.itemKey} AND basket_key = ${key} FOR UPDATE`,
        );
        if (current === undefined) return false;
        await deleteLine(tx, key, current);
        return true;
      });
      return deleted ? viewOf(context, key) : notFound;
    },
  };
}

/**
 * Removes a line. A group's main item and its required items belong together (§3 itemGroup
 * isRequired: an engraving without its article, or the reverse, cannot be ordered), so
 * removing either removes the group.
 */
async function deleteLine(
  tx: Pick<Database, 'rows'>,
  key: string,
  line: BasketItemRow,
): Promise<void> {
  if (line.item_group_id !== null && (line.item_group_main || line.item_group_required)) {
    await tx.rows(
      sql`DELETE FROM basket_items WHERE basket_key = ${key} AND item_group_id = ${line.item_group_id}`,
    );
    return;
  }
  await tx.rows(sql`DELETE FROM basket_items WHERE key = ${line.key}`);
}

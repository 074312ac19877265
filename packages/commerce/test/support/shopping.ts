import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Commerce, Purchaser } from '../../src/index';

export interface TestVariant {
  readonly id: number;
  readonly productId: number;
  readonly stock: number;
}

/**
 * A buyable (BVC 1), plain (not personalised, no promotion, no scale price) variant of the shop
 * with at least `minStock` units, skipping `except`.
 */
export async function plainVariant(
  commerce: Commerce,
  shopId: number,
  minStock: number,
  except: readonly number[] = [],
  maxStock = 1_000_000,
): Promise<TestVariant> {
  const [row] = await commerce.db.rows<{ id: number; product_id: number; stock: number }>(sql`
    SELECT v.id, v.product_id, v.stock_quantity AS stock
    FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${shopId}
    JOIN product_texts t ON t.product_id = p.id AND t.language = 'de'
    WHERE v.bvc = 1 AND v.stock_quantity >= ${minStock} AND v.stock_quantity <= ${maxStock}
      AND p.is_active AND p.promotion_id IS NULL AND vp.scale_prices IS NULL
      AND NOT (t.advanced_attributes ? 'gravureHeadline')
      AND NOT (v.id = ANY(${`{${except.join(',')}}`}::int[]))
    ORDER BY v.id LIMIT 1`);
  if (row === undefined) throw new Error('The test catalog has no such variant');
  return { id: row.id, productId: row.product_id, stock: row.stock };
}

/** A variant of the shop with the given availability code. */
export async function variantWithBvc(
  commerce: Commerce,
  shopId: number,
  bvc: number,
): Promise<number> {
  const [row] = await commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${shopId}
    WHERE v.bvc = ${bvc} AND p.is_active ORDER BY v.id LIMIT 1`);
  if (row === undefined) throw new Error(`The test catalog has no variant with BVC ${bvc}`);
  return row.id;
}

/** Sets a variant's stock (to stage last-item and cap cases). */
export async function setStock(commerce: Commerce, variantId: number, stock: number) {
  await commerce.db.rows(
    sql`UPDATE variants SET stock_quantity = ${stock}, bvc = 1 WHERE id = ${variantId}`,
  );
}

/** A buyable personalised variant (engraving rows, §9 gravureHeadline) of the shop, skipping `except`. */
export async function engravableVariant(
  commerce: Commerce,
  shopId: number,
  except: readonly number[] = [],
): Promise<number> {
  const [row] = await commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN product_texts t ON t.product_id = p.id AND t.language = 'de'
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${shopId}
    WHERE t.advanced_attributes ? 'gravureHeadline' AND v.bvc = 1 AND p.is_active
      AND NOT (v.id = ANY(${`{${except.join(',')}}`}::int[]))
    ORDER BY v.id LIMIT 1`);
  if (row === undefined) throw new Error('The test catalog has no personalised variant');
  return row.id;
}

/** A German billing address that checkout accepts. */
export const testAddress = {
  salutation: 'f',
  firstName: 'Mia',
  lastName: 'Muster',
  street: 'Hauptstraße',
  houseNumber: '5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
} as const;

/** A registered customer of their own: a new user id, customer id and e-mail each call. */
export function testPurchaser(): Purchaser {
  return {
    userId: randomBytes(32).toString('hex'),
    customerId: randomBytes(8).toString('hex'),
    email: `kunde-${randomBytes(4).toString('hex')}@example.org`,
    isGuest: false,
  };
}

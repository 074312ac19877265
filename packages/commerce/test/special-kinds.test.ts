import { type Product, type Shop, shops } from '@vitrine/domain';
import {
  attributeValues,
  deliveryMessage,
  hasVaryingDeliveryTimes,
  isBulky,
  isBundle,
  isElectricalProduct,
  isPersonalised,
  isPreorder,
  isVppArticle,
  productAvailability,
  showsMedicalNotice,
  voucherKind,
  warengruppe,
} from '@vitrine/domain/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listingInShop } from '../src/catalog/listing-sql';
import { type Commerce, defaultCatalogSize, generateCatalog } from '../src/index';
import { type SpecialKind, specialKinds } from '../src/seed/vocabulary/types';
import { resolveShopContext } from '../src/shop-context';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const catalog = generateCatalog({ products: defaultCatalogSize });
const minimumPerShop = 2;

/** A shop's default locale as a resolved shop context. */
function contextOf(shop: Shop) {
  const locale = shop.locales[0];
  return resolveShopContext({
    shopId: shop.id,
    language: locale.language,
    currency: locale.currency,
  });
}

/** Whether a loaded product is of the kind, by the domain's own rules (§2–§5, §9). */
const isOfKind: Readonly<Record<SpecialKind, (product: Product, shop: Shop) => boolean>> = {
  personalised: (product) => isPersonalised(product),
  bulky: (product) => isBulky(product),
  vpp: (product) => isVppArticle(product),
  bundle: (product) => isBundle(product),
  download: (product) =>
    product.variants.some(
      (variant) =>
        deliveryMessage(variant.logistics, { company: 'baby', varyingDeliveryTimes: false }).key ===
        'delivery.download',
    ),
  voucher: (product, shop) => voucherKind(product.referenceKey, shop.company) !== null,
  soldOut: (product) => productAvailability(product) === 'soldOut' && product.isSoldOut,
  preorder: (product) => product.variants.some((variant) => isPreorder(variant.logistics)),
  // The notice shows in DE only (§2); elsewhere the product still belongs to the medical group.
  medical: (product, shop) =>
    shop.country === 'DE' ? showsMedicalNotice(product, shop) : warengruppe(product) === '512',
  electrical: (product) => isElectricalProduct(product),
  sizeAdvisor: (product) => attributeValues(product.attributes, 'groessenberater').length > 0,
};

describe('the default demo catalog shows every special kind in every shop', () => {
  test.each(shops.map((shop) => ({ key: shop.key, shop })))(
    'in memory: $key has several active products of each kind',
    ({ shop }) => {
      const sold = catalog.products.filter(
        (product) => product.catalog === shop.brand && product.isActive,
      );
      for (const kind of specialKinds) {
        const count = sold.filter((product) => product.specialKinds.includes(kind)).length;
        expect({ kind, enough: count >= minimumPerShop }).toEqual({ kind, enough: true });
      }
    },
  );

  test.each(['baby', 'vitality'] as const)(
    'in memory: %s delivery times produce every delivery message of §4',
    (brand) => {
      const company = brand === 'baby' ? 'baby' : 'vital';
      const productIds = new Set(
        catalog.products
          .filter((product) => product.catalog === brand)
          .map((product) => product.id),
      );
      const variantsOf = new Map<
        number,
        {
          logistics: {
            bvc: 1 | 2 | 3 | 4;
            deliveryDaysFrom: number;
            deliveryDaysTo: number;
            priceReference: null;
          };
        }[]
      >();
      for (const variant of catalog.variants) {
        if (!productIds.has(variant.productId)) continue;
        const logistics = {
          bvc: variant.bvc,
          deliveryDaysFrom: variant.deliveryDaysFrom,
          deliveryDaysTo: variant.deliveryDaysTo,
          priceReference: null,
        };
        variantsOf.set(variant.productId, [
          ...(variantsOf.get(variant.productId) ?? []),
          { logistics },
        ]);
      }
      const messages = new Set<string>();
      for (const variants of variantsOf.values()) {
        const varyingDeliveryTimes = hasVaryingDeliveryTimes(variants);
        for (const variant of variants) {
          const message = deliveryMessage(variant.logistics, { company, varyingDeliveryTimes });
          messages.add(message.key);
          if (message.key === 'delivery.late' && message.weeksDisplay === '> 5')
            messages.add('late > 5 weeks');
          if (message.preorder) messages.add('preorder');
        }
      }
      expect([...messages].sort()).toEqual(
        [
          'delivery.available',
          'delivery.download',
          'delivery.instant',
          'delivery.late',
          'delivery.none',
          'delivery.sold',
          'delivery.soon',
          'late > 5 weeks',
          'preorder',
        ].sort(),
      );
    },
  );
});

describe.each(testDatabases)('the seeded default catalog on %s', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;

  beforeAll(async () => {
    test_ = await openTestCommerce(kind, defaultCatalogSize);
    commerce = test_.commerce;
  });
  afterAll(() => test_?.close());

  test('every shop lists several products of every special kind', async () => {
    for (const shop of shops) {
      const rows = await commerce.db.rows<{ kind: string; products: number }>(sql`
        SELECT kind, count(*)::int AS products
        FROM product_listings l JOIN products p ON p.id = l.product_id, unnest(p.special_kinds) AS kind
        WHERE ${listingInShop(contextOf(shop))}
        GROUP BY kind`);
      for (const specialKind of specialKinds) {
        const found = rows.find((row) => row.kind === specialKind);
        expect({
          shop: shop.key,
          specialKind,
          enough: (found?.products ?? 0) >= minimumPerShop,
        }).toEqual({
          shop: shop.key,
          specialKind,
          enough: true,
        });
      }
    }
  });

  test.each(shops.map((shop) => ({ key: shop.key, shop })))(
    '$key: a product of each kind is that kind by the domain rules',
    async ({ shop }) => {
      const context = contextOf(shop);
      for (const specialKind of specialKinds) {
        const [row] = await commerce.db.rows<{ id: number }>(sql`
          SELECT p.id FROM products p JOIN product_listings l ON l.product_id = p.id AND ${listingInShop(context)}
          WHERE ${specialKind} = ANY(p.special_kinds) ORDER BY p.id LIMIT 1`);
        const product = await commerce.catalog.productById(context, row?.id ?? 0);
        expect(product, `${shop.key} ${specialKind}`).not.toBeNull();
        expect({
          specialKind,
          holds: product !== null && isOfKind[specialKind](product, shop),
        }).toEqual({
          specialKind,
          holds: true,
        });
      }
    },
  );
});

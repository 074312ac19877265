import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type AccountService, createAccountService } from './account/account-service';
import { type BasketService, createBasketService } from './basket/basket-service';
import {
  createShoppingMerge,
  type ShoppingMergeEvent,
  type ShoppingMergeReport,
} from './basket/shopping-merge';
import { type CatalogService, createCatalogService } from './catalog/catalog-service';
import { type CategoryIndex, loadCategoryIndex } from './catalog/category-index';
import { type CheckoutService, createCheckoutService } from './checkout/checkout-service';
import type { Database } from './db/database';
import type { Durability } from './db/durability';
import { openDatabase } from './db/open-database';
import { isMemoryDataDir } from './db/open-pglite';
import { defaultDataRoot } from './db/package-paths';
import { type IdentityOptions, resolveIdentityOptions } from './identity/identity-options';
import { createIdentityService, type IdentityService } from './identity/identity-service';
import { createImageHandler, type ImageHandler } from './images/image-handler';
import type { ImageLimits } from './images/image-limits';
import {
  buildImageUrl,
  defaultImageBasePath,
  type ImageServiceOptions,
  imageSrc,
} from './images/image-url';
import { createPriceService, type PriceService } from './inventory/price-service';
import { createStockService, type StockService } from './inventory/stock-service';
import { createMailService, type MailService } from './mail/mail-service';
import { createOrderService, type OrderService } from './orders/order-service';
import type { PaymentProvider } from './payment/payment-provider';
import { createTestPaymentProvider } from './payment/test-payment-provider';
import { createPickupService, type PickupService } from './pickup/pickup-service';
import {
  createRecommendationService,
  type RecommendationService,
} from './recommendations/recommendation-service';
import { createRedirectService, type RedirectService } from './redirects/redirect-service';
import { createSearchService, type SearchService } from './search/search-service';
import { defaultCatalogSize } from './seed/generate-catalog';
import { type SeedReport, seedCatalog, seedIfEmpty } from './seed/seed';
import {
  createStockReminderService,
  type StockReminderService,
} from './stock-reminders/stock-reminder-service';
import { type AnalyticsService, createAnalyticsService } from './telemetry/analytics-service';
import {
  type ClientErrorsService,
  createClientErrorsService,
} from './telemetry/client-errors-service';
import {
  type ConsentRecordsService,
  createConsentRecordsService,
} from './telemetry/consent-records-service';
import { createWebVitalsService, type WebVitalsService } from './telemetry/web-vitals-service';
import { createWishlistService, type WishlistService } from './wishlist/wishlist-service';

export interface CommerceOptions {
  /** PostgreSQL connection string (a server passes `DATABASE_URL`); without one PGlite is used. */
  readonly databaseUrl?: string;
  /** PGlite's folder (default `<repo>/.data/pglite`); `memory://` keeps it in memory. */
  readonly dataDir?: string;
  /**
   * How PGlite commits in a folder (default `durable`: every commit on the disk before it is
   * confirmed); `relaxed` does not survive an OS crash. PostgreSQL's own configuration decides
   * there.
   */
  readonly durability?: Durability;
  /** Seed an empty database with this many products (default 2,000), or not at all. */
  readonly seed?: { readonly products: number } | false;
  /** Where image renditions are cached (default: `image-cache` beside the PGlite folder). */
  readonly imageCacheDir?: string;
  /** Renders at once, renders waiting and the cache's size (default: `imageLimits`'). */
  readonly imageLimits?: Partial<ImageLimits>;
  /** Where the storefront mounts the image handler (default `/images`). */
  readonly imageBasePath?: string;
  /** The payment service provider (default: the embedded test provider, README "Test payments"). */
  readonly payments?: PaymentProvider;
  /** Mail delivery, the leak check's range API, hashing limits and cost, and the clock. */
  readonly identity?: IdentityOptions;
}

export interface CommerceImages {
  /** `(request) => response` for `GET {imageBasePath}/{key}.{format}?w=&h=&q=&blur=&brightness=&rotate=`. */
  readonly handler: ImageHandler;
  /** The URL of a rendition of a product image `src` (fits the domain's `ImageUrlBuilder`). */
  readonly url: (src: string, options: ImageServiceOptions) => string;
  readonly basePath: string;
}

export interface Commerce {
  readonly catalog: CatalogService;
  readonly search: SearchService;
  readonly recommendations: RecommendationService;
  readonly redirects: RedirectService;
  readonly images: CommerceImages;
  /** Baskets bound to the caller's user id (spec §3, §7). */
  readonly basket: BasketService;
  /** Wishlists bound to the caller's user id (spec §3, §7). */
  readonly wishlist: WishlistService;
  /** The login merge of spec §4: the anonymous basket and wishlist into the customer's. */
  mergeVisitorShopping(event: ShoppingMergeEvent): Promise<ShoppingMergeReport>;
  /** Checkout pricing and order placement (issue 6). */
  readonly checkout: CheckoutService;
  /** The customer's orders: list, detail, cancellation, complaints, anonymisation. */
  readonly orders: OrderService;
  /** Sessions, customers, sign-in, password reset and the leak check. */
  readonly identity: IdentityService;
  /** Personal data, address book, newsletter, contact and account deletion. */
  readonly account: AccountService;
  /** The mail outbox (and SMTP delivery when configured). */
  readonly mail: MailService;
  /** Variant prices per shop with their history (EU Omnibus, § 11 PAngV), and price changes. */
  readonly prices: PriceService;
  /** Stock changes; a variant that is back mails the shoppers who asked to be reminded. */
  readonly stock: StockService;
  /** Remind-when-available requests for sold-out variants (issue 15). */
  readonly stockReminders: StockReminderService;
  /** Click-and-reserve where the shop's flag is on: stores with the variant, reservations. */
  readonly pickup: PickupService;
  /** The web vitals shoppers' browsers measure, per page type (issue 20). */
  readonly webVitals: WebVitalsService;
  /** Proof of consent: each decision of the consent banner (issue 20, GDPR Art. 7(1)). */
  readonly consentRecords: ConsentRecordsService;
  /** The errors shoppers' browsers report when no Sentry DSN is set (issue 20, §8). */
  readonly clientErrors: ClientErrorsService;
  /** The events the shop's analytics script counts, per page type (issue 20, §2 econda.js). */
  readonly analytics: AnalyticsService;
  readonly db: Database;
  /** The seeding done at start-up, or null when the catalog was already there. */
  readonly seeded: SeedReport | null;
  /** Drops and rebuilds the demo catalog, then refreshes the in-memory category index. */
  reseed(options?: { readonly products: number; readonly seed?: number }): Promise<SeedReport>;
  /**
   * Calls `listener` after the catalogue changed in this process — an order took articles off
   * the shelf, a cancellation put them back, a reseed — so kept pages (a render cache) can be
   * dropped. Returns a function that stops it.
   */
  onCatalogueChange(listener: () => void): () => void;
  close(): Promise<void>;
}

function imageCacheDirectory(options: CommerceOptions, usesPostgres: boolean): string {
  if (options.imageCacheDir) return options.imageCacheDir;
  if (usesPostgres || options.dataDir === undefined) return join(defaultDataRoot(), 'image-cache');
  if (isMemoryDataDir(options.dataDir)) return join(tmpdir(), 'vitrine-image-cache');
  return join(dirname(options.dataDir), 'image-cache');
}

/**
 * Opens the commerce engine: the database (PostgreSQL with `databaseUrl`, else PGlite) once,
 * the migrations, the demo catalog when the database is empty, and the services on top. The
 * storefront server calls it once at start-up. The engine reads no environment: a server
 * passes its variables (`commerceOptionsFromEnv`), so what runs is what was checked at start.
 *
 * @example
 * const commerce = await createCommerce({ ...commerceOptionsFromEnv(parseCommerceEnv(process.env)) });
 * const product = await commerce.catalog.productByNumber({ shopId: 10, language: 'de', currency: 'EUR' }, '2000001');
 */
export async function createCommerce(options: CommerceOptions = {}): Promise<Commerce> {
  const databaseUrl = options.databaseUrl ?? '';
  const db = await openDatabase({
    databaseUrl,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.durability ? { durability: options.durability } : {}),
  });
  try {
    const seedOptions = options.seed ?? { products: defaultCatalogSize };
    const seeded = seedOptions === false ? null : await seedIfEmpty(db, seedOptions);
    let categories: CategoryIndex = await loadCategoryIndex(db);
    const currentCategories = () => categories;
    const basePath = (options.imageBasePath ?? defaultImageBasePath).replace(/\/+$/, '');
    const srcOf = (key: string) => imageSrc(key, basePath);
    const dependencies = { database: db, categories: currentCategories, imageSrc: srcOf };
    const identitySettings = resolveIdentityOptions(options.identity);
    const mail = createMailService({ database: db, ...identitySettings.mail });
    const identity = createIdentityService({ database: db, mail, ...identitySettings.identity });
    const account = createAccountService({
      database: db,
      identity,
      mail,
      ...identitySettings.clock,
    });
    const catalog = createCatalogService(dependencies);
    const basket = createBasketService({ database: db, catalog });
    const wishlist = createWishlistService({ database: db, catalog });
    const payments = options.payments ?? createTestPaymentProvider();
    const catalogueListeners = new Set<() => void>();
    const catalogueChanged = () => {
      for (const listener of catalogueListeners) listener();
    };
    const orders = createOrderService({
      database: db,
      payments,
      mail,
      stockChanged: catalogueChanged,
    });
    // An account's deletion leaves its orders without personal data (issue 6).
    account.addDeletionHook(async (customerId) => {
      await orders.anonymiseOrdersOf(customerId);
    });
    return {
      catalog,
      search: createSearchService(dependencies),
      recommendations: createRecommendationService(dependencies),
      redirects: createRedirectService(db),
      images: {
        handler: createImageHandler({
          database: db,
          cacheDirectory: imageCacheDirectory(options, databaseUrl.trim() !== ''),
          basePath,
          ...(options.imageLimits ? { limits: options.imageLimits } : {}),
        }),
        url: (src, imageOptions) => buildImageUrl(src, imageOptions, basePath),
        basePath,
      },
      identity,
      account,
      mail,
      basket,
      wishlist,
      mergeVisitorShopping: createShoppingMerge({ database: db, basket, wishlist }),
      checkout: createCheckoutService({
        database: db,
        basket,
        payments,
        mail,
        stockChanged: catalogueChanged,
      }),
      orders,
      prices: createPriceService({
        database: db,
        ...identitySettings.clock,
        catalogueChanged,
      }),
      stock: createStockService({ database: db, mail, catalogueChanged }),
      stockReminders: createStockReminderService({ database: db }),
      pickup: createPickupService({ database: db, catalog }),
      webVitals: createWebVitalsService({ database: db }),
      consentRecords: createConsentRecordsService({ database: db }),
      clientErrors: createClientErrorsService({ database: db }),
      analytics: createAnalyticsService({ database: db }),
      db,
      seeded,
      async reseed(reseedOptions) {
        const report = await db.exclusive(() =>
          seedCatalog(db, reseedOptions ?? { products: defaultCatalogSize }),
        );
        categories = await loadCategoryIndex(db);
        catalogueChanged();
        return report;
      },
      onCatalogueChange(listener) {
        catalogueListeners.add(listener);
        return () => catalogueListeners.delete(listener);
      },
      close: () => db.close(),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

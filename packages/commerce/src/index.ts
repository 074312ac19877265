export * from './account/index';
export * from './basket/index';
export type { CatalogService, ListingPage, ProductPageTexts } from './catalog/catalog-service';
export type { Breadcrumb, CategoryNode } from './catalog/category-tree';
export type { Facets, FacetValue } from './catalog/facets';
export {
  type AvailabilityValue,
  availabilityValues,
  defaultPerPage,
  type ListingFilters,
  type ListingInput,
  maxPerPage,
  type SearchInput,
  type SortKey,
  sortKeys,
} from './catalog/listing-input';
export type { ProductTile } from './catalog/map-product';
export type {
  ProductPageInfo,
  ProductSealText,
  SizeTableText,
} from './catalog/product-info';
export type { LoadOptions } from './catalog/product-loader';
export type { Pagination, ProductPage } from './catalog/product-page';
export * from './checkout/index';
export {
  type Commerce,
  type CommerceImages,
  type CommerceOptions,
  createCommerce,
} from './commerce';
export {
  DataFolderInUseError,
  type DataFolderLock,
  type DataFolderOwner,
  lockDataFolder,
} from './db/data-folder-lock';
export type { Database, DatabaseKind } from './db/database';
export { type Durability, defaultDurability, durabilities } from './db/durability';
export { openDatabase } from './db/open-database';
export {
  type CommerceEnv,
  type CommerceEnvOptions,
  commerceEnvSchema,
  commerceEnvShape,
  commerceOptionsFromEnv,
  parseCommerceEnv,
} from './environment/commerce-env';
export {
  decimalNumber,
  type Env,
  EnvironmentError,
  mailbox,
  mailboxes,
  oneOf,
  parseEnvironment,
  text,
  url,
  type VariableRule,
  variable,
  wholeNumber,
} from './environment/variables';
export * from './identity/index';
export type { ImageHandler } from './images/image-handler';
export { buildImageUrl, type ImageServiceOptions, imageSrc } from './images/image-url';
export {
  type PriceChange,
  type PriceChangeOutcome,
  type PriceService,
  priceChangeSchema,
} from './inventory/price-service';
export {
  type StockChange,
  type StockChangeOutcome,
  type StockService,
  stockChangeSchema,
} from './inventory/stock-service';
export * from './mail/index';
export * from './orders/index';
export * from './payment/index';
export type { PickupStore } from './pickup/demo-stores';
export {
  type PickupOffer,
  type PickupReservationOutcome,
  type PickupReservationRequest,
  type PickupService,
  type PickupStoreStock,
  pickupReservationSchema,
} from './pickup/pickup-service';
export type {
  CatalogFilter,
  RecommendRequest,
  RecommendResponse,
} from './recommendations/recommend-request';
export type { RecommendationService } from './recommendations/recommendation-service';
export type { RedirectService } from './redirects/redirect-service';
export type { MatchMode, SearchPage, SearchService } from './search/search-service';
export type {
  BrandSuggestion,
  CategorySuggestion,
  ProductSuggestion,
  Suggestions,
} from './search/suggestions';
export { medicalWarengruppe } from './seed/category-rows';
export { defaultCatalogSize, generateCatalog } from './seed/generate-catalog';
export { type SeedReport, seedCatalog } from './seed/seed';
export { type ResolvedShopContext, type ShopContext, shopContext } from './shop-context';
export {
  type StockReminderOutcome,
  type StockReminderRequest,
  type StockReminderService,
  stockReminderSchema,
} from './stock-reminders/stock-reminder-service';
export type {
  AnalyticsCount,
  AnalyticsService,
  ClientErrorEntry,
  ClientErrorsService,
  ConsentRecordsService,
  StoredConsentRecord,
  WebVitalFigure,
  WebVitalsService,
} from './telemetry/index';
export { isValidationFailure, type ValidationFailure, type ValidationIssue } from './validation';
export * from './wishlist/index';

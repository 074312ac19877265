export { canonicalRedirect } from './canonical-redirect';
export type { CategoryNavigation } from './category-navigation';
export {
  categoryNavigation,
  goBack,
  openCategory,
  resetCategoryNavigation,
} from './category-navigation';
export { cmsContentSlug, cmsPagePath, normaliseCmsPath } from './cms-path';
export type { CmsEditorToken, CmsPreviewQuery } from './cms-preview';
export {
  cmsEditorTokenMaxAgeSeconds,
  cmsEditorTokenParameters,
  cmsPreviewMarker,
  cmsPreviewPath,
  cmsPreviewQuery,
  constantTimeEquals,
  isValidEditorToken,
  signEditorToken,
} from './cms-preview';
export {
  consentChoicePath,
  consentCookieName,
  consentCopyKey,
  consentRecordsPath,
  consentSettingsQuery,
  consentSettingsValue,
} from './consent-paths';
export { countryChoicePath } from './country-choice-path';
export type { RobotsTxtInput, SitemapEntry } from './crawler-files';
export { crawlerDisallowedPaths, escapeXml, robotsTxt, sitemapXml } from './crawler-files';
export { hasFileExtension } from './file-extension';
export { isGuidePage } from './guide-page';
export type { IconPath, SiteIconRequest } from './icon-paths';
export { iconPaths, siteIconRequest, siteIconSizes } from './icon-paths';
export { isListingPage } from './listing-page';
export { hasUppercase, lowercasePath } from './lowercase-path';
export type {
  FallbackDecision,
  LayoutDecision,
  PageAlternate,
  PageRequest,
  PageRequestDecision,
  PageResult,
  PageResultDecision,
  PageResultInput,
  RedirectLookupDecision,
} from './page-resolution';
export {
  resolveFallbackResult,
  resolveLayoutResult,
  resolvePageRequest,
  resolvePageResult,
  resolveRedirectLookup,
} from './page-resolution';
export { pageTitle } from './page-title';
export type { ProductAlternateSource, ProductLinkText } from './product-alternates';
export { productAlternates } from './product-alternates';
export type { ProductLinkOptions } from './product-link';
export { productLink } from './product-link';
export type { ProductMetaImage } from './product-meta-image';
export { productMetaImage, productMetaImageOptions } from './product-meta-image';
export { productNumberFromPdp } from './product-number';
export type { ProductTitleParts } from './product-title';
export { productTitle } from './product-title';
export type { QueryEntry } from './query-string';
export { queryEntries, queryValue, searchSuffix } from './query-string';
export type { RedirectDecision, RedirectResult, RedirectStatus } from './redirect-rule';
export { redirectFromRule } from './redirect-rule';
export { regionalRedirectPath } from './regional-redirect';
export {
  loginPathFor,
  returnPathMaxLength,
  returnPathParameter,
  safeReturnPath,
} from './return-path';
export { listingFilterNames, robotsForQuery } from './robots';
export type {
  GuardName,
  GuardOutcome,
  NotFound,
  RouteGuard,
  RouteGuardDecision,
  RouteRequest,
} from './route-guards';
export {
  namedGuardOf,
  routeGuards,
  runRouteGuards,
  UnknownRouteMiddlewareError,
} from './route-guards';
export { routePath } from './route-path';
export type {
  NamedGuard,
  RouteDefinition,
  RouteLayout,
  RouteMatch,
  RouteName,
} from './route-table';
export { matchRoute, routes } from './route-table';
export { isValidRouteMatch } from './route-validation';
export { seoSlug } from './seo-slug';
export { normalisePathname } from './trailing-slash';
export { decodePath, encodePath, samePath, sameSitePath } from './url-path';

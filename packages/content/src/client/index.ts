export type { AlternateBaseUrl } from './alternates';
export { pageAlternates, productionBaseUrl, shopLocaleOf } from './alternates';
export type {
  ContentClient,
  ContentClientOptions,
  ContentLayout,
  ContentLocale,
  ContentPageResult,
  PageRequest,
  SpecialContentKind,
} from './content-client';
export {
  createContentClient,
  defaultLayoutTtlMs,
  pageContentTypes,
  specialContentSlugs,
  uuidBatchSize,
} from './content-client';
export { ContentError, isNotFound, toContentError } from './content-error';
export type { ContentSettings, ContentSource } from './content-source';
export { contentSource } from './content-source';
export type { StoryblokClientOptions, StoryblokRegion } from './storyblok-client';
export {
  contentMaxRetries,
  contentRateLimit,
  contentRetriesDelayMs,
  createStoryblokClient,
  isStoryblokRegion,
  storyblokEndpoint,
  storyblokRegions,
} from './storyblok-client';

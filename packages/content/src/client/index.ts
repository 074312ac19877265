export type { AlternateBaseUrl } from './alternates';
export { pageAlternates, productionBaseUrl, shopLocaleOf } from './alternates';
export type { ContentSource } from './config-from-env';
export { contentSourceFromEnv } from './config-from-env';
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
export type { StoryblokClientOptions } from './storyblok-client';
export {
  contentMaxRetries,
  contentRateLimit,
  contentRetriesDelayMs,
  createStoryblokClient,
  storyblokEndpoint,
} from './storyblok-client';

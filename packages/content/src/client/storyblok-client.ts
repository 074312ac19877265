import { ALL_REGIONS, getRegionBaseUrl, isRegion } from '@storyblok/region-helper';
import StoryblokClient from 'storyblok-js-client';
import type { ContentVersion } from '../space/story';

/** §9: content reads are limited to 5 requests per second per client. */
export const contentRateLimit = 5;
/** §8, §9: a 429 answer is retried after 300 ms, up to 10 times. */
export const contentMaxRetries = 10;
export const contentRetriesDelayMs = 300;

export interface StoryblokClientOptions {
  /** The CDN API base URL; it must end in `/v2` (the client appends `/cdn/stories…`). */
  readonly endpoint: string;
  readonly accessToken: string;
  readonly version: ContentVersion;
  readonly fetch?: typeof fetch;
  readonly rateLimit?: number;
  readonly maxRetries?: number;
  readonly retriesDelayMs?: number;
  /** Abort a request after this many seconds; none by default. */
  readonly timeoutSeconds?: number;
}

/** A region of Storyblok's, where a space's content lives. */
export type StoryblokRegion = (typeof ALL_REGIONS)[number];

/** Storyblok's regions, for a server to check its configuration against. */
export const storyblokRegions: readonly StoryblokRegion[] = ALL_REGIONS;

/** Whether `value` (in lower case) names a region of Storyblok's. */
export function isStoryblokRegion(value: string): value is StoryblokRegion {
  return isRegion(value);
}

/**
 * Storyblok's CDN API base of a region, e.g. `https://api.storyblok.com/v2` for `eu` (the
 * default when no region is given). A region Storyblok does not have is a configuration
 * mistake: it throws instead of reading another region's space.
 */
export function storyblokEndpoint(region: string | undefined): string {
  const wanted = (region ?? 'eu').toLowerCase();
  if (!isStoryblokRegion(wanted)) {
    throw new Error(
      `STORYBLOK_REGION must be one of ${storyblokRegions.join(', ')}, not "${region}"`,
    );
  }
  return `${getRegionBaseUrl(wanted)}/v2`;
}

interface FetchedResponse {
  readonly status: number;
}

/**
 * storyblok-js-client accepts 200–206 in its fetch layer but then treats everything other
 * than 200 as a failure. Spec §8 counts 200 to 206 as success, so those statuses reach the
 * client as 200.
 */
function acceptSuccessStatuses(response: FetchedResponse): FetchedResponse {
  return response.status > 200 && response.status <= 206 ? { ...response, status: 200 } : response;
}

/**
 * A storyblok-js-client for the local content space or for Storyblok itself: the same
 * client either way, only the endpoint and token differ.
 */
export function createStoryblokClient(options: StoryblokClientOptions): StoryblokClient {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  if (!endpoint.endsWith('/v2')) {
    throw new Error(`The content endpoint must end in /v2: ${options.endpoint}`);
  }
  return new StoryblokClient({
    endpoint,
    accessToken: options.accessToken,
    version: options.version,
    rateLimit: options.rateLimit ?? contentRateLimit,
    maxRetries: options.maxRetries ?? contentMaxRetries,
    retriesDelay: options.retriesDelayMs ?? contentRetriesDelayMs,
    timeout: options.timeoutSeconds,
    fetch: options.fetch,
    cache: { clear: 'manual' },
    responseInterceptor: acceptSuccessStatuses,
  });
}

import { type CdnTokens, defaultCdnTokens } from '../cdn/tokens';
import type { ContentVersion } from '../space/story';
import { type StoryblokRegion, storyblokEndpoint } from './storyblok-client';

/** Where the content comes from and with which token, for one kind of request. */
export interface ContentSource {
  readonly kind: 'local' | 'storyblok';
  readonly endpoint: string;
  readonly accessToken: string;
  readonly version: ContentVersion;
}

/**
 * Where the shop's content comes from. The storefront fills these from its environment
 * (`STORYBLOK_TOKEN`, `STORYBLOK_PREVIEW_TOKEN`, `STORYBLOK_REGION`, `CONTENT_PUBLIC_TOKEN`,
 * `CONTENT_PREVIEW_TOKEN`), which it checks once at start; this package reads none.
 */
export interface ContentSettings {
  /** Storyblok's public token: with it the content comes from Storyblok, not the local space. */
  readonly storyblokToken?: string | undefined;
  /** Storyblok's preview token, which reads drafts (default: the public token). */
  readonly storyblokPreviewToken?: string | undefined;
  /** The region of the Storyblok space (default `eu`). */
  readonly storyblokRegion?: StoryblokRegion | undefined;
  /** The local content space's tokens (default: the development tokens). */
  readonly localTokens?: CdnTokens | undefined;
}

/**
 * The content source of one kind of request. With a Storyblok token the content comes from
 * Storyblok's region; otherwise from the local content space at `localEndpoint` (e.g.
 * `http://127.0.0.1:3000/_content/v2`) with its tokens. Preview reads drafts with the preview
 * token; everything else reads published content with the public token.
 *
 * @example
 * contentSource({ storyblokToken: 'pub', storyblokRegion: 'us' }, { localEndpoint, preview: false });
 * // { kind: 'storyblok', endpoint: 'https://api-us.storyblok.com/v2', accessToken: 'pub', version: 'published' }
 */
export function contentSource(
  settings: ContentSettings,
  options: { readonly localEndpoint: string; readonly preview: boolean },
): ContentSource {
  const version: ContentVersion = options.preview ? 'draft' : 'published';
  const { storyblokToken } = settings;
  if (storyblokToken !== undefined && storyblokToken !== '') {
    const previewToken = settings.storyblokPreviewToken || storyblokToken;
    return {
      kind: 'storyblok',
      endpoint: storyblokEndpoint(settings.storyblokRegion),
      accessToken: options.preview ? previewToken : storyblokToken,
      version,
    };
  }
  const tokens = settings.localTokens ?? defaultCdnTokens;
  return {
    kind: 'local',
    endpoint: options.localEndpoint,
    accessToken: options.preview ? tokens.preview : tokens.public,
    version,
  };
}

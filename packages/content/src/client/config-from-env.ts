import { defaultCdnTokens } from '../cdn/tokens';
import type { ContentVersion } from '../space/story';
import { storyblokEndpoint } from './storyblok-client';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the content comes from and with which token, for one kind of request. */
export interface ContentSource {
  readonly kind: 'local' | 'storyblok';
  readonly endpoint: string;
  readonly accessToken: string;
  readonly version: ContentVersion;
}

function value(env: Env, name: string): string | undefined {
  const trimmed = env[name]?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The content source from the environment. With `STORYBLOK_TOKEN` (and optionally
 * `STORYBLOK_PREVIEW_TOKEN` and `STORYBLOK_REGION`: eu, us, ap, ca, cn; default eu) the
 * content comes from Storyblok; otherwise from the local content space at `localEndpoint`
 * (e.g. `http://127.0.0.1:3000/_content/v2`) with `CONTENT_PUBLIC_TOKEN` /
 * `CONTENT_PREVIEW_TOKEN` or their development defaults. Preview reads drafts with the
 * preview token; everything else reads published content with the public token.
 */
export function contentSourceFromEnv(
  env: Env,
  options: { readonly localEndpoint: string; readonly preview: boolean },
): ContentSource {
  const version: ContentVersion = options.preview ? 'draft' : 'published';
  const storyblokToken = value(env, 'STORYBLOK_TOKEN');
  if (storyblokToken !== undefined) {
    const previewToken = value(env, 'STORYBLOK_PREVIEW_TOKEN') ?? storyblokToken;
    return {
      kind: 'storyblok',
      endpoint: storyblokEndpoint(value(env, 'STORYBLOK_REGION')),
      accessToken: options.preview ? previewToken : storyblokToken,
      version,
    };
  }
  return {
    kind: 'local',
    endpoint: options.localEndpoint,
    accessToken: options.preview
      ? (value(env, 'CONTENT_PREVIEW_TOKEN') ?? defaultCdnTokens.preview)
      : (value(env, 'CONTENT_PUBLIC_TOKEN') ?? defaultCdnTokens.public),
    version,
  };
}

/** The access tokens of the local content space (Storyblok's public and preview tokens). */
export interface CdnTokens {
  /** Sees published content only. */
  readonly public: string;
  /** Sees drafts too; the CMS preview uses it. */
  readonly preview: string;
}

/**
 * Development defaults. They guard nothing secret — the demo content is public — and exist
 * so that the local API answers like Storyblok, which refuses requests without a token.
 * Set `CONTENT_PUBLIC_TOKEN` and `CONTENT_PREVIEW_TOKEN` to change them.
 */
export const defaultCdnTokens: CdnTokens = {
  public: 'vitrine-public-token',
  preview: 'vitrine-preview-token',
};

/** The local space's tokens from the environment, with the development defaults. */
export function cdnTokensFromEnv(env: Readonly<Record<string, string | undefined>>): CdnTokens {
  const publicToken = env.CONTENT_PUBLIC_TOKEN?.trim();
  const previewToken = env.CONTENT_PREVIEW_TOKEN?.trim();
  return {
    public: publicToken || defaultCdnTokens.public,
    preview: previewToken || defaultCdnTokens.preview,
  };
}

export type TokenAccess = 'published' | 'preview' | 'none';

/** What a token may see. */
export function tokenAccess(token: string | null, tokens: CdnTokens): TokenAccess {
  if (token === null || token === '') return 'none';
  if (token === tokens.preview) return 'preview';
  return token === tokens.public ? 'published' : 'none';
}

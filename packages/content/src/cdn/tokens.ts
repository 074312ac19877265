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
 * The storefront replaces them with `CONTENT_PUBLIC_TOKEN` and `CONTENT_PREVIEW_TOKEN`.
 */
export const defaultCdnTokens: CdnTokens = {
  public: 'vitrine-public-token',
  preview: 'vitrine-preview-token',
};

export type TokenAccess = 'published' | 'preview' | 'none';

/** What a token may see. */
export function tokenAccess(token: string | null, tokens: CdnTokens): TokenAccess {
  if (token === null || token === '') return 'none';
  if (token === tokens.preview) return 'preview';
  return token === tokens.public ? 'published' : 'none';
}

/**
 * The Cache-Control policies of the storefront's answers, named once (DESIGN.md: public pages
 * carry `s-maxage` and `stale-while-revalidate` for a CDN; personal pages are `private, no-store`).
 */

/** Public pages are the same for every visitor: a CDN may keep them briefly. */
export const publicPageCache = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

/**
 * A 404 page: what is missing now may be published any minute, so a CDN keeps the answer a
 * minute, not as long as a page, and serves no stale copy of it.
 */
export const notFoundPageCache = 'public, max-age=0, s-maxage=60';

/**
 * A visitor's own answers (a form's outcome, a session's page) and drafts, which are an editor's
 * unpublished work: never stored anywhere.
 */
export const privatePageCache = 'private, no-store';

/** Published content as the /api/cms call answers it: a CDN may keep it a minute. */
export const publishedContentCache = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Answers that must not be stored by anyone, shared or not (API errors, a missing layout). */
export const noStore = 'no-store';

/** Files that rarely change (site icons): a day fresh, then served stale for a week. */
export const longLivedFileCache = 'public, max-age=86400, stale-while-revalidate=604800';

/** The CMS editor's bridge script: an hour. */
export const bridgeScriptCache = 'public, max-age=3600';

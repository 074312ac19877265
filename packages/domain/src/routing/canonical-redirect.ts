import { searchSuffix } from './query-string';
import { decodePath, encodePath } from './url-path';

function withSlashes(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Where a product page must redirect to match its canonical SEO URL (§2), keeping the query;
 * null when the requested path already is the canonical one. Paths compare decoded, so an
 * encoding difference alone never redirects.
 *
 * @example
 * canonicalRedirect({ pathname: '/p/1234567/', search: '?variant=1234567_02', canonicalPath: '/p/kinderwagen-1234567/' })
 * // '/p/kinderwagen-1234567/?variant=1234567_02'
 */
export function canonicalRedirect(request: {
  readonly pathname: string;
  readonly search?: string | null;
  /** The product link path (see `productLink`), with the locale prefix when there is one. */
  readonly canonicalPath: string;
}): string | null {
  const canonical = withSlashes(decodePath(request.canonicalPath.split('?', 1)[0] ?? ''));
  if (canonical === '/') return null;
  if (withSlashes(decodePath(request.pathname)) === canonical) return null;
  return `${encodePath(canonical)}${searchSuffix(request.search)}`;
}

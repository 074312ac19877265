import { decodePath, type RedirectResult } from '@vitrine/domain/routing';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { resolveShopContext, type ShopContext } from '../shop-context';
import { isStorableText } from '../validation';

export interface RedirectService {
  /**
   * The server-defined redirect of a path (§2 page resolution step 3, §7
   * `GET /api/shop/redirect/{path}`): its target and status code, or null when there is none.
   * The path may carry the locale prefix (`/fr/…`), a query and percent-encoding; a site-path
   * target comes back with the same locale prefix.
   */
  lookup(context: ShopContext, path: string): Promise<RedirectResult | null>;
}

const maxPathLength = 2048;

/**
 * The form redirect sources are stored in: decoded, lower case, no query or fragment, below the
 * locale prefix, with a leading and a trailing slash. Null for a path that cannot be one.
 */
export function normaliseRedirectPath(path: unknown, localePrefix: string): string | null {
  if (typeof path !== 'string' || path.length > maxPathLength || !isStorableText(path)) return null;
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  let decoded = decodePath(withoutQuery).trim().toLowerCase();
  // An escape may decode to a control character (%00) that no stored path holds.
  if (!isStorableText(decoded)) return null;
  if (!decoded.startsWith('/')) decoded = `/${decoded}`;
  decoded = decoded.replace(/\/{2,}/g, '/');
  const prefix = localePrefix.toLowerCase();
  if (prefix !== '' && (decoded === prefix || decoded.startsWith(`${prefix}/`))) {
    decoded = decoded.slice(prefix.length) || '/';
  }
  return decoded.endsWith('/') ? decoded : `${decoded}/`;
}

export function createRedirectService(database: Pick<Database, 'rows'>): RedirectService {
  return {
    async lookup(context, path) {
      const resolved = resolveShopContext(context);
      const prefix = resolved.locale.pathPrefix;
      const source = normaliseRedirectPath(path, prefix);
      if (source === null) return null;
      const [row] = await database.rows<{ target: string; status_code: number }>(sql`
        SELECT target, status_code FROM redirects
        WHERE source_path = ${source} AND (shop_id = ${resolved.shopId} OR shop_id IS NULL)
        ORDER BY shop_id NULLS LAST LIMIT 1`);
      if (row === undefined) return null;
      const target = row.target.startsWith('/') ? `${prefix}${row.target}` : row.target;
      return { target, statusCode: row.status_code };
    },
  };
}

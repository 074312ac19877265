import type { Shop } from '@vitrine/domain';
import type { RequestHandler } from 'express';
import { sendApiError } from '../api-error';
import { shopContextOf } from '../request-shop';

const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** What the origin check reads of a request. */
export interface OriginEvidence {
  /** The `Origin` header, if any. */
  readonly origin: string | null | undefined;
  /** The `Referer` header, read only without an `Origin`. */
  readonly referer: string | null | undefined;
  /** The origin the request was made to, as the shop sees it (`http://de.nido.localhost:3000`). */
  readonly requestOrigin: string;
  readonly shop: Pick<Shop, 'hosts'>;
}

/**
 * Whether a state-changing request comes from the shop's own pages: its `Origin` header, or
 * without one its `Referer`, is the origin the request was made to or the shop's production
 * origin. Used by the /api middleware and by the pages' own form posts alike.
 */
export function isOwnOrigin(evidence: OriginEvidence): boolean {
  const claimed = originOf(evidence.origin ?? undefined) ?? originOf(evidence.referer ?? undefined);
  const own = new Set(
    [evidence.requestOrigin, `https://${evidence.shop.hosts.production}`].map((origin) =>
      origin.toLowerCase(),
    ),
  );
  return claimed !== null && own.has(claimed);
}

/** Whether a form posted to a page (a fetch Request) comes from the shop's own origin. */
export function isOwnPagePost(request: Request, shop: OriginEvidence['shop']): boolean {
  return isOwnOrigin({
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    requestOrigin: new URL(request.url).origin,
    shop,
  });
}

/**
 * Refuses every state-changing /api call (anything but GET, HEAD, OPTIONS) that does not come
 * from the shop's own origin ({@link isOwnOrigin}; behind a trusted proxy the forwarded scheme
 * and host count). Together with SameSite=Lax cookies this shuts out cross-site request
 * forgery. Refusals are 403 `api.foreignOrigin`.
 */
export function originCheck(): RequestHandler {
  return (request, response, next) => {
    if (safeMethods.has(request.method)) {
      next();
      return;
    }
    const { shop } = shopContextOf(response);
    const own = isOwnOrigin({
      origin: request.get('origin'),
      referer: request.get('referer'),
      requestOrigin: `${request.protocol}://${request.host}`,
      shop,
    });
    if (own) {
      next();
      return;
    }
    sendApiError(response, 403, 'api.foreignOrigin', [{ field: null, key: 'api.foreignOrigin' }]);
  };
}

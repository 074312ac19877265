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

/**
 * Refuses every state-changing /api call (anything but GET, HEAD, OPTIONS) that does not come
 * from the shop's own origin: the `Origin` header, or without one the `Referer`, must be the
 * origin the request was made to (scheme and host as the shop sees them, behind a trusted
 * proxy its forwarded ones) or the shop's production origin. Together with SameSite=Lax
 * cookies this shuts out cross-site request forgery. Refusals are 403 `api.foreignOrigin`.
 */
export function originCheck(): RequestHandler {
  return (request, response, next) => {
    if (safeMethods.has(request.method)) {
      next();
      return;
    }
    const { shop } = shopContextOf(response);
    const claimed = originOf(request.get('origin')) ?? originOf(request.get('referer'));
    const own = new Set(
      [`${request.protocol}://${request.host}`, `https://${shop.hosts.production}`].map((origin) =>
        origin.toLowerCase(),
      ),
    );
    if (claimed !== null && own.has(claimed)) {
      next();
      return;
    }
    sendApiError(response, 403, 'api.foreignOrigin', [{ field: null, key: 'api.foreignOrigin' }]);
  };
}

import { type HostKind, resolveShop } from '@vitrine/domain';
import type { RequestHandler } from 'express';
import { environmentOf } from './env';
import type { ShopRequestContext } from './request-context';
import type { StorefrontServices } from './services';

/**
 * Resolves the shop and locale from the host name and path (§2) into
 * `response.locals.shopContext`, which loaders receive as their context and /api handlers
 * read; a host name of no shop is refused.
 */
export function shopContextMiddleware(services: StorefrontServices): RequestHandler {
  const environment = environmentOf(services.env);
  return (request, response, next) => {
    const resolved = resolveShop(request.host, request.path);
    if (!resolved) {
      response.status(404).type('text/plain').send('No shop is served on this host name.');
      return;
    }
    response.locals.shopContext = {
      ...resolved,
      hostKind: hostKindOf(request.hostname),
      port: portOf(request.host),
      environment,
      services,
    } satisfies ShopRequestContext;
    next();
  };
}

/** Whether a host name is a local one (`*.localhost`, loopback) or a production one. */
export function hostKindOf(hostname: string): HostKind {
  return /\.localhost$|^localhost$|^127\.|^\[::1\]$/.test(hostname) ? 'local' : 'production';
}

function portOf(host: string | undefined): number | undefined {
  const match = /:(\d+)$/.exec(host ?? '');
  return match ? Number(match[1]) : undefined;
}

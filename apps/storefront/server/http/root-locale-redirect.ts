import { deviceInfo, localeCookie, rootLocaleRedirect } from '@vitrine/domain';
import { parse } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { shopContextOf } from '../api/request-shop';
import { privatePageCache } from './cache-control';

function localeCookieOf(request: Request): string | null {
  const header = request.get('cookie');
  if (header === undefined || header.length > 8192) return null;
  try {
    return parse(header)[localeCookie.name] ?? null;
  } catch {
    return null;
  }
}

/**
 * §9 locale cookie: a visit to the bare root of a shop with several languages goes to the one
 * the visitor picked before (the country picker keeps it in `i18n_redirected`). Decided here,
 * before the render cache, so the kept root page serves everyone else; the redirect itself is
 * private. A CDN in front must pass root requests carrying that cookie through, as it does
 * requests with a session.
 */
export function rootLocaleRedirectMiddleware(): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const { shop } = shopContextOf(response);
    const url = new URL(request.originalUrl, 'http://shop.invalid');
    const to = rootLocaleRedirect({
      shop,
      pathname: url.pathname,
      search: url.search,
      cookie: localeCookieOf(request),
      isCrawler: deviceInfo(request.get('user-agent')).isCrawler,
    });
    if (to === null) return next();
    response.set('Cache-Control', privatePageCache).redirect(302, to);
  };
}

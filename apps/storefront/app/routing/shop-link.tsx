import type { RenderLink } from '@vitrine/ui';
import { PreloadingLink } from '../recovery/preloading-link';

/**
 * Addresses the app itself answers with a page: a path on this host outside the server's own
 * handlers (the /api contract, the content space, images and files). A link there is a client
 * navigation; anything else (another site, a file, an anchor on this page) a plain `<a>`.
 */
export function isShopPage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return !serverHandledPath.test(path) && !fileName.test(path);
}

/** The server's own handlers in front of the pages (server/app.ts). */
const serverHandledPath = /^\/(?:api|_content|_dev|_preview|images|healthz)(?:\/|$)/;
const fileName = /\.[a-z0-9]+$/i;

/**
 * The storefront's one link, given once at the root to the design system and the CMS blocks:
 * a shop page is a React Router link (client navigation, its modules and data preloaded on
 * intent through the route preload queue, issue 20), so a link inside a block no longer reloads
 * the page; without JavaScript it is the same `<a href>`.
 */
export const renderShopLink: RenderLink = ({ href, ...props }) =>
  isShopPage(href) ? <PreloadingLink to={href} {...props} /> : <a href={href} {...props} />;

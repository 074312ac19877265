import type { RequestHandler } from 'express';
import type { PreviewAccess } from './preview-access';

/** Where Storyblok's visual editor runs (every region's editor is served from storyblok.com). */
const editorOrigins =
  'https://app.storyblok.com https://app-beta.storyblok.com https://*.storyblok.com';

/**
 * Framing (issue 5, live preview): a page in CMS preview may be framed by the visual editor and
 * by the local preview page (same origin); every other answer refuses to be framed, which
 * also keeps click-jacking off the shop.
 */
export function framePolicy(previewAccess: PreviewAccess): RequestHandler {
  return (request, response, next) => {
    const search = request.originalUrl.includes('?')
      ? request.originalUrl.slice(request.originalUrl.indexOf('?'))
      : '';
    if (previewAccess(search)) {
      response.setHeader('Content-Security-Policy', `frame-ancestors 'self' ${editorOrigins}`);
    } else {
      response.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
      response.setHeader('X-Frame-Options', 'DENY');
    }
    next();
  };
}

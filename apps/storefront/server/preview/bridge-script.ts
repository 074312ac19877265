import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import { bridgeScriptCache } from '../http/cache-control';

/**
 * `GET /sbBridge.js` (§2 static scripts): Storyblok's visual-editor bridge, served from the
 * `@storyblok/preview-bridge` package this storefront is built with rather than from
 * Storyblok's CDN, so the preview works offline and runs the version that was tested.
 */
export function bridgeScriptHandler(): RequestHandler {
  let script: Promise<string> | null = null;
  return async (_request, response, next) => {
    try {
      script ??= readFile(
        fileURLToPath(import.meta.resolve('@storyblok/preview-bridge/browser-global')),
        'utf8',
      );
      response
        .type('application/javascript')
        .setHeader('Cache-Control', bridgeScriptCache)
        .send(await script);
    } catch (error) {
      script = null;
      next(error);
    }
  };
}

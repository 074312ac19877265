import { Router } from 'express';
import type { StorefrontServices } from '../services';
import { bridgeScriptHandler } from './bridge-script';
import { framePolicy } from './frame-policy';
import { previewAccessFor } from './preview-access';
import { saveStoryRouter } from './save-story';

export type { PreviewAccess } from './preview-access';
export { createPreviewAccess, previewAccessFor } from './preview-access';

export interface PreviewOptions {
  readonly services: StorefrontServices;
  /** The local space's story files, which the save writes to. */
  readonly storiesDirectory: string;
  /** Saving edits to the story files is for development only (issue 5). */
  readonly development: boolean;
}

/**
 * The CMS preview's server side: the frame policy on every answer, `/sbBridge.js`, and in
 * development on the local content space, `POST /_preview/save`.
 */
export function createPreviewRouter(options: PreviewOptions): Router {
  const router = Router();
  router.use(framePolicy(previewAccessFor(options.services.content.kind)));
  router.get('/sbBridge.js', bridgeScriptHandler());
  if (options.development && options.services.content.kind === 'local') {
    router.use('/_preview', saveStoryRouter(options.storiesDirectory));
  }
  return router;
}

import { parse } from 'cookie';
import { type RequestHandler, type Response, Router } from 'express';
import type { StorefrontServices } from '../services';
import { bridgeScriptHandler } from './bridge-script';
import type { PreviewDecision, PreviewGate } from './preview-access';
import { previewCookieName, previewSetCookie } from './preview-cookie';
import { saveStoryRouter } from './save-story';

export type {
  PreviewAccess,
  PreviewDecision,
  PreviewGate,
  PreviewSettings,
} from './preview-access';
export {
  createPreviewGate,
  previewAccessOf,
  previewSettingsFromEnv,
} from './preview-access';

export interface PreviewOptions {
  readonly services: StorefrontServices;
  /** The local space's story files, which the save writes to. */
  readonly storiesDirectory: string;
  /** Saving edits to the story files is for development only (issue 5). */
  readonly development: boolean;
}

const notInPreview: PreviewDecision = { requested: false, granted: false };

/** The preview decision the gate made for this request (none before the gate ran). */
export function previewOf(response: Response): PreviewDecision {
  return (response.locals.cmsPreview as PreviewDecision | undefined) ?? notInPreview;
}

function searchOf(originalUrl: string): string {
  const start = originalUrl.indexOf('?');
  return start === -1 ? '' : originalUrl.slice(start);
}

/**
 * Decides once per request whether it is in CMS preview (issue 12 item 7) and keeps the
 * decision for the pages, the frame policy and the content security policy. A request that
 * proves the editor in its query gets the preview cookie for the following ones.
 */
function previewGateMiddleware(gate: PreviewGate): RequestHandler {
  return (request, response, next) => {
    const cookies = parse(request.headers.cookie ?? '');
    const proof = gate.decide(searchOf(request.originalUrl), cookies[previewCookieName]);
    response.locals.cmsPreview = {
      requested: proof.requested,
      granted: proof.granted,
    } satisfies PreviewDecision;
    if (proof.cookie !== null) {
      response.append('Set-Cookie', previewSetCookie({ ...proof.cookie, secure: request.secure }));
    }
    next();
  };
}

/**
 * The CMS preview's server side: the preview decision on every answer, `/sbBridge.js`, and in
 * development on the local content space, `POST /_preview/save`.
 */
export function createPreviewRouter(options: PreviewOptions): Router {
  const router = Router();
  router.use(previewGateMiddleware(options.services.preview));
  router.get('/sbBridge.js', bridgeScriptHandler());
  if (options.development && options.services.content.kind === 'local') {
    router.use('/_preview', saveStoryRouter(options.storiesDirectory));
  }
  return router;
}

import { contentSource } from '@vitrine/content';
import {
  cmsEditorTokenParameters,
  cmsPreviewMarker,
  cmsPreviewQuery,
  constantTimeEquals,
  isValidEditorToken,
  signEditorToken,
} from '@vitrine/domain';
import { contentSettingsFromEnv, type StorefrontEnv } from '../env';
import { isValidPreviewCookie, previewCookieName, previewCookieValue } from './preview-cookie';

/**
 * The local content space's id in the editor signature. The space has no Storyblok id of its
 * own; the signature covers whatever id it names, so any fixed value works.
 */
export const localSpaceId = 'vitrine-local';

/** The query parameter that carries the local space's preview token (`/cms-vorschau/`). */
export const localPreviewTokenParameter = 'preview_token';

/** What one request may see of the CMS preview. */
export interface PreviewDecision {
  /** The query asks for the preview (marker or editor token): never cached, valid or not. */
  readonly requested: boolean;
  /** The request proved that it comes from the editor: drafts, the bridge, framing. */
  readonly granted: boolean;
}

/** A decision, and the cookie that carries a proof given in the query to the next requests. */
export interface PreviewProof extends PreviewDecision {
  readonly cookie: { readonly value: string; readonly maxAgeSeconds: number } | null;
}

/** Decides whether a request's query opens the CMS preview (for /api/cms, which has no cookie). */
export type PreviewAccess = (search: string) => boolean;

/** The CMS preview's gate (issue 12 item 7): drafts are unpublished work. */
export interface PreviewGate {
  /** How long an editor token (and the cookie it earns) counts, in seconds. */
  readonly maxAgeSeconds: number;
  /** One request's decision, from its query and the value of the preview cookie. */
  decide(search: string, cookie: string | undefined): PreviewProof;
  /** The signed query of a preview URL, as the visual editor sends it: the local preview's frame. */
  editorQuery(storyId: string): string;
}

/** What the preview gate checks a request against. */
export interface PreviewSettings {
  /** The token drafts are read with: the editor's signature and the preview cookie cover it. */
  readonly previewToken: string;
  /** How long an editor token (and the cookie it earns) counts, in seconds. */
  readonly maxAgeSeconds: number;
}

/**
 * The gate's settings from the environment: Storyblok's preview token (else its token) with
 * Storyblok, the local space's preview token otherwise; `VITRINE_PREVIEW_MAX_AGE`.
 */
export function previewSettingsFromEnv(env: StorefrontEnv): PreviewSettings {
  const source = contentSource(contentSettingsFromEnv(env), {
    localEndpoint: 'http://unused/v2',
    preview: true,
  });
  return { previewToken: source.accessToken, maxAgeSeconds: env.VITRINE_PREVIEW_MAX_AGE };
}

/**
 * The gate of the CMS preview (§2 preview, issue 12 item 7). Drafts, the editor's bridge and
 * the editor's frame allowance are for a request that proves it comes from the editor:
 * - the visual editor's signature, `_storyblok_tk[token]` = SHA-1 of
 *   `{space id}:{preview token}:{timestamp}`, not older than the age limit — Storyblok's
 *   editor sends it; the local preview signs its frame the same way;
 * - on the local content space, its preview token (`CONTENT_PREVIEW_TOKEN`) as
 *   `?preview_token=` — how an editor opens `/cms-vorschau/`;
 * - a preview cookie that such a request earned: signed with the preview token, http-only,
 *   expiring with the editor token, so the pages the editor navigates to inside the frame
 *   (client-side navigations fetch data without the editor's query) stay in preview.
 * The `_storyblok` marker alone proves nothing: the page is the published one.
 */
export function createPreviewGate(
  contentKind: 'local' | 'storyblok',
  { previewToken, maxAgeSeconds }: PreviewSettings,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): PreviewGate {
  const cookieUntil = (expiresAt: number, now: number) => ({
    value: previewCookieValue(expiresAt, previewToken),
    maxAgeSeconds: expiresAt - now,
  });
  return {
    maxAgeSeconds,
    decide(search, cookie) {
      const now = nowSeconds();
      const query = cmsPreviewQuery(search);
      if (isValidEditorToken(query.editorToken, previewToken, now, maxAgeSeconds)) {
        const expiresAt = Number(query.editorToken?.timestamp) + maxAgeSeconds;
        return {
          requested: true,
          granted: true,
          cookie: expiresAt > now ? cookieUntil(expiresAt, now) : null,
        };
      }
      const localToken =
        contentKind === 'local'
          ? new URLSearchParams(search).get(localPreviewTokenParameter)
          : null;
      if (localToken !== null && constantTimeEquals(localToken, previewToken)) {
        return { requested: true, granted: true, cookie: cookieUntil(now + maxAgeSeconds, now) };
      }
      return {
        requested: query.requested,
        granted: isValidPreviewCookie(cookie, previewToken, now),
        cookie: null,
      };
    },
    editorQuery(storyId) {
      const timestamp = String(nowSeconds());
      const parameters = new URLSearchParams({
        [cmsPreviewMarker]: storyId,
        [cmsEditorTokenParameters.spaceId]: localSpaceId,
        [cmsEditorTokenParameters.timestamp]: timestamp,
        [cmsEditorTokenParameters.token]: signEditorToken(localSpaceId, previewToken, timestamp),
      });
      return `?${parameters.toString()}`;
    },
  };
}

/** Whether a query alone proves the editor (the /api/cms calls, which read no cookie). */
export function previewAccessOf(gate: PreviewGate): PreviewAccess {
  return (search) => gate.decide(search, undefined).granted;
}

export { previewCookieName };
